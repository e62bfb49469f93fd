import { MAX_RESULT_LENGTH, type BugReportBody } from '@qa/shared/bug-reports/schema';
import {
  INTERVIEW_API,
  type InterviewSession,
  type InterviewTableResult,
  type Scorecard,
} from '@qa/shared/interview/schema';
import type { FastifyInstance } from 'fastify';
import { REGISTERED_BY_STORE_NAME } from '../../src/challenges/registry';
import type { FieldValues } from '../../src/challenges/engine/definition';
import { interviewFamily, type InterviewFamily } from '../../src/interview/families';
import { interviewReports, mostSevere } from '../../src/interview/replay';
import { storeName } from '@qa/shared/catalogue';

/**
 * Four candidates who take an interview through its calls, as the API sees them: the figures that say whether the
 * total tracks skill. Only the expert knows the requirements (here: the reference build and the expert design);
 * the others act on what the session answers.
 */

const SESSIONS = `/${INTERVIEW_API}/sessions`;

type Values = Partial<FieldValues>;
export type Candidate = 'expert' | 'weak' | 'typedOnly' | 'scripted';
export const CANDIDATES: readonly Candidate[] = ['expert', 'weak', 'typedOnly', 'scripted'];

/** What a script without testing knowledge sends to every field: the values any list of "edge cases" has. */
export const GENERIC_VALUES = ['', '0', '1', '-1', '2.5', 'abc', '100', ' '] as const;

interface Run {
  app: FastifyInstance;
  headers: Record<string, string>;
  /** Each session from an address of its own: a class's many sessions would spend one address's budget. */
  remoteAddress: string;
  session: InterviewSession;
  family: InterviewFamily;
}

const call = async <T>(run: Run, path: string, payload?: object): Promise<T> => {
  const response = await run.app.inject({
    method: 'POST',
    url: `${SESSIONS}/${run.session.sessionId}/${path}`,
    headers: run.headers,
    remoteAddress: run.remoteAddress,
    ...(payload && { payload }),
  });
  if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
};

const send = (run: Run, values: Values) =>
  call<{ message: string; send: number }>(run, 'submissions', { values });
const mark = (run: Run, index: number) => call(run, 'marks', { send: index, marked: true });
const runTable = (run: Run, tests: { values: Values; expected: string }[]) =>
  call<InterviewTableResult>(run, 'table', { tests: tests.slice(0, 50) });
const report = (run: Run, body: BugReportBody) => call(run, 'report', body);

/** The expert design's examples: the input classes a careful tester tries, in its order. */
const expertValues = (family: InterviewFamily): FieldValues[] => {
  const { definition } = REGISTERED_BY_STORE_NAME.get(storeName(family.entry))!;
  return [...definition.cases, ...definition.bugs].flatMap(({ examples }) =>
    examples.map(({ first = '', second = '', third = '' }) => ({ first, second, third })),
  );
};

/** What the requirements say of each row, as only one who read them knows: the reference build's outcomes. */
const requiredOutcomes = (family: InterviewFamily, rows: readonly FieldValues[]) =>
  family.design.reference.outcomesOf(rows);

const asBody = (model: ReturnType<typeof interviewReports>['bugs'][number]['model']): BugReportBody => ({
  title: model.title.en,
  steps: model.steps.map((values) => ({ values })),
  expected: model.expected.en,
  actual: model.actual.en,
  severity: model.severity,
  priority: model.priority,
});

