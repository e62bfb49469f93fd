import { SLOTS } from '@qa/shared';
import { MAX_TEST_ROWS } from '@qa/shared/test-design';
import { TECHNIQUE_KEYS, TECHNIQUES, type StoredTestRun, type Technique } from '@qa/shared/progress';
import {
  isPlainObject,
  isStringArray,
  readJson,
  storeName,
  writeJson,
  type ChallengeEntry,
  type Slot,
} from '@qa/shared';

/** What the learner says of a row that fails on build 2. */
export type RowMark = 'intendedChange' | 'regression';

/** One test case of the learner's table: a value per field, in the form's order, and the outcome id it expects. */
export interface TestRow {
  values: string[];
  /** An outcome id, or '' until one is chosen: on build 1, and on build 2 unless the row is an intended change. */
  expected: string;
  /** Said on build 2 only. */
  mark?: RowMark;
  /** On a row marked an intended change: what it expects on build 2 (build 1's expectation stays in `expected`). */
  changed?: string;
  /** The technique the learner wrote the row with, if they name one: theirs, for their own export. */
  technique?: Technique;
}

const isTechnique = (value: unknown): value is Technique => TECHNIQUE_KEYS.some((key) => key === value);

const isMark = (value: unknown): value is RowMark => value === 'intendedChange' || value === 'regression';

export interface Outcome {
  id: string;
  text: string;
}

/** What the row expects on a build: build 2's own expectation only where the row is marked an intended change. */
export const expectedOn = (row: TestRow, build: 1 | 2): string =>
  build === 2 && row.mark === 'intendedChange' && row.changed !== undefined ? row.changed : row.expected;

export const emptyRow = (fieldCount: number): TestRow => ({
  values: Array.from({ length: fieldCount }, () => ''),
  expected: '',
});

/** A row of what the form holds (`values` in slot order), in the design's columns (`fields`, slots). */
export const rowFromForm = (fields: readonly string[], values: readonly string[]): TestRow => ({
  values: fields.map((slot) => values[SLOTS.findIndex((known) => known === slot)] ?? ''),
  expected: '',
});

/** The rows with `added` after them, as many as the table holds. */
export const addRows = <Row extends TestRow>(rows: readonly Row[], added: readonly Row[]): Row[] =>
  [...rows, ...added].slice(0, MAX_TEST_ROWS);

/** The row at `index` swapped with its neighbour above (-1) or below (1); at an end the table stays. */
export const moveRow = <Row extends TestRow>(rows: readonly Row[], index: number, by: -1 | 1): Row[] => {
  const moving = rows[index];
  const other = rows[index + by];
  if (!moving || !other) return [...rows];
  return rows.map((row, at) => (at === index ? other : at === index + by ? moving : row));
};

export const removeRow = <Row extends TestRow>(rows: readonly Row[], index: number): Row[] =>
  rows.filter((_row, at) => at !== index);

export const updateRow = <Row extends TestRow>(rows: readonly Row[], index: number, row: Row): Row[] =>
  rows.map((current, at) => (at === index ? row : current));

const sameText = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A technique named by its key or its name in any language; none for an empty or unknown cell. */
export const techniqueOf = (cell: string): Technique | undefined =>
  TECHNIQUE_KEYS.find(
    (technique) =>
      sameText(technique, cell) || Object.values(TECHNIQUES[technique]).some((name) => sameText(name, cell)),
  );

/** An outcome named by its id or its text (as a spreadsheet or this view's CSV holds it). */
export const outcomeOf = (outcomes: readonly Outcome[], cell: string): string =>
  outcomes.find(({ id, text }) => sameText(id, cell) || sameText(text, cell))?.id ?? '';

/**
 * Rows pasted from a spreadsheet: one a line, its cells separated by tabs, the field values, the expected result
 * (its id or its text) and optionally the technique. Empty lines and a header line (the field labels) are left out.
 * An expected result that is none of the outcomes is left to choose, and named in `unknownOutcomes`.
 */
export const parsePastedRows = (
  text: string,
  fieldLabels: readonly string[],
  outcomes: readonly Outcome[],
): { rows: TestRow[]; unknownOutcomes: string[] } => {
  const lines = text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('\t'))
    .filter((cells) => !fieldLabels.every((label, index) => sameText(label, cells[index] ?? '')));
  const written = lines.map((cells) => (cells[fieldLabels.length] ?? '').trim());
  return {
    rows: lines.map((cells, index) => {
      const technique = techniqueOf(cells[fieldLabels.length + 1] ?? '');
      return {
        values: fieldLabels.map((_label, at) => pastedCell(cells[at] ?? '')),
        expected: outcomeOf(outcomes, written[index] ?? ''),
        ...(technique && { technique }),
      };
    }),
    unknownOutcomes: [...new Set(written.filter((cell) => cell !== '' && outcomeOf(outcomes, cell) === ''))],
  };
};

/** What a paste or an addition could not take, said in a line under the table. */
export interface TableNotice {
  key: 'rowLimit' | 'unknownOutcomes';
  values: Readonly<Record<string, string | number>>;
}

