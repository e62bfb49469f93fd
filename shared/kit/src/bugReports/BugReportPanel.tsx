import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, SLOTS, useTranslation } from '@qa/shared';
import {
  MAX_REPORT_STEPS,
  MAX_RESULT_LENGTH,
  PRIORITIES,
  SEVERITIES,
  type Priority,
  type Severity,
} from '@qa/shared/bug-reports';
import { datedFileName, downloadJson, downloadText } from '@qa/shared/files';
import type { ChallengeField } from '../components/form/challengeField';
import { KIT_NAMESPACE } from '../texts/kitTexts';
import { SubmissionPicker } from '../testerTools/SubmissionPicker';
import { failureText } from '../testerTools/toolCalls';
import { callWithRetry, type Waiting } from '../serverWait/callWithRetry';
import { WaitLine } from '../serverWait/WaitLine';
import type { ReportReviewData, ReportSaved, ReportSource } from '../testerTools/toolSources';
import { Button, Buttons, Muted, Results, RunButton, Wrapper } from '../testerTools/toolStyles';
import { Fields, Pair } from './bugReportStyles';
import { BUG_REPORT_NAMESPACE } from './bugReportTexts';
import { TRACKER_NAMESPACE } from './trackerTexts';
import { jiraImport, reportMarkdown, type ReportDraft, type ReportWords } from './reportExport';
import { ReportReview } from './ReportReview';
import { ReportSteps, type KeyedStep } from './ReportSteps';

export interface BugReportPanelProps {
  /** Where the report is sent and kept: a challenge's, or an interview session's. */
  source: ReportSource;
  /** The form's fields, labelled as the form labels them, by slot. */
  fields: readonly ChallengeField[];
  /** What the form holds now, for "add the values from the form". */
  values: readonly string[];
  /** Closed by the learner: kept, with its review, until opened again. */
  hidden: boolean;
}

type Notice =
  | { kind: 'text'; key: 'incomplete' | 'stepLimit' }
  | { kind: 'error'; message: string }
  | ({ kind: 'wait' } & Waiting);

/**
 * The bug report a tester files: a title, the steps (submissions picked from the source's history or typed), the
 * expected and actual result, severity and priority. Sent, it is replayed on the build and reviewed criterion by
 * criterion, the model report of the bug it reproduces following where the source has one; or, where the source
 * reviews it later (an interview), kept, and the panel starts from the one kept last. It can be downloaded as
 * Markdown or for Jira.
 */