const CANDIDATE_WORK: Readonly<Record<Candidate, (run: Run, drawn: readonly string[]) => Promise<void>>> = {
  /** Designs from the requirements, tries every class, marks what breaks them, reports the worst bug well. */
  expert: async (run, drawn) => {
    const { family } = run;
    const rows = expertValues(family);
    const expected = requiredOutcomes(family, rows);
    await runTable(
      run,
      rows.map((values, index) => ({ values, expected: expected[index]! })),
    );
    // An API's answers depend on the requests before: the expert reads each in its place.
    const reference = family.shown(family.design.reference, rows, 'en');
    for (const [index, values] of rows.entries()) {
      const { message, send: at } = await send(run, values);
      if (message !== reference[index]) await mark(run, at);
    }
    const worst = drawn.indexOf(mostSevere(family, drawn)[0]!) + 1;
    await report(run, asBody(interviewReports(family, drawn).bugs[worst - 1]!.model));
  },
  /** Tries a few values, writes a short table with a guess, marks a hunch and files a vague report. */
  weak: async (run) => {
    const rows = expertValues(run.family).slice(0, 2);
    const first = await send(run, rows[0]!);
    await send(run, rows[1] ?? rows[0]!);
    const outcomes = run.session.outcomes.map(({ id }) => id);
    await runTable(run, [
      { values: rows[0]!, expected: outcomes[0]! },
      { values: rows[1] ?? rows[0]!, expected: outcomes[1] ?? outcomes[0]! },
    ]);
    await mark(run, first.send);
    await report(run, {
      title: 'It does not work',
      steps: [{ values: rows[0]! }],
      expected: 'It works',
      // As the page's field takes it: an API's whole answer may be longer.
      actual: first.message.slice(0, MAX_RESULT_LENGTH),
      severity: 'critical',
      priority: 'high',
    });
  },
  /** Types the right inputs but writes nothing down: no table, no marks, no report. */
  typedOnly: async (run) => {
    for (const values of expertValues(run.family)) await send(run, values);
  },
  /**
   * No testing knowledge and no reading: every generic value in every field, the table expecting whatever the
   * build showed, and a templated report of the first submission. It marks nothing: each mark on a right answer
   * would cancel a bug found.
   */
  scripted: async (run) => {
    const slots = run.session.fields.map(({ slot }) => slot);
    const rows = slots.flatMap((slot) =>
      GENERIC_VALUES.map((value) => ({
        ...Object.fromEntries(slots.map((other) => [other, '1'])),
        [slot]: value,
      })),
    );
    const answers = await runTable(
      run,
      rows.map((values) => ({ values, expected: run.session.outcomes[0]!.id })),
    );
    const byText = new Map(run.session.outcomes.map(({ id, text }) => [text, id]));
    await runTable(
      run,
      rows.map((values, index) => ({
        values,
        expected: byText.get(answers.rows[index]?.shown ?? '') ?? run.session.outcomes[0]!.id,
      })),
    );
    const sent = [];
    for (const values of rows) sent.push(await send(run, values));
    await report(run, {
      title: `Bug in the ${run.session.title} form`,
      steps: [{ values: rows[0]! }],
      expected: 'The correct result',
      actual: (sent[0]?.message ?? '').slice(0, MAX_RESULT_LENGTH),
      severity: 'major',
      priority: 'high',
    });
  },
};

let sessionsTaken = 0;

/** One candidate's session on a family, from start to scorecard; `user` signs it in. */
export async function takeInterview(
  app: FastifyInstance,
  candidate: Candidate,
  family: string,
  user?: string,
): Promise<Scorecard> {
  const headers: Record<string, string> =
    user === undefined ? {} : { authorization: `Bearer token-of-${user}` };
  sessionsTaken += 1;
  const remoteAddress = `10.${(sessionsTaken >> 16) & 255}.${(sessionsTaken >> 8) & 255}.${sessionsTaken & 255}`;
  const started = await app.inject({
    method: 'POST',
    url: SESSIONS,
    headers,
    remoteAddress,
    payload: { family },
  });
  if (started.statusCode !== 201) throw new Error(`start: ${started.statusCode} ${started.body}`);
  const session = started.json<InterviewSession>();
  const run = { app, headers, remoteAddress, session, family: interviewFamily(family)! };
  const drawn = (await app.interview.find(session.sessionId, user))!.drawn;
  await CANDIDATE_WORK[candidate](run, drawn);
  return call<Scorecard>(run, 'finish');
}
