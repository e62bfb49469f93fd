// Over 300 lines because the session's eight routes share one owner check, one clock and one budget; split by
// route, each file would repeat that preamble.
import { BugReportBodySchema, type BugReportBody } from '@qa/shared/bug-reports/schema';
import { LANGUAGES, SLOTS, type Language } from '@qa/shared/catalogue';
import {
  INTERVIEW_API,
  InterviewReportResultSchema,
  InterviewSessionSchema,
  InterviewSubmissionResultSchema,
  InterviewValuesSchema,
  ScorecardSchema,
  SHARE_LINK_DAYS,
  ShareLinkSchema,
  type InterviewReportResult,
  type InterviewSession as SessionAnswer,
  type Scorecard,
} from '@qa/shared/interview/schema';
import { TestRowSchema, TestRunResultSchema, testTableOf } from '@qa/shared/test-design/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Type, { type Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { gradeBugReport } from '../bug-reports/grade';
import type { Clock } from '../challenges/support/calendar';
import { ERROR_MESSAGES } from '../i18n/error-messages';
import { drawFaults, newSeed } from '../interview/draw';
import { INTERVIEW_FAMILIES, interviewFamily, type InterviewFamily } from '../interview/families';
import type { InterviewSession } from '../interview/interview-repository';
import { interviewReports, mostSevere } from '../interview/replay';
import { scorecardOf } from '../interview/scorecard';
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
/** Optional: a session of the class assignment it names; without a body, one of the learner's own. */
const StartBody = Type.Object(
  { assignmentId: Type.Optional(Type.String({ format: 'uuid' })) },
  { additionalProperties: false },
);

const DAY_MS = 24 * 60 * 60 * 1000;

const ScorecardCheck = Compile(Type.Omit(ScorecardSchema, ['percentile']));

const privateAnswer = (reply: FastifyReply) => reply.header('Cache-Control', 'private, no-store');

const valuesOf = (values: Static<typeof InterviewValuesSchema>) => ({
  first: values.first ?? '',
  second: values.second ?? '',
  third: values.third ?? '',
});

const sessionAnswer = (
  family: InterviewFamily,
  session: InterviewSession,
  language: Language,
): SessionAnswer => ({
  sessionId: session.id,
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
  variantsTotal: family.design.faults.ids.length,
  bugsTotal: session.drawn.length,
  startedAt: session.startedAt.toISOString(),
  endsAt: session.endsAt.toISOString(),
});

/** The scorecard kept for a language: written by scorecardFor, so only a store of another shape lacks it. */
const storedCard = (
  cards: Record<string, unknown>,
  language: Language,
): Omit<Scorecard, 'percentile'> | undefined => {
  const card = cards[language];
  return ScorecardCheck.Check(card) ? card : undefined;
};

/** Whether the report's bug is one of the worst drawn, the one an interviewer asks to report first. */
const isWorst = (family: InterviewFamily, drawn: readonly string[], bug: number | null): boolean =>
  bug !== null && mostSevere(family, drawn).includes(drawn[bug - 1] ?? '');

const reportOfWorst = (family: InterviewFamily, session: InterviewSession): boolean =>
  isWorst(family, session.drawn, session.reportGrade?.reproduces.bug ?? null);

/**
 * The interview simulation: a timed session on a family's drawn build (decision 0060). The clock is this server's;
 * every write after the end is answered 409, and checked again under the row's lock. A session started signed in
 * is its learner's (anyone else is told it does not exist); an anonymous one is whoever's holds its id.
 */
