// Over 300 lines because the session's eight routes share one owner check, one clock and one budget; split by
// route, each file would repeat that preamble.
import { BugReportBodySchema, type BugReportBody } from '@qa/shared/bug-reports/schema';
import { LANGUAGES, SLOTS, type Language } from '@qa/shared/catalogue';
import {
  FinishedSessionsSchema,
  INTERVIEW_API,
  InterviewFamiliesSchema,
  InterviewReportResultSchema,
  InterviewSessionSchema,
  InterviewSubmissionResultSchema,
  InterviewTableResultSchema,
  InterviewValuesSchema,
  MarkBodySchema,
  MarkResultSchema,
  MAX_SESSION_SENDS,
  MAX_SHOWN_LENGTH,
  ScorecardSchema,
  SHARE_LINK_DAYS,
  ShareLinkSchema,
  StartSessionBodySchema,
  type InterviewSession as SessionAnswer,
  type Scorecard,
} from '@qa/shared/interview/schema';
import { TestRowSchema, testTableOf } from '@qa/shared/test-design/schema';
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Type, { type Static } from 'typebox';
import { gradeBugReport } from '../bug-reports/grade';
import type { FieldValues } from '../challenges/engine/definition';
import type { Clock } from '../challenges/support/calendar';
import { ERROR_MESSAGES } from '../i18n/error-messages';
import { drawFaults, newSeed } from '../interview/draw';
import { INTERVIEW_FAMILIES, interviewFamily, type InterviewFamily } from '../interview/families';
import type { InterviewSession } from '../interview/interview-repository';
import { interviewReports, mostSevere } from '../interview/replay';
import { scorecardOf } from '../interview/scorecard';
import { shownScorecard } from '../interview/shown-scorecard';
import { MAX_SHARE_TOKEN_LENGTH, signShare, verifyShare } from '../interview/share-token';
import { sendError } from '../plugins/app/error-handler';
import { responses } from '../schemas/common';
import { runTests, tableRows } from '../test-design/test-design';

export interface InterviewRoutesOptions {
  clock: Clock;
}

/** Budgets per minute, per learner (verified account or tester) and per client address (a class may share one). */
export const SESSION_STARTS_PER_MINUTE = { learner: 10, address: 120 } as const;
export const SESSION_WRITES_PER_MINUTE = { learner: 120, address: 1200 } as const;

const SessionParams = Type.Object({ sessionId: Type.String({ format: 'uuid' }) });
type SessionParams = Static<typeof SessionParams>;
const ShareParams = Type.Object({ token: Type.String({ maxLength: MAX_SHARE_TOKEN_LENGTH }) });
const SubmissionBody = Type.Object({ values: InterviewValuesSchema }, { additionalProperties: false });
const TableBody = Type.Object({ tests: testTableOf(TestRowSchema) }, { additionalProperties: false });
type StartBody = Static<typeof StartSessionBodySchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

const privateAnswer = (reply: FastifyReply) => reply.header('Cache-Control', 'private, no-store');

const valuesOf = (values: Static<typeof InterviewValuesSchema>): FieldValues => ({
  first: values.first ?? '',
  second: values.second ?? '',
  third: values.third ?? '',
});

const isRunning = (session: InterviewSession, now: Date): boolean =>
  session.finishedAt === null && now.getTime() < session.endsAt.getTime();

/** An answer as the session shows it: cut at MAX_SHOWN_LENGTH. */
const cut = (text: string): string =>
  text.length > MAX_SHOWN_LENGTH ? `${text.slice(0, MAX_SHOWN_LENGTH - 1)}…` : text;

/**
 * What the session's build shows for each of these submissions or rows, in order (an API's build answers each after
 * the ones before), each cut at MAX_SHOWN_LENGTH.
 */