/** The row limit (the text's plural count), said with how many rows a table of `wanted` rows leaves out. */
export const rowsLeftOut = (wanted: number): TableNotice[] =>
  wanted > MAX_TEST_ROWS
    ? [{ key: 'rowLimit', values: { count: MAX_TEST_ROWS, left: wanted - MAX_TEST_ROWS } }]
    : [];

/**
 * Pasted rows put after the row at `index`, or in its place while it is still empty; as many as the table holds,
 * with what the paste could not take.
 */
export const pasteRows = <Row extends TestRow>(
  rows: readonly Row[],
  index: number,
  { rows: pasted, unknownOutcomes }: ReturnType<typeof parsePastedRows>,
  toRow: (row: TestRow) => Row,
): { rows: Row[]; notices: TableNotice[] } => {
  const row = rows[index];
  const replace = row !== undefined && row.expected === '' && row.values.every((value) => value === '');
  const next = [
    ...rows.slice(0, replace ? index : index + 1),
    ...pasted.map(toRow),
    ...rows.slice(index + 1),
  ];
  return {
    rows: next.slice(0, MAX_TEST_ROWS),
    notices: [
      ...rowsLeftOut(next.length),
      ...(unknownOutcomes.length > 0
        ? [{ key: 'unknownOutcomes' as const, values: { outcomes: unknownOutcomes.join(', ') } }]
        : []),
    ],
  };
};

/** Whether a paste is spreadsheet rows rather than a value for one cell. */
export const isTablePaste = (text: string): boolean => /[\t\n]/.test(text.replace(/\r?\n$/, ''));

/** A cell a spreadsheet would read as a formula: it starts with =, +, -, @, a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A CSV cell: a cell a spreadsheet would run as a formula gets a leading apostrophe, which spreadsheets read as
 * "text" (OWASP's advice on CSV injection); one with a comma, a quote or a line break is quoted.
 */
const csvCell = (cell: string): string => {
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** A pasted cell as the learner wrote it: the apostrophe this view's CSV put before a formula-like value is dropped. */
const pastedCell = (cell: string): string =>
  FORMULA_START.test(cell.slice(1)) && cell.startsWith("'") ? cell.slice(1) : cell;

/** The CSV's words in the learner's language: the two last headings and a technique's name. */
export interface CsvWords {
  expected: string;
  technique: string;
  techniqueName: (technique: Technique) => string;
}

/** The table as CSV: a header of the field labels, the expected result and the technique, then a line a row. */
export const tableCsv = (
  rows: readonly TestRow[],
  fieldLabels: readonly string[],
  words: CsvWords,
  outcomes: readonly Outcome[],
): string =>
  [
    [...fieldLabels, words.expected, words.technique],
    ...rows.map(({ values, expected, technique }) => [
      ...values,
      outcomes.find(({ id }) => id === expected)?.text ?? expected,
      technique ? words.techniqueName(technique) : '',
    ]),
  ]
    .map((cells) => cells.map(csvCell).join(','))
    .join('\r\n')
    .concat('\r\n');

/** The table of a source (a challenge's store name), so a reload keeps it. */
const tableKey = (name: string): string => `${name}_testDesign`;

/** The table of a challenge, kept in the browser. */
export const tableStorageKey = (challenge: ChallengeEntry<string>): string => tableKey(storeName(challenge));

/**
 * Where a table is kept: in the browser for good (`local`: any tab, after a reload, after signing in) or for the
 * tab's session only.
 */
export type TableStorage = 'local' | 'session';

const isTable = (value: unknown): value is TestRow[] =>
  Array.isArray(value) &&
  value.length <= MAX_TEST_ROWS &&
  value.every(
    (row) =>
      isPlainObject(row) &&
      isStringArray(row.values) &&
      typeof row.expected === 'string' &&
      (row.mark === undefined || isMark(row.mark)) &&
      (row.changed === undefined || typeof row.changed === 'string') &&
      (row.technique === undefined || isTechnique(row.technique)),
  );

/** The stored table with each row fitted to the fields; undefined where none is kept, or it is corrupted. */
export const readStoredTable = (
  name: string,
  fieldCount: number,
  storage: TableStorage = 'session',
): TestRow[] | undefined =>
  readJson<TestRow[] | undefined>(tableKey(name), undefined, isTable, storage)?.map(({ values, ...row }) => ({
    ...row,
    values: Array.from({ length: fieldCount }, (_value, index) => values[index] ?? ''),
  }));

export const writeStoredTable = (
  name: string,
  rows: readonly TestRow[],
  storage: TableStorage = 'session',
): void => writeJson(tableKey(name), rows, storage);

/**
 * A best run's table as rows of the fields `slots`: where a browser has no table of its own (another device, a
 * cleared one), the learner goes on from the best run the account kept.
 */
export const tableOfRun = (
  run: Pick<StoredTestRun, 'tests'> | undefined,
  slots: readonly Slot[],
): TestRow[] =>
  (run?.tests ?? []).map(({ values, expected }) => ({
    values: slots.map((slot) => values[slot] ?? ''),
    expected,
  }));
