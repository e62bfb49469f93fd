import { useEffect, useId, useRef, useState, type ClipboardEvent } from 'react';
import { SLOTS, useTranslation } from '@qa/shared';
import { datedFileName, downloadText } from '@qa/shared/files';
import type { StoredTestRun } from '@qa/shared/progress';
import type { ChallengeField } from '../components/form/challengeField';
import { BuildChoice, type BuildNumber } from './BuildChoice';
import { RegressionResults } from './RegressionResults';
import { useTechniqueName } from './RowCells';
import { RunResults } from './RunResults';
import { SubmissionPicker } from '../testerTools/SubmissionPicker';
import { TestCaseRow, TestTableHead } from './TestCaseRow';
import { failureText } from '../testerTools/toolCalls';
import { callWithRetry, type Waiting } from '../serverWait/callWithRetry';
import { WaitLine } from '../serverWait/WaitLine';
import type { TestTableSource } from '../testerTools/toolSources';
import type { TableRunAnswer } from './testDesignCalls';
import {
  Button,
  Buttons,
  Muted,
  Results,
  RunButton,
  Scroll,
  Table,
  Wrapper,
} from '../testerTools/toolStyles';
import { TEST_DESIGN_NAMESPACE } from './testDesignTexts';
import { useAddedRowFocus } from './useAddedRowFocus';
import { useKeptTable, type KeyedRow } from './useKeptTable';
import {
  addRows,
  emptyRow,
  expectedOn,
  isTablePaste,
  moveRow,
  parsePastedRows,
  pasteRows,
  removeRow,
  rowFromForm,
  rowsLeftOut,
  tableCsv,
  updateRow,
  type RowMark,
  type TableNotice,
  type TestRow,
} from './testTable';

export interface TestDesignPanelProps {
  /** Where the design comes from and the runs go: a challenge's, or an interview session's. */
  source: TestTableSource;
  /** The form's fields, labelled as the form labels them, by slot. */
  fields: readonly ChallengeField[];
  /** What the form holds now, for "add the values from the form". */
  values: readonly string[];
  /** Closed by the learner: kept, with its last verdicts, until opened again. */
  hidden: boolean;
  /** The source has no test design (a 404): the section goes away. */
  onNone?: () => void;
}

/** A line said under the table: what the learner must do, or what a paste or an addition could not take. */
type NoticeLine = TableNotice | { key: 'chooseExpected'; values?: undefined };
type Notice =
  { kind: 'text'; lines: NoticeLine[] } | { kind: 'error'; message: string } | ({ kind: 'wait' } & Waiting);

/**
 * The test-design exercise: the learner's table of test cases (a value per field and the expected result), run
 * against the challenge's correct build and its hidden bug variants, and then on build 2, where each failing row
 * is said to be an intended change or a regression; or, where the source grades the table later (an interview), run
 * on the build under test only, each row showing what it answered. The table is kept in the browser where the source says so (a
 * challenge's: any tab, after sign-in, from the best run where this browser has none), else for the tab's session,
 * and the best build-1 run where the source keeps one (with the learner's progress on a challenge).
 */