const shownOn = (
  family: InterviewFamily,
  session: InterviewSession,
  rows: readonly { values: FieldValues }[],
  language: Language,
): string[] =>
  family
    .shown(
      family.faults.buildWith(session.drawn),
      rows.map(({ values }) => values),
      language,
    )
    .map(cut);

const sessionAnswer = (
  family: InterviewFamily,
  session: InterviewSession,
  language: Language,
  now: Date,
): SessionAnswer => {
  const shown = shownOn(family, session, session.sends, language);
  return {
    sessionId: session.id,
    family: { key: family.entry.key, name: family.name[language] },
    title: family.requirements.title[language],
    requirements: {
      intro: family.requirements.summary[language],
      rules: family.requirements.rules.map((rule) => rule[language]),
    },
    fields: SLOTS.flatMap((slot) => {
      const label = family.labels[slot];
      return label ? [{ slot, label: label[language] }] : [];
    }),
    outcomes: Object.entries(family.design.outcomes).map(([id, text]) => ({ id, text: text[language] })),
    runsInOrder: family.design.writes !== undefined,
    bugsTotal: session.drawn.length,
    startedAt: session.startedAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
    now: now.toISOString(),
    sends: session.sends.map(({ values, marked }, index) => ({
      values,
      message: shown[index] ?? '',
      marked,
    })),
    table: session.tableRun?.rows.map(({ values, expected }) => ({ values, expected })) ?? null,
    report: session.report
      ? { ...session.report, steps: session.report.steps.map((values) => ({ values })) }
      : null,
  };
};

/** Whether the report's bug is one of the worst drawn, the one an interviewer asks to report first. */
const isWorst = (family: InterviewFamily, drawn: readonly string[], bug: number | null): boolean =>
  bug !== null && mostSevere(family, drawn).includes(drawn[bug - 1] ?? '');

/**
 * The bugs a session found, as its learner said them: the drawn bugs (1-based) of the submissions they marked and
 * of the report they saved, and how many marked answers meet the requirements. A report finds its bug only where
 * its expected result is what the requirements say: steps and an answer copied from the screen do not tell a bug
 * from a right answer. A marked answer that is wrong in a way no drawn fault alone explains (two at once) counts
 * neither way.
 */
export function foundBugs(
  family: InterviewFamily,
  session: Pick<InterviewSession, 'drawn' | 'sends' | 'reportGrade'>,
): { found: number[]; falseMarks: number } {
  const values = session.sends.map((send) => send.values);
  // Right is what the learner saw matching what the requirements give, not only the outcome's kind (a number).
  const build = family.shown(family.faults.buildWith(session.drawn), values, 'en');
  const reference = family.shown(family.design.reference, values, 'en');
  const replayed = session.sends.some(({ marked }) => marked)
    ? interviewReports(family, session.drawn).replay(values, 'en')
    : [];
  const found = new Set<number>();
  let falseMarks = 0;
  session.sends.forEach(({ marked }, index) => {
    if (!marked) return;
    if (build[index] === reference[index]) falseMarks += 1;
    const bug = replayed[index]?.bug;
    if (bug !== undefined) found.add(bug);
  });
  const grade = session.reportGrade;
  const expects = grade?.criteria.some(({ name, passed }) => name === 'expectedResult' && passed);
  if (grade?.reproduces.bug != null && expects) found.add(grade.reproduces.bug);
  return { found: [...found].sort((a, b) => a - b), falseMarks };
}

/**
 * The interview simulation: a timed session on a family's drawn build (decision 0060). The clock is this server's;
 * every write after the end is answered 409, and checked again under the row's lock. A session started signed in
 * is its learner's (anyone else is told it does not exist); an anonymous one is whoever's holds its id. Nothing a
 * session answers while it runs says whether an answer is right: the build's answers, and what was saved.
 */
