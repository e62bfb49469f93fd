import { findChallenge, storeName } from '@qa/shared';
import { MAX_TEST_ROWS } from '@qa/shared/test-design';
import {
  addRows,
  emptyRow,
  isTablePaste,
  moveRow,
  parsePastedRows,
  pasteRows,
  readStoredTable,
  removeRow,
  tableCsv,
  tableOfRun,
  tableStorageKey,
  writeStoredTable,
  type TestRow,
} from './testTable';

const triangle = findChallenge('exploratory', 'triangle');
if (!triangle) throw new Error('triangle is in the catalogue');
const labels = ['Side A', 'Side B', 'Side C'];
const outcomes = [
  { id: 'equilateral', text: 'Equilateral' },
  { id: 'notTriangle', text: 'Not a triangle' },
];
const row = (first: string, expected = ''): TestRow => ({ values: [first, '', ''], expected });

describe('the test table', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('reads spreadsheet lines: values, then the outcome by id or text; a header and empty lines are left out', () => {
    const pasted =
      'Side A\tSide B\tSide C\tExpected result\r\n2\t2\t2\tequilateral\tboundaryValues\n\n' +
      '1\t2\t3\t not a TRIANGLE \tTablica decyzyjna\n5\t5\n';
    expect(parsePastedRows(pasted, labels, outcomes)).toEqual({
      rows: [
        { values: ['2', '2', '2'], expected: 'equilateral', technique: 'boundaryValues' },
        { values: ['1', '2', '3'], expected: 'notTriangle', technique: 'decisionTable' },
        { values: ['5', '5', ''], expected: '' },
      ],
      unknownOutcomes: [],
    });
    expect(isTablePaste('1\t2')).toBe(true);
    expect(isTablePaste('a\nb')).toBe(true);
    expect(isTablePaste('12\n')).toBe(false);
  });

  it('names the pasted expected results that are none of the outcomes, each once, and leaves them to choose', () => {
    const pasted = '1\t1\t1\tRight angled\n2\t2\t2\tequilateral\n3\t3\t3\tRight angled\n4\t4\t4\tObtuse';
    const { rows, unknownOutcomes } = parsePastedRows(pasted, labels, outcomes);
    expect(rows.map(({ expected }) => expected)).toEqual(['', 'equilateral', '', '']);
    expect(unknownOutcomes).toEqual(['Right angled', 'Obtuse']);
  });

  it('pastes rows in place of an empty row or after a written one, and says what it could not take', () => {
    const parsed = parsePastedRows('1\t1\t1\tequilateral\n2\t2\t5\tRight angled', labels, outcomes);
    const same = (pasted: TestRow) => pasted;
    expect(pasteRows([emptyRow(3)], 0, parsed, same)).toEqual({
      rows: parsed.rows,
      notices: [{ key: 'unknownOutcomes', values: { outcomes: 'Right angled' } }],
    });
    const written = [row('7', 'equilateral'), row('8')];
    expect(pasteRows(written, 0, parsed, same).rows.map(({ values }) => values[0])).toEqual([
      '7',
      '1',
      '2',
      '8',
    ]);
    const full = Array.from({ length: MAX_TEST_ROWS - 1 }, () => row('9', 'equilateral'));
    const limited = pasteRows(
      full,
      MAX_TEST_ROWS - 2,
      { rows: [...parsed.rows, ...parsed.rows], unknownOutcomes: [] },
      same,
    );
    expect(limited.rows).toHaveLength(MAX_TEST_ROWS);
    expect(limited.notices).toEqual([{ key: 'rowLimit', values: { count: MAX_TEST_ROWS, left: 3 } }]);
  });

  it('writes CSV with the labels, the outcome texts and quoted cells where a comma or quote needs it', () => {
    const csv = tableCsv(
      [
        { values: ['1,5', 'say "hi"', ''], expected: 'notTriangle', technique: 'errorGuessing' },
        { values: ['1', '1', '1'], expected: 'equilateral' },
      ],
      labels,
      { expected: 'Expected result', technique: 'Technique', techniqueName: (technique) => `<${technique}>` },
      outcomes,
    );
    expect(csv).toBe(
      'Side A,Side B,Side C,Expected result,Technique\r\n' +
        '"1,5","say ""hi""",,Not a triangle,<errorGuessing>\r\n1,1,1,Equilateral,\r\n',
    );
  });

  it('writes a value a spreadsheet would run as a formula as text, and reads it back as it was written', () => {
    const values = ['=1+1', '-5', '@SUM(A1)'];
    const csv = tableCsv(
      [{ values, expected: 'notTriangle' }],
      labels,
      {
        expected: 'Expected result',
        technique: 'Technique',
        techniqueName: String,
      },
      outcomes,
    );
    expect(csv.split('\r\n')[1]).toBe("'=1+1,'-5,'@SUM(A1),Not a triangle,");
    expect(
      tableCsv(
        [{ values: ['+1', '\tx', 'a=b'], expected: '' }],
        labels,
        {
          expected: 'E',
          technique: 'T',
          techniqueName: String,
        },
        outcomes,
      ).split('\r\n')[1],
    ).toBe("'+1,'\tx,a=b,,");
    // Pasted back from a spreadsheet that kept the apostrophe, the values are the learner's own.
    const pasted = `'=1+1\t'-5\t'@SUM(A1)\tNot a triangle\n'x\t2\t3\tequilateral`;
    expect(parsePastedRows(pasted, labels, outcomes).rows.map((pastedRow) => pastedRow.values)).toEqual([
      values,
      ["'x", '2', '3'],
    ]);
  });

  it('moves, removes and adds rows, never past the limit', () => {
    const rows = [row('a'), row('b'), row('c')];
    expect(moveRow(rows, 1, -1).map((item) => item.values[0])).toEqual(['b', 'a', 'c']);
    expect(moveRow(rows, 1, 1).map((item) => item.values[0])).toEqual(['a', 'c', 'b']);
    expect(moveRow(rows, 0, -1)).toEqual(rows);
    expect(removeRow(rows, 0).map((item) => item.values[0])).toEqual(['b', 'c']);
    const full = addRows(
      [],
      Array.from({ length: MAX_TEST_ROWS + 3 }, () => emptyRow(3)),
    );
    expect(full).toHaveLength(MAX_TEST_ROWS);
  });

  it('keeps the table in the browser or for the session, fitted to the fields; a corrupted entry reads as none', () => {
    writeStoredTable(storeName(triangle), [row('7', 'equilateral')], 'local');
    expect(readStoredTable(storeName(triangle), 3, 'local')).toEqual([
      { values: ['7', '', ''], expected: 'equilateral' },
    ]);
    expect(readStoredTable(storeName(triangle), 2, 'local')).toEqual([
      { values: ['7', ''], expected: 'equilateral' },
    ]);
    expect(readStoredTable(storeName(triangle), 3, 'session')).toBeUndefined();
    writeStoredTable(storeName(triangle), [{ ...row('7', 'equilateral'), technique: 'stateTransition' }]);
    expect(readStoredTable(storeName(triangle), 3)?.[0]?.technique).toBe('stateTransition');
    for (const corrupted of [
      '{not json',
      '[{"values":"7","expected":""}]',
      '{"rows":[]}',
      '[{"values":["7"],"expected":"","technique":"guessing"}]',
      '[{"values":["7"],"expected":"","changed":5}]',
    ]) {
      localStorage.setItem(tableStorageKey(triangle), corrupted);
      expect(readStoredTable(storeName(triangle), 3, 'local')).toBeUndefined();
    }
  });

  it('gives a best run’s table as rows of the fields, in their order', () => {
    const run = {
      tests: [{ values: { first: '3', third: '5' }, expected: 'scalene' }],
      score: 0,
      variantsCaught: 0,
      variantsTotal: 9,
      missed: [],
    };
    expect(tableOfRun(run, ['first', 'second', 'third'])).toEqual([
      { values: ['3', '', '5'], expected: 'scalene' },
    ]);
    expect(tableOfRun(undefined, ['first'])).toEqual([]);
  });
});