export const TestDesignPanel = ({ source, fields, values, hidden, onNone }: TestDesignPanelProps) => {
  const { t } = useTranslation(TEST_DESIGN_NAMESPACE);
  const techniqueName = useTechniqueName();
  const id = useId();
  const { loaded, rows, keyed, keep } = useKeptTable(source, onNone);
  const [build, setBuild] = useState<BuildNumber>(1);
  const [result, setResult] = useState<TableRunAnswer | null>(null);
  const [best, setBest] = useState<StoredTestRun | undefined>(() => source.readBest?.());
  const [notice, setNotice] = useState<Notice | null>(null);
  const [running, setRunning] = useState(false);
  const { table, added: willFocusAdded } = useAddedRowFocus(rows.length);

  /** Stops a run's wait for the server: an edit (what it would send is no longer the table) or leaving. */
  const stopWait = useRef<AbortController>(null);
  useEffect(() => () => stopWait.current?.abort(), []);

  // The language is sent with the GET: the outcomes' texts follow a change of language once the view reopens.
  if (loaded.kind === 'loading' || loaded.kind === 'none') return null;
  if (loaded.kind === 'waiting' || loaded.kind === 'error') {
    return (
      <Wrapper hidden={hidden}>
        {loaded.kind === 'waiting' ? (
          <Results role="status">
            <WaitLine wait={loaded.wait} left={loaded.left} />
          </Results>
        ) : (
          <p role="alert">{failureText(loaded, t, 'loadError')}</p>
        )}
      </Wrapper>
    );
  }

  const design = loaded.value;
  const fieldOf = (slot: string): ChallengeField | undefined =>
    fields[SLOTS.findIndex((known) => known === slot)];
  const columns = design.fields.map((slot) => fieldOf(slot));
  const labels = design.fields.map((slot, index) => columns[index]?.label ?? slot);
  const outcomeText = (outcomeId: string) =>
    design.outcomes.find((outcome) => outcome.id === outcomeId)?.text ?? outcomeId;

  /**
   * Every change of the table: kept where the source keeps it, and the last run's verdicts no longer apply, except after a
   * mark, which changes nothing build 2 answered.
   */
  const change = (next: readonly KeyedRow[], said: readonly NoticeLine[] = [], keepResult = false) => {
    stopWait.current?.abort();
    keep(next);
    if (!keepResult) setResult(null);
    setNotice(said.length > 0 ? { kind: 'text', lines: [...said] } : null);
  };

  const chooseBuild = (next: BuildNumber) => {
    stopWait.current?.abort();
    setBuild(next);
    setResult(null);
    setNotice(null);
  };

  /**
   * An intended change takes what build 2 answered as the row's expectation there, as a tester updates a test;
   * build 1's expectation stays, so another verdict gives the row back as it was.
   */
  const markRow = (index: number, mark: RowMark | undefined) => {
    const row = rows[index];
    if (!row) return;
    const { mark: _old, changed: _before, ...unmarked } = row;
    const answered = result?.build === 2 ? result.rows[index]?.outcome : undefined;
    const changed = (mark === 'intendedChange' && answered) || row.changed;
    const marked = { ...unmarked, ...(mark && { mark }), ...(changed && { changed }) };
    change(updateRow(rows, index, marked), [], true);
  };

  const add = (added: TestRow[]) => {
    willFocusAdded(rows.length + added.length);
    change(addRows(rows, added.map(keyed)), rowsLeftOut(rows.length + added.length));
  };

  /** Each column's slot index: a submission's values are in slot order. */
  const slots = design.fields.map((slot) => SLOTS.findIndex((known) => known === slot));
  const paste = (index: number) => (event: ClipboardEvent<HTMLElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!isTablePaste(text)) return;
    event.preventDefault();
    const pasted = pasteRows(rows, index, parsePastedRows(text, labels, design.outcomes), keyed);
    change(pasted.rows, pasted.notices);
  };

  const run = async () => {
    if (running) return;
    if (rows.length === 0 || rows.some((row) => row.expected === '')) {
      setNotice({ kind: 'text', lines: [{ key: 'chooseExpected' }] });
      return;
    }
    setRunning(true);
    setNotice(null);
    const tests = rows.map((row) => ({
      values: Object.fromEntries(design.fields.map((slot, index) => [slot, row.values[index] ?? ''])),
      expected: expectedOn(row, build),
    }));
    const body = {
      build,
      tests: build === 1 ? tests : tests.map((test, index) => ({ ...test, mark: rows[index]?.mark })),
    };
    // Refused for a while (a spent budget, an overload), the same run goes again once the server's wait is over.
    const stop = new AbortController();
    stopWait.current = stop;
    const outcome = await callWithRetry(
      () => source.run(body),
      stop.signal,
      (waiting) => setNotice(waiting && { kind: 'wait', ...waiting }),
    );
    setRunning(false);
    // Stopped while waiting: the edit that stopped it has said what it had to.
    if (outcome === undefined) return;
    if (outcome.kind === 'ok') {
      const answer = outcome.value;
      // A run that answers another number of rows is of another table: it is not shown against this one.
      if (answer.rows.length !== rows.length) {
        setNotice({ kind: 'error', message: t('runError') });
        return;
      }
      setResult(answer);
      if (answer.build !== 1) return;
      const { score, variantsCaught, variantsTotal } = answer;
      const run = {
        tests,
        score,
        variantsCaught,
        variantsTotal,
        missed: answer.missed.map((each) => each.technique),
      };
      if (source.keepBest?.(run)) setBest(run);
    } else setNotice({ kind: 'error', message: failureText(outcome, t, 'runError') });
  };

  const exportCsv = () =>
    downloadText(
      datedFileName(`${source.name}-${t('fileName')}`, new Date(), 'csv'),
      tableCsv(
        rows,
        labels,
        { expected: t('expected'), technique: t('technique'), techniqueName },
        design.outcomes,
      ),
      'text/csv;charset=utf-8',
    );

  return (
    <Wrapper hidden={hidden}>
      <p>{t('intro')}</p>
      {/* Where runs are kept with progress, so are first runs: only there does the rule apply. */}
      {source.keepBest && <p>{t('firstRunsRule')}</p>}
      {design.runsInOrder && <p>{t('runsInOrder')}</p>}
      <Muted>{t('pasteHint')}</Muted>
      {best && (
        <p>{t('bestRun', { caught: best.variantsCaught, count: best.variantsTotal, score: best.score })}</p>
      )}
      <BuildChoice builds={design.builds} build={build} onChange={chooseBuild} />
      <Scroll>
        <Table ref={table}>
          <caption>{t('tableCaption')}</caption>
          <TestTableHead labels={labels} build={build} />
          <tbody>
            {rows.map((row, index) => (
              <TestCaseRow
                key={row.key}
                row={row}
                index={index}
                columns={columns}
                labels={labels}
                outcomes={design.outcomes}
                build={build}
                result={result}
                outcomeText={outcomeText}
                onChange={(next) => change(updateRow(rows, index, { ...next, key: row.key }))}
                onLabel={(next) => change(updateRow(rows, index, { ...next, key: row.key }), [], true)}
                onMark={(mark) => markRow(index, mark)}
                onMove={(by) => change(moveRow(rows, index, by))}
                onRemove={() => {
                  change(removeRow(rows, index));
                  // The removed button took the focus with it: the table's own actions keep it.
                  document.getElementById(`${id}-add`)?.focus();
                }}
                onPaste={paste(index)}
              />
            ))}
          </tbody>
        </Table>
      </Scroll>
      {rows.length === 0 && <Muted>{t('emptyTable')}</Muted>}
      <Buttons>
        <Button id={`${id}-add`} type="button" onClick={() => add([emptyRow(design.fields.length)])}>
          {t('addRow')}
        </Button>
        <Button type="button" onClick={() => add([rowFromForm(design.fields, values)])}>
          {t('addFormValues')}
        </Button>
        <Button type="button" onClick={exportCsv} disabled={rows.length === 0}>
          {t('exportCsv')}
        </Button>
        <RunButton type="button" aria-disabled={running} onClick={() => void run()}>
          {t('run')}
        </RunButton>
      </Buttons>
      <SubmissionPicker
        source={source}
        namespace={TEST_DESIGN_NAMESPACE}
        slots={slots}
        onAdd={(added) => add([{ values: added, expected: '' }])}
      />
      <Results role="status">
        {notice?.kind === 'text' &&
          notice.lines.map(({ key, values: said }) => <p key={key}>{t(key, { ...said })}</p>)}
        {notice?.kind === 'error' && <p>{notice.message}</p>}
        {notice?.kind === 'wait' && <WaitLine wait={notice.wait} left={notice.left} />}
        {result?.build === 1 && (
          <RunResults result={result} fieldLabel={(slot) => fieldOf(slot)?.label ?? slot} />
        )}
        {result?.build === 2 && <RegressionResults result={result} />}
        {result?.build === 'underTest' && <p>{t('ranUnderTest')}</p>}
      </Results>
    </Wrapper>
  );
};
