import {
  serverWaitOf,
  type CallOutcome,
  type ChallengeField,
  type ReportSource,
  type TestTableSource,
} from '@qa/kit/tool-views';
import { isApiError } from '@qa/shared/api';
import type { InterviewSession } from '@qa/shared/interview/schema';
import { useCallback, useMemo } from 'react';
import { serverMessage } from '../common/serverMessage';
import { useRunTableMutation, useSendReportMutation } from './interviewApi';
import type { Sent } from './TryForm';

/**
 * A call's answer as the kit's tools read it: the value, or a failure with the API's own words; a wait the server
 * asked for (a spent budget, an overload) the tools word themselves, and call again.
 */
const outcomeOf = async <T>(call: Promise<T>): Promise<CallOutcome<T>> => {
  try {
    return { kind: 'ok', value: await call };
  } catch (error) {
    const wait = serverWaitOf(error);
    if (wait) return { kind: 'error', wait };
    const message = serverMessage(error);
    if (message !== undefined) return { kind: 'error', message };
    return { kind: 'error', network: isApiError(error) && error.kind === 'network' };
  }
};

/**
 * The kit's test table and bug report on this session: its fields and outcomes, its calls, its own submissions to
 * add rows and steps from, and the table and report as the session last kept them (a reload, a second tab). The
 * table is run on the build under test and the report kept, both graded when the session ends; nothing is kept
 * with progress: a session is scored by its scorecard.
 */
export const useInterviewTools = (session: InterviewSession, sent: readonly Sent[]) => {
  const [runTable] = useRunTableMutation();
  const [sendReport] = useSendReportMutation();
  const { sessionId } = session;
  // A new function when a submission is added: the tools' pickers read the history again.
  const history = useCallback(() => sent.map(({ values }) => [...values]), [sent]);

  const fields: ChallengeField[] = useMemo(
    () => session.fields.map(({ label }) => ({ type: 'textfield', label })),
    [session.fields],
  );

  const table: TestTableSource = useMemo(
    () => ({
      name: `interview-${sessionId}`,
      history,
      load: async () => ({
        kind: 'ok',
        value: {
          fields: session.fields.map(({ slot }) => slot),
          outcomes: session.outcomes,
          builds: [{ number: 1 }],
          // Only a graded run counts variants, and a session's run is graded at its end.
          variantsTotal: 0,
          runsInOrder: session.runsInOrder,
        },
      }),
      run: async ({ tests }) => {
        const outcome = await outcomeOf(runTable({ sessionId, tests }).unwrap());
        return outcome.kind === 'ok'
          ? { kind: 'ok', value: { build: 'underTest', rows: outcome.value.rows } }
          : outcome;
      },
      readSaved: () => session.table ?? undefined,
    }),
    [history, runTable, session, sessionId],
  );

  const report: ReportSource = useMemo(
    () => ({
      name: `interview-${sessionId}`,
      fieldCount: session.fields.length,
      history,
      send: (body) => outcomeOf(sendReport({ sessionId, report: body }).unwrap()),
      ...(session.report && { saved: session.report }),
    }),
    [history, sendReport, session.fields.length, session.report, sessionId],
  );

  return { fields, table, report };
};