export const BugReportPanel = ({ source, fields, values, hidden }: BugReportPanelProps) => {
  const { t, i18n } = useTranslation([BUG_REPORT_NAMESPACE, TRACKER_NAMESPACE]);
  const kit = useTranslation(KIT_NAMESPACE);
  const id = useId();
  const width = source.fieldCount;
  const { saved } = source;
  // The kept report's steps take the first keys; a step added later the next one.
  const nextKey = useRef(saved?.steps.length ?? 0);
  const [title, setTitle] = useState(saved?.title ?? '');
  const [steps, setSteps] = useState<KeyedStep[]>(() =>
    (saved?.steps ?? []).map(({ values: stepValues }, index) => ({
      key: index + 1,
      values: SLOTS.slice(0, width).map((slot) => stepValues[slot] ?? ''),
    })),
  );
  const [expected, setExpected] = useState(saved?.expected ?? '');
  const [actual, setActual] = useState(saved?.actual ?? '');
  const [severity, setSeverity] = useState<Severity>(saved?.severity ?? 'major');
  const [priority, setPriority] = useState<Priority>(saved?.priority ?? 'medium');
  const [result, setResult] = useState<ReportReviewData | ReportSaved | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [sending, setSending] = useState(false);
  /** Stops a sending's wait for the server: an edit (what it would send is no longer the report) or leaving. */
  const stopWait = useRef<AbortController>(null);
  useEffect(() => () => stopWait.current?.abort(), []);

  const labels = SLOTS.slice(0, width).map((slot, index) => fields[index]?.label ?? slot);
  const words: ReportWords = {
    fields: labels,
    empty: kit.t('emptyValue'),
    steps: t('stepsLegend'),
    expected: t('expected'),
    actual: t('actual'),
    severity: t('severity'),
    priority: t('priority'),
    severityName: t(`${TRACKER_NAMESPACE}:severities.${severity}`),
    priorityName: t(`${TRACKER_NAMESPACE}:priorities.${priority}`),
  };
  const draft: ReportDraft = {
    title,
    steps: steps.map((step) => step.values),
    expected,
    actual,
    severity,
    priority,
  };
  const stepText = (stepValues: readonly string[]) =>
    stepValues
      .slice(0, width)
      .map((value, index) => `${labels[index]}: ${value === '' ? words.empty : value}`)
      .join('; ');

  /** Any change: the last review was of another report. */
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      stopWait.current?.abort();
      set(value);
      setResult(null);
      setNotice(null);
    };

  const addStep = (stepValues: readonly string[]) => {
    if (steps.length >= MAX_REPORT_STEPS) {
      setNotice({ kind: 'text', key: 'stepLimit' });
      return;
    }
    const padded = Array.from({ length: width }, (_, index) => stepValues[index] ?? '');
    edit(setSteps)([...steps, { key: (nextKey.current += 1), values: padded }]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (title.trim() === '' || expected.trim() === '' || actual.trim() === '' || steps.length === 0) {
      setNotice({ kind: 'text', key: 'incomplete' });
      return;
    }
    setSending(true);
    setNotice(null);
    const body = {
      title,
      steps: steps.map((step) => ({
        values: Object.fromEntries(step.values.map((value, index) => [SLOTS[index], value])),
      })),
      expected,
      actual,
      severity,
      priority,
    };
    // The title is judged in the language the report was sent in: the account grades it again in the same one.
    const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
    // Refused for a while (a spent budget, an overload), the same report goes again once the server's wait is over.
    const stop = new AbortController();
    stopWait.current = stop;
    const outcome = await callWithRetry(
      () => source.send(body),
      stop.signal,
      (waiting) => setNotice(waiting && { kind: 'wait', ...waiting }),
    );
    setSending(false);
    // Stopped while waiting: the edit that stopped it has said what it had to.
    if (outcome === undefined) return;
    if (outcome.kind === 'ok') {
      const answer = outcome.value;
      setResult(answer);
      if (!('saved' in answer)) source.keep?.(body, answer, language);
    } else setNotice({ kind: 'error', message: failureText(outcome, t, 'sendError') });
  };

  const fileName = (extension: string) =>
    datedFileName(`${source.name}-${t('fileName')}`, new Date(), extension);
  const complete = title.trim() !== '' && steps.length > 0;

  return (
    <Wrapper hidden={hidden}>
      <p>{t('intro')}</p>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Fields>
          <label>
            {t('title')}
            <input
              value={title}
              maxLength={300}
              aria-describedby={`${id}-title`}
              onChange={(event) => edit(setTitle)(event.target.value)}
            />
          </label>
          <Muted id={`${id}-title`}>
            {t('titleHint')} {t('titleLength', { count: title.trim().length })}
          </Muted>
          <fieldset>
            <legend>{t('stepsLegend')}</legend>
            <Muted>{t('stepsHint')}</Muted>
            <ReportSteps
              steps={steps}
              fields={fields}
              labels={labels}
              onChange={(index, next) =>
                edit(setSteps)(steps.map((step, at) => (at === index ? { ...step, values: next } : step)))
              }
              onRemove={(index) => {
                edit(setSteps)(steps.filter((_, at) => at !== index));
                document.getElementById(`${id}-add`)?.focus();
              }}
            />
            <Buttons>
              <Button id={`${id}-add`} type="button" onClick={() => addStep([])}>
                {t('addStep')}
              </Button>
              <Button type="button" onClick={() => addStep(values)}>
                {t('addFormValues')}
              </Button>
            </Buttons>
            <SubmissionPicker
              source={source}
              namespace={BUG_REPORT_NAMESPACE}
              slots={labels.map((_, index) => index)}
              onAdd={addStep}
            />
          </fieldset>
          <label>
            {t('expected')}
            <textarea
              rows={2}
              value={expected}
              maxLength={MAX_RESULT_LENGTH}
              onChange={(event) => edit(setExpected)(event.target.value)}
            />
          </label>
          <label>
            {t('actual')}
            <textarea
              rows={2}
              value={actual}
              maxLength={MAX_RESULT_LENGTH}
              onChange={(event) => edit(setActual)(event.target.value)}
            />
          </label>
          <Pair>
            <label>
              {t('severity')}
              <select
                value={severity}
                onChange={(event) => edit(setSeverity)(event.target.value as Severity)}
              >
                {SEVERITIES.map((each) => (
                  <option key={each} value={each}>
                    {t(`${TRACKER_NAMESPACE}:severities.${each}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('priority')}
              <select
                value={priority}
                onChange={(event) => edit(setPriority)(event.target.value as Priority)}
              >
                {PRIORITIES.map((each) => (
                  <option key={each} value={each}>
                    {t(`${TRACKER_NAMESPACE}:priorities.${each}`)}
                  </option>
                ))}
              </select>
            </label>
          </Pair>
          <Buttons>
            <RunButton type="submit" aria-disabled={sending}>
              {t('submit')}
            </RunButton>
            <Button
              type="button"
              disabled={!complete}
              onClick={() =>
                downloadText(fileName('md'), reportMarkdown(draft, words), 'text/markdown;charset=utf-8')
              }
            >
              {t('exportMarkdown')}
            </Button>
            <Button
              type="button"
              disabled={!complete}
              onClick={() => downloadJson(fileName('json'), jiraImport(draft, words, source.name))}
            >
              {t('exportJira')}
            </Button>
          </Buttons>
        </Fields>
      </form>
      <Results role="status">
        {notice?.kind === 'text' && <p>{t(notice.key, { count: MAX_REPORT_STEPS })}</p>}
        {notice?.kind === 'error' && <p>{notice.message}</p>}
        {notice?.kind === 'wait' && <WaitLine wait={notice.wait} left={notice.left} />}
        {result && 'saved' in result && <p>{t('savedForLater')}</p>}
        {result && !('saved' in result) && (
          <ReportReview result={result} kept={source.keep !== undefined} stepText={stepText} words={words} />
        )}
      </Results>
    </Wrapper>
  );
};