export default async function interviewRoutes(fastify: FastifyInstance, { clock }: InterviewRoutesOptions) {
  const sessions = `/${INTERVIEW_API}/sessions`;
  /** Signed in when the request sends a token, and then the token must verify (401); anonymous without one. */
  const identifyIfSent = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization !== undefined) return fastify.authenticate(request, reply);
    return undefined;
  };
  const common = { onRequest: identifyIfSent, config: { signInMessage: 'invalidToken' as const } };
  const writes = fastify.budgets.route('interview-writes', SESSION_WRITES_PER_MINUTE);

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendError(reply, 404, ERROR_MESSAGES.interviewNotFound[request.language]);
  const over = (request: FastifyRequest, reply: FastifyReply) =>
    sendError(reply, 409, ERROR_MESSAGES.interviewOver[request.language]);

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
      found: session.found.map((fault) => session.drawn.indexOf(fault) + 1),
      tableRun: session.tableRun?.run ?? null,
      report: session.reportGrade && {
        score: session.reportGrade.score,
        mostSevere: reportOfWorst(family, session),
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
    return {
      ...scorecardOf(input, language),
      percentile: await fastify.interview.percentile(session.family, stored.total),
    };
  };

  fastify.post<{ Body: Static<typeof StartBody> }>(
    sessions,
    {
      ...common,
      // No body stays a valid start: it is read as `{}`, so the schema checks only a body that is sent.
      preValidation: async (request: FastifyRequest<{ Body: Static<typeof StartBody> }>) => {
        request.body ??= {};
      },
      preHandler: fastify.budgets.route('interview-starts', SESSION_STARTS_PER_MINUTE),
      schema: { body: StartBody, response: responses({ 201: InterviewSessionSchema }) },
    },
    async (request, reply) => {
      const { assignmentId } = request.body;
      const learner = request.identity?.uid;
      // An assignment is its class's members' alone: to anyone else, as to one signed out, it does not exist.
      const assignment =
        assignmentId === undefined || learner === undefined
          ? undefined
          : await fastify.classroom.memberAssignment(assignmentId, learner);
      if (assignmentId !== undefined && !assignment)
        return sendError(reply, 404, ERROR_MESSAGES.assignmentNotFound[request.language]);
      // One family now; a learner who has practised it still meets bugs drawn for this session only.
      const family = assignment ? interviewFamily(assignment.family) : INTERVIEW_FAMILIES[0]!;
      if (!family) return notFound(request, reply);
      const seed = newSeed();
      const session = await fastify.interview.start({
        learner: learner ?? null,
        family: family.entry.key,
        seed,
        drawn: drawFaults(family, seed),
        now: clock(),
        seconds: fastify.interview.seconds,
        ...(assignment && { assignmentId: assignment.id }),
      });
      privateAnswer(reply);
      return reply.code(201).send(sessionAnswer(family, session, request.language));
    },
  );

  fastify.get<{ Params: SessionParams }>(
    `${sessions}/:sessionId`,
    { ...common, schema: { params: SessionParams, response: responses({ 200: InterviewSessionSchema }) } },
    async (request, reply) => {
      privateAnswer(reply);
      const found = await sessionOf(request);
      if (!found) return notFound(request, reply);
      return sessionAnswer(found.family, found.session, request.language);
    },
  );

  /** What the drawn build shows for the values; a value that exposes a drawn fault is counted for the scorecard. */
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
      let message = '';
      const session = await write(request, reply, (stored) => {
        const family = interviewFamily(stored.family);
        if (!family) return undefined;
        const [replayed] = interviewReports(family, stored.drawn).replay(
          [valuesOf(request.body.values)],
          request.language,
        );
        message = replayed?.evidence[0] ?? '';
        const fault = replayed?.bug === undefined ? undefined : stored.drawn[replayed.bug - 1];
        return fault && !stored.found.includes(fault) ? { found: [...stored.found, fault] } : undefined;
      });
      return session && { message };
    },
  );

  /** The test table, run as the test-design exercise runs it; the last run counts. */
  fastify.post<{ Params: SessionParams; Body: Static<typeof TableBody> }>(
    `${sessions}/:sessionId/table`,
    {
      ...common,
      preHandler: writes,
      schema: { params: SessionParams, body: TableBody, response: responses({ 200: TestRunResultSchema }) },
    },
    async (request, reply) => {
      privateAnswer(reply);
      const found = await sessionOf(request);
      if (!found) return notFound(request, reply);
      const { design } = found.family;
      if (request.body.tests.some(({ expected }) => !Object.hasOwn(design.outcomes, expected)))
        return sendError(reply, 400, ERROR_MESSAGES.unknownOutcome[request.language]);
      const rows = tableRows(request.body.tests);
      const run = runTests(design, rows);
      const session = await write(request, reply, () => ({ tableRun: { rows, run } }));
      return session && run;
    },
  );

  /** The bug report, graded as in practice on the drawn build; the best graded report counts. */
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
      const grade = gradeBugReport(interviewReports(family, before.drawn), report, request.language);
      const session = await write(request, reply, (stored) =>
        stored.reportGrade && stored.reportGrade.score > grade.score
          ? undefined
          : { report, reportGrade: grade },
      );
      if (!session) return undefined;
      const answer: InterviewReportResult = {
        reproduces: grade.reproduces,
        criteria: grade.criteria,
        score: grade.score,
        mostSevere: isWorst(family, before.drawn, grade.reproduces.bug),
      };
      return answer;
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
      const { session } = found;
      if (session.finishedAt === null && clock().getTime() < session.endsAt.getTime())
        return sendError(reply, 409, ERROR_MESSAGES.interviewRunning[request.language]);
      return (await scorecardFor(found, request.identity?.uid, request.language)) ?? notFound(request, reply);
    },
  );

  /** A read-only link to the scorecard, signed and expiring, that opens without an account. */
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
      if (found.session.finishedAt === null && clock().getTime() < found.session.endsAt.getTime())
        return sendError(reply, 409, ERROR_MESSAGES.interviewRunning[request.language]);
      const expiresAt = new Date(clock().getTime() + SHARE_LINK_DAYS * DAY_MS);
      const token = signShare(found.session.id, expiresAt, fastify.interview.shareSecrets);
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
      const sessionId = verifyShare(request.params.token, clock(), fastify.interview.shareSecrets);
      const shared = sessionId === undefined ? undefined : await fastify.interview.findShared(sessionId);
      if (!shared) return invalid();
      const card = storedCard(shared.scorecard, request.language);
      if (!card || shared.total === null) return invalid();
      return { ...card, percentile: await fastify.interview.percentile(shared.family, shared.total) };
    },
  );
}