export default async function interviewRoutes(fastify: FastifyInstance, { clock }: InterviewRoutesOptions) {
  const sessions = `/${INTERVIEW_API}/sessions`;
  const common = {
    onRequest: fastify.identifyIfSent,
    config: { signInMessage: 'invalidToken' as const, recheckAccount: true },
  };
  const signedIn = { preHandler: fastify.authenticate, config: { recheckAccount: true } };
  const writes = fastify.budgets.route('interview-writes', SESSION_WRITES_PER_MINUTE);

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendError(reply, 404, ERROR_MESSAGES.interviewNotFound[request.language]);
  const over = (request: FastifyRequest, reply: FastifyReply) =>
    sendError(reply, 409, ERROR_MESSAGES.interviewOver[request.language]);
  const stillRunning = (request: FastifyRequest, reply: FastifyReply) =>
    sendError(reply, 409, ERROR_MESSAGES.interviewRunning[request.language]);

  /** The caller's session and its family; undefined for one that is not theirs or whose family this server lacks. */
  const sessionOf = async (request: FastifyRequest<{ Params: SessionParams }>) => {
    const session = await fastify.interview.find(request.params.sessionId, request.identity?.uid);
    const family = session && interviewFamily(session.family);
    return session && family ? { session, family } : undefined;
  };

  /** Runs `change` on the caller's session while it runs; the reply is sent here when it cannot. */
  const write = async (
    request: FastifyRequest<{ Params: SessionParams }>,
    reply: FastifyReply,
    change: Parameters<typeof fastify.interview.write>[3],
  ) => {
    const outcome = await fastify.interview.write(
      request.params.sessionId,
      request.identity?.uid,
      clock(),
      change,
    );
    if (!outcome) await notFound(request, reply);
    else if (outcome.over) await over(request, reply);
    return outcome && !outcome.over ? outcome.session : undefined;
  };

  /**
   * The scorecard of a session that is over, in every language (a shared link shows its reader's), kept with the
   * session once: at its finish, or when first asked after its end.
   */
  const scorecardFor = async (
    found: { session: InterviewSession; family: InterviewFamily },
    learner: string | undefined,
    language: Language,
  ): Promise<Scorecard | undefined> => {
    const { session, family } = found;
    const now = clock();
    const input = {
      family,
      drawn: session.drawn,
      ...foundBugs(family, session),
      tableRun: session.tableRun?.run ?? null,
      report: session.reportGrade && {
        score: session.reportGrade.score,
        mostSevere: isWorst(family, session.drawn, session.reportGrade.reproduces.bug),
        failed: session.reportGrade.criteria.filter(({ passed }) => !passed).map(({ name }) => name),
      },
      startedAt: session.startedAt,
      finishedAt: session.finishedAt ?? new Date(Math.min(now.getTime(), session.endsAt.getTime())),
      secondsAllowed: Math.round((session.endsAt.getTime() - session.startedAt.getTime()) / 1000),
    };
    const cards = Object.fromEntries(LANGUAGES.map((each) => [each, scorecardOf(input, each)]));
    const { total } = scorecardOf(input, language);
    const stored = await fastify.interview.finish(session.id, learner, now, cards, total);
    if (!stored || stored.total === null) return undefined;
    // The card kept first stands: a session finished twice answers what it was scored at first.
    return shownScorecard(fastify.interview, { ...stored, total: stored.total }, language);
  };

  /** The family a new session is on: the assignment's, the one asked for, or one drawn. */
  const familyToStart = (key: string | undefined): InterviewFamily | undefined =>
    key === undefined ? INTERVIEW_FAMILIES[randomInt(INTERVIEW_FAMILIES.length)] : interviewFamily(key);

  fastify.get(
    `/${INTERVIEW_API}/families`,
    { schema: { response: responses({ 200: InterviewFamiliesSchema }) } },
    async (request) =>
      INTERVIEW_FAMILIES.map(({ entry, name }) => ({ key: entry.key, name: name[request.language] })),
  );

  fastify.post<{ Body: StartBody }>(
    sessions,
    {
      ...common,
      // No body stays a valid start: it is read as `{}`, so the schema checks only a body that is sent.
      preValidation: async (request: FastifyRequest<{ Body: StartBody }>) => {
        request.body ??= {};
      },
      preHandler: fastify.budgets.route('interview-starts', SESSION_STARTS_PER_MINUTE),
      schema: {
        body: StartSessionBodySchema,
        response: responses({ 200: InterviewSessionSchema, 201: InterviewSessionSchema }),
      },
    },
    async (request, reply) => {
      const { assignmentId } = request.body;
      const learner = request.identity?.uid;
      const now = clock();
      privateAnswer(reply);
      // An assignment is its class's members' alone: to anyone else, as to one signed out, it does not exist.
      const assignment =
        assignmentId === undefined || learner === undefined
          ? undefined
          : await fastify.classroom.memberAssignment(assignmentId, learner);
      if (assignmentId !== undefined && !assignment)
        return sendError(reply, 404, ERROR_MESSAGES.assignmentNotFound[request.language]);
      // One session at a time: Start in a second tab, or after a reload, takes up the one running.
      const running = learner === undefined ? undefined : await fastify.interview.running(learner, now);
      const runningFamily = running && interviewFamily(running.family);
      if (running && runningFamily)
        return reply.code(200).send(sessionAnswer(runningFamily, running, request.language, now));
      if (assignment?.dueAt && Date.parse(assignment.dueAt) <= now.getTime())
        return sendError(reply, 409, ERROR_MESSAGES.assignmentPastDue[request.language]);
      const family = familyToStart(assignment?.family ?? request.body.family);
      if (!family) return sendError(reply, 404, ERROR_MESSAGES.unknownInterviewFamily[request.language]);
      const seed = newSeed();
      const session = await fastify.interview.start({
        learner: learner ?? null,
        // Only a confirmed address counts among a family's sessions: an account made up by a script has none.
        verified: request.identity?.claims.email_verified === true,
        family: family.entry.key,
        seed,
        drawn: drawFaults(family, seed),
        now,
        seconds: fastify.interview.seconds,
        ...(assignment && { assignmentId: assignment.id }),
      });
      return reply.code(201).send(sessionAnswer(family, session, request.language, now));
    },
  );

  /** The signed-in learner's finished sessions, newest first: the progress page lists their scorecards. */
  fastify.get(
    sessions,
    { ...signedIn, schema: { response: responses({ 200: FinishedSessionsSchema }) } },
    async (request, reply) => {
      privateAnswer(reply);
      const finished = await fastify.interview.finished(request.identity!.uid);
      return finished.flatMap((session) => {
        const family = interviewFamily(session.family);
        return family
          ? [
              {
                sessionId: session.id,
                family: family.name[request.language],
                title: family.requirements.title[request.language],
                startedAt: session.startedAt.toISOString(),
                finishedAt: session.finishedAt.toISOString(),
                total: session.total,
                assigned: session.assignmentId !== null,
              },
            ]
          : [];
      });
    },
  );

  /** The signed-in learner's session running now: a reload or a second tab takes it up. */
  fastify.get(
    `${sessions}/current`,
    { ...signedIn, schema: { response: responses({ 200: InterviewSessionSchema }) } },
    async (request, reply) => {
      privateAnswer(reply);
      const now = clock();
      const running = await fastify.interview.running(request.identity!.uid, now);
      const family = running && interviewFamily(running.family);
      if (!running || !family) return notFound(request, reply);
      return sessionAnswer(family, running, request.language, now);
    },
  );

  fastify.get<{ Params: SessionParams }>(
    `${sessions}/:sessionId`,
    { ...common, schema: { params: SessionParams, response: responses({ 200: InterviewSessionSchema }) } },
    async (request, reply) => {
      privateAnswer(reply);
      const found = await sessionOf(request);
      if (!found) return notFound(request, reply);
      return sessionAnswer(found.family, found.session, request.language, clock());
    },
  );

  /** What the drawn build shows for the values, kept in the session's log. */
  fastify.post<{ Params: SessionParams; Body: Static<typeof SubmissionBody> }>(
    `${sessions}/:sessionId/submissions`,
    {
      ...common,
      preHandler: writes,
      schema: {
        params: SessionParams,
        body: SubmissionBody,
        response: responses({ 200: InterviewSubmissionResultSchema }),
      },
    },
    async (request, reply) => {
      privateAnswer(reply);
      let full = false;
      const session = await write(request, reply, (stored) => {
        if (stored.sends.length >= MAX_SESSION_SENDS) {
          full = true;
          return undefined;
        }
        return { sends: [...stored.sends, { values: valuesOf(request.body.values), marked: false }] };
      });
      if (!session) return undefined;
      if (full) return sendError(reply, 409, ERROR_MESSAGES.interviewLogFull[request.language]);
      const family = interviewFamily(session.family);
      if (!family) return notFound(request, reply);
      // A form answers the new values alone; an API after every request before them.
      const replayed = family.design.writes ? session.sends : session.sends.slice(-1);
      const shown = shownOn(family, session, replayed, request.language);
      return { message: shown.at(-1) ?? '', send: session.sends.length - 1 };
    },
  );

  /** A submission of the log marked a bug (or unmarked): what the scorecard counts as found. */
  fastify.post<{ Params: SessionParams; Body: Static<typeof MarkBodySchema> }>(
    `${sessions}/:sessionId/marks`,
    {
      ...common,
      preHandler: writes,
      schema: { params: SessionParams, body: MarkBodySchema, response: responses({ 200: MarkResultSchema }) },
    },
    async (request, reply) => {
      privateAnswer(reply);
      const { send, marked } = request.body;
      let missing = false;
      const session = await write(request, reply, (stored) => {
        if (send >= stored.sends.length) {
          missing = true;
          return undefined;
        }
        return {
          sends: stored.sends.map((each, index) => (index === send ? { ...each, marked } : each)),
        };
      });
      if (!session) return undefined;
      if (missing) return sendError(reply, 404, ERROR_MESSAGES.interviewSendNotFound[request.language]);
      return { send, marked };
    },
  );

  /**
   * The test table, run on the session's build as a tester runs it: the answer is what the build showed for each
   * row. It is graded, as the test-design exercise grades a table against the family's whole pool, when the
   * session ends; the last run counts.
   */
  fastify.post<{ Params: SessionParams; Body: Static<typeof TableBody> }>(
    `${sessions}/:sessionId/table`,
    {
      ...common,
      preHandler: writes,
      schema: {
        params: SessionParams,
        body: TableBody,
        response: responses({ 200: InterviewTableResultSchema }),
      },
    },
    async (request, reply) => {
      privateAnswer(reply);
      const found = await sessionOf(request);
      if (!found) return notFound(request, reply);
      const { family } = found;
      const { design } = family;
      if (request.body.tests.some(({ expected }) => !Object.hasOwn(design.outcomes, expected)))
        return sendError(reply, 400, ERROR_MESSAGES.unknownOutcome[request.language]);
      const rows = tableRows(request.body.tests);
      const run = runTests(design, rows);
      const session = await write(request, reply, () => ({ tableRun: { rows, run } }));
      if (!session) return undefined;
      return { rows: shownOn(family, session, rows, request.language).map((shown) => ({ shown })) };
    },
  );

  /** The bug report, kept: the last one saved counts, graded as in practice on the drawn build. */
  fastify.post<{ Params: SessionParams; Body: BugReportBody }>(
    `${sessions}/:sessionId/report`,
    {
      ...common,
      preHandler: writes,
      schema: {
        params: SessionParams,
        body: BugReportBodySchema,
        response: responses({ 200: InterviewReportResultSchema }),
      },
    },
    async (request, reply) => {
      privateAnswer(reply);
      const found = await sessionOf(request);
      if (!found) return notFound(request, reply);
      const { family, session: before } = found;
      const report = { ...request.body, steps: request.body.steps.map(({ values }) => valuesOf(values)) };
      // Graded now, in the language it is written in; nothing of the grade is answered until the session ends.
      const grade = gradeBugReport(interviewReports(family, before.drawn), report, request.language);
      const session = await write(request, reply, () => ({ report, reportGrade: grade }));
      return session && { saved: true as const };
    },
  );

  /** Ends the session now and answers its scorecard; a session that is over already answers the one it has. */
  fastify.post<{ Params: SessionParams }>(
    `${sessions}/:sessionId/finish`,
    {
      ...common,
      preHandler: writes,
      schema: { params: SessionParams, response: responses({ 200: ScorecardSchema }) },
    },
    async (request, reply) => {
      privateAnswer(reply);
      const found = await sessionOf(request);
      if (!found) return notFound(request, reply);
      return (await scorecardFor(found, request.identity?.uid, request.language)) ?? notFound(request, reply);
    },
  );

  /** The scorecard once the session is over (409 while it runs). */
  fastify.get<{ Params: SessionParams }>(
    `${sessions}/:sessionId/scorecard`,
    { ...common, schema: { params: SessionParams, response: responses({ 200: ScorecardSchema }) } },
    async (request, reply) => {
      privateAnswer(reply);
      const found = await sessionOf(request);
      if (!found) return notFound(request, reply);
      if (isRunning(found.session, clock())) return stillRunning(request, reply);
      return (await scorecardFor(found, request.identity?.uid, request.language)) ?? notFound(request, reply);
    },
  );

  /**
   * A read-only link to the scorecard, signed and expiring, that opens without an account. Only the session's owner
   * mints one: the link names the session's share id, never the id that owns it.
   */
  fastify.post<{ Params: SessionParams }>(
    `${sessions}/:sessionId/share`,
    {
      ...common,
      preHandler: writes,
      schema: { params: SessionParams, response: responses({ 200: ShareLinkSchema }) },
    },
    async (request, reply) => {
      privateAnswer(reply);
      const found = await sessionOf(request);
      if (!found) return notFound(request, reply);
      if (isRunning(found.session, clock())) return stillRunning(request, reply);
      // A session the clock ended is scored first, so the link has a scorecard to show.
      if (found.session.finishedAt === null)
        await scorecardFor(found, request.identity?.uid, request.language);
      const shareId = await fastify.interview.shareId(found.session.id, request.identity?.uid);
      if (shareId === undefined) return notFound(request, reply);
      const expiresAt = new Date(clock().getTime() + SHARE_LINK_DAYS * DAY_MS);
      const token = signShare(shareId, expiresAt, fastify.interview.shareSecrets);
      return { path: `/app/interview/shared/${token}`, expiresAt: expiresAt.toISOString() };
    },
  );

  /** The scorecard a share link names, to anyone holding the link until it expires. */
  fastify.get<{ Params: Static<typeof ShareParams> }>(
    `/${INTERVIEW_API}/shared/:token`,
    { schema: { params: ShareParams, response: responses({ 200: ScorecardSchema }) } },
    async (request, reply) => {
      privateAnswer(reply);
      const invalid = () => sendError(reply, 404, ERROR_MESSAGES.shareLinkInvalid[request.language]);
      const shareId = verifyShare(request.params.token, clock(), fastify.interview.shareSecrets);
      const shared = shareId === undefined ? undefined : await fastify.interview.findShared(shareId);
      if (!shared) return invalid();
      if (shared.total === null) return invalid();
      // Named as the class knows them where it answers an assignment; no name otherwise.
      const kept = { ...shared, total: shared.total };
      return (await shownScorecard(fastify.interview, kept, request.language, shared.takenBy)) ?? invalid();
    },
  );
}
