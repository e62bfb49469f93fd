// Over 300 lines because the trainer's routes (a class, its members, terms and assignments) share one owner check,
// one budget of class writes and one sign-in message; split, each file would repeat that preamble.
import {
  CLASSROOM_API,
  MEMBER_NAME_LENGTH,
  type AssignmentList,
  type ClassDetails,
  type NewAssignment,
} from '@qa/shared/classroom';
import { ScorecardSchema } from '@qa/shared/interview/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Type, { type Static } from 'typebox';
import type { Clock } from '../challenges/support/calendar';
import { chosenChallenges, GRID_CHALLENGES, keptChoice } from '../classroom/class-challenges';
import { MAX_MEMBERS_PER_CLASS, type ClassRow } from '../classroom/classroom-repository';
import { normalizeClassCode } from '../classroom/class-code';
import { normalizeClassName } from '../classroom/class-name';
import { classFindings } from '../classroom/class-findings';
import { learnerDetail } from '../classroom/learner-detail';
import { weakSpots } from '../classroom/weak-spots';
import { ERROR_MESSAGES, type ErrorMessageKey } from '../i18n/error-messages';
import { INTERVIEW_FAMILIES, interviewFamily } from '../interview/families';
import { shownScorecard } from '../interview/shown-scorecard';
import { nameProblemMessage, normalizePersonName } from '../names/person-name';
import { sendError } from '../plugins/app/error-handler';
import {
  ArchivedTermsSchema,
  AssignmentListSchema,
  AssignmentSchema,
  ClassDetailsSchema,
  ClassSummariesSchema,
  ClassSummarySchema,
  ChosenChallengesSchema,
  LearnerDetailSchema,
  MembershipSchema,
  MembershipsSchema,
  NewAssignmentSchema,
  RemovalsSchema,
  WeakSpotsSchema,
} from '../schemas/classroom';
import { responses, NoContent } from '../schemas/common';

export interface ClassroomRoutesOptions {
  clock: Clock;
}

/**
 * Per minute, per verified learner and per client address (a class joins from one): a trainer's writes (creating,
 * renaming, deleting a class, starting it afresh, removing a learner); joining (codes are not to be guessed).
 */
export const CLASS_WRITES_PER_MINUTE = { learner: 30, address: 300 } as const;
export const JOINS_PER_MINUTE = { learner: 10, address: 100 } as const;

const ClassParams = Type.Object({ classId: Type.String({ format: 'uuid' }) });
type ClassParams = Static<typeof ClassParams>;
const MemberParams = Type.Object({
  classId: Type.String({ format: 'uuid' }),
  memberId: Type.String({ format: 'uuid' }),
});
const MemberInterviewParams = Type.Object({
  classId: Type.String({ format: 'uuid' }),
  memberId: Type.String({ format: 'uuid' }),
  sessionId: Type.String({ format: 'uuid' }),
});
/** A new term keeps the class's members unless told to remove them (a new cohort). */
const NewTermQuery = Type.Object(
  { members: Type.Optional(Type.Literal('remove')) },
  { additionalProperties: false },
);

const AssignmentParams = Type.Object({
  classId: Type.String({ format: 'uuid' }),
  assignmentId: Type.String({ format: 'uuid' }),
});

/** Names and codes are checked after trimming; these bounds only keep a hostile body small. */
const NameBody = Type.Object({ name: Type.String({ maxLength: 200 }) }, { additionalProperties: false });
const JoinBody = Type.Object(
  { code: Type.String({ maxLength: 40 }), name: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
);

/** A choice of a grid's challenges: at most the catalogue's store names, each at most once. */
const ChallengesBody = Type.Object(
  {
    challenges: Type.Array(Type.String({ maxLength: 80 }), {
      minItems: 1,
      maxItems: GRID_CHALLENGES.length,
      uniqueItems: true,
    }),
  },
  { additionalProperties: false },
);

/** Several members removed at once: at most a full class. */
const RemovalsBody = Type.Object(
  {
    members: Type.Array(Type.String({ format: 'uuid' }), {
      minItems: 1,
      maxItems: MAX_MEMBERS_PER_CLASS,
      uniqueItems: true,
    }),
  },
  { additionalProperties: false },
);

const privateAnswer = (reply: FastifyReply) => reply.header('Cache-Control', 'private, no-store');

/**
 * The classroom. A signed-in trainer creates classes, renames and deletes them, sees their grid, sets and deletes
 * interview assignments and removes a learner from it; a signed-in learner joins with a class's code, sees the
 * open assignments of their classes and leaves. A class is its trainer's
 * alone: anyone else is told it does not exist; a learner sees only their own memberships, and the trainer sees a
 * learner by their name in the class and the id of their membership only, never their account.
 */
export default async function classroomRoutes(fastify: FastifyInstance, { clock }: ClassroomRoutesOptions) {
  const signedIn = { onRequest: fastify.authenticate };
  const config = { signInMessage: 'signInForClassroom' as const, recheckAccount: true };
  const classWrites = fastify.budgets.route('class-writes', CLASS_WRITES_PER_MINUTE);
  const refuse = (reply: FastifyReply, request: FastifyRequest, status: number, key: ErrorMessageKey) =>
    sendError(reply, status, ERROR_MESSAGES[key][request.language]);

  /**
   * The class, if the caller is its trainer; to anyone else it does not exist: the 404 is sent and undefined
   * answered, the handler then returns the reply. Whatever is answered about a class is private.
   */
  const trainersClass = async (
    request: FastifyRequest<{ Params: ClassParams }>,
    reply: FastifyReply,
  ): Promise<ClassRow | undefined> => {
    privateAnswer(reply);
    const row = await fastify.classroom.findClass(request.params.classId);
    if (row?.trainer === request.identity!.uid) return row;
    refuse(reply, request, 404, 'classNotFound');
    return undefined;
  };

  fastify.get(
    `/${CLASSROOM_API.classes}`,
    { ...signedIn, config, schema: { response: responses({ 200: ClassSummariesSchema }) } },
    async (request, reply) => {
      privateAnswer(reply);
      return fastify.classroom.classesOf(request.identity!.uid);
    },
  );

  fastify.post<{ Body: Static<typeof NameBody> }>(
    `/${CLASSROOM_API.classes}`,
    {
      ...signedIn,
      schema: { body: NameBody, response: responses({ 201: ClassSummarySchema }) },
      preHandler: classWrites,
      config,
    },
    async (request, reply) => {
      privateAnswer(reply);
      const name = normalizeClassName(request.body.name);
      if (name === undefined) return refuse(reply, request, 400, 'invalidClassName');
      const created = await fastify.classroom.createClass(request.identity!.uid, name, clock());
      if (created === 'tooManyClasses') return refuse(reply, request, 409, created);
      return reply.code(201).send(created);
    },
  );

  fastify.get<{ Params: ClassParams }>(
    `/${CLASSROOM_API.classes}/:classId`,
    {
      ...signedIn,
      schema: { params: ClassParams, response: responses({ 200: ClassDetailsSchema }) },
      config,
    },
    async (request, reply) => {
      const row = await trainersClass(request, reply);
      if (!row) return reply;
      const details: ClassDetails = {
        class: await fastify.classroom.summary(row),
        grid: await fastify.classroom.grid(row, chosenChallenges(row), clock()),
      };
      return details;
    },
  );

  // PUT rather than PATCH: the name is all of a class its trainer writes, and the pages' HTTP client and the
  // API's CORS have PUT.
  fastify.put<{ Params: ClassParams; Body: Static<typeof NameBody> }>(
    `/${CLASSROOM_API.classes}/:classId`,
    {
      ...signedIn,
      schema: { params: ClassParams, body: NameBody, response: responses({ 200: ClassSummarySchema }) },
      preHandler: classWrites,
      config,
    },
    async (request, reply) => {
      const row = await trainersClass(request, reply);
      if (!row) return reply;
      const name = normalizeClassName(request.body.name);
      if (name === undefined) return refuse(reply, request, 400, 'invalidClassName');
      const renamed = await fastify.classroom.rename(row.id, name);
      if (!renamed) return refuse(reply, request, 404, 'classNotFound');
      return renamed;
    },
  );

  fastify.delete<{ Params: ClassParams }>(
    `/${CLASSROOM_API.classes}/:classId`,
    {
      ...signedIn,
      schema: { params: ClassParams, response: responses({ 204: NoContent }) },
      preHandler: classWrites,
      config,
    },
    async (request, reply) => {
      const row = await trainersClass(request, reply);
      if (!row) return reply;
      if (!(await fastify.classroom.deleteClass(row.id))) return refuse(reply, request, 404, 'classNotFound');
      return reply.code(204).send();
    },
  );

  fastify.delete<{ Params: Static<typeof MemberParams> }>(
    `/${CLASSROOM_API.classes}/:classId/members/:memberId`,
    {
      ...signedIn,
      schema: { params: MemberParams, response: responses({ 204: NoContent }) },
      preHandler: classWrites,
      config,
    },
    async (request, reply) => {
      const row = await trainersClass(request, reply);
      if (!row) return reply;
      const removed = await fastify.classroom.removeMembers(row.id, [request.params.memberId]);
      if (removed === 0) return refuse(reply, request, 404, 'memberNotFound');
      return reply.code(204).send();
    },
  );

  /**
   * The scorecard of a member's finished session of one of the class's assignments, in the caller's language, with
   * their name in the class. Any other session, as another trainer's class, is not found.
   */
  fastify.get<{ Params: Static<typeof MemberInterviewParams> }>(
    `/${CLASSROOM_API.classes}/:classId/members/:memberId/interviews/:sessionId`,
    {
      ...signedIn,
      schema: { params: MemberInterviewParams, response: responses({ 200: ScorecardSchema }) },
      config,
    },
    async (request, reply) => {
      const row = await trainersClass(request, reply);
      if (!row) return reply;
      const { memberId, sessionId } = request.params;
      const found = await fastify.classroom.memberSession(row.id, memberId, sessionId);
      const card =
        found && (await shownScorecard(fastify.interview, found.session, request.language, found.name));
      return card ?? refuse(reply, request, 404, 'memberInterviewNotFound');
    },
  );

  /** A learner's detail in the current term, over the class's challenges; texts in the caller's language. */
  fastify.get<{ Params: Static<typeof MemberParams> }>(
    `/${CLASSROOM_API.classes}/:classId/members/:memberId`,
    {
      ...signedIn,
      schema: { params: MemberParams, response: responses({ 200: LearnerDetailSchema }) },
      config,
    },
    async (request, reply) => {
      const row = await trainersClass(request, reply);
      if (!row) return reply;
      const activity = await fastify.classroom.memberActivity(row, request.params.memberId, clock());
      if (!activity) return refuse(reply, request, 404, 'memberNotFound');
      return learnerDetail(row.name, classFindings(row), activity, request.language);
    },
  );

  /** Per technique and per challenge of the class, the share its members have not found in the term. */
  fastify.get<{ Params: ClassParams }>(
    `/${CLASSROOM_API.classes}/:classId/weak-spots`,
    {
      ...signedIn,
      schema: { params: ClassParams, response: responses({ 200: WeakSpotsSchema }) },
      config,
    },
    async (request, reply) => {
      const row = await trainersClass(request, reply);
      if (!row) return reply;
      const { members, records } = await fastify.classroom.membersAndRecords(row);
      return weakSpots(classFindings(row), members, records);
    },
  );

  /** Several learners removed at once (a cohort that moves on); the ids the class no longer has are skipped. */
  fastify.post<{ Params: ClassParams; Body: Static<typeof RemovalsBody> }>(
    `/${CLASSROOM_API.classes}/:classId/removals`,
    {
      ...signedIn,
      schema: {
        params: ClassParams,
        body: RemovalsBody,
        response: responses({ 200: RemovalsSchema }),
      },
      preHandler: classWrites,
      config,
    },
    async (request, reply) => {
      const row = await trainersClass(request, reply);
      if (!row) return reply;
      return { removed: await fastify.classroom.removeMembers(row.id, request.body.members) };
    },
  );

  /** The challenges the grid shows; the answer is the kept choice, every challenge named. */
  fastify.put<{ Params: ClassParams; Body: Static<typeof ChallengesBody> }>(
    `/${CLASSROOM_API.classes}/:classId/challenges`,
    {
      ...signedIn,
      schema: {
        params: ClassParams,
        body: ChallengesBody,
        response: responses({ 200: ChosenChallengesSchema }),
      },
      preHandler: classWrites,
      config,
    },
    async (request, reply) => {
      const row = await trainersClass(request, reply);
      if (!row) return reply;
      const kept = keptChoice(request.body.challenges);
      if (kept === undefined) return refuse(reply, request, 400, 'unknownChallenge');
      if (!(await fastify.classroom.chooseChallenges(row.id, kept)))
        return refuse(reply, request, 404, 'classNotFound');
      return { challenges: chosenChallenges({ challenges: kept }).map((challenge) => challenge.storeName) };
    },
  );

  fastify.get<{ Params: ClassParams }>(
    `/${CLASSROOM_API.classes}/:classId/terms`,
    {
      ...signedIn,
      schema: { params: ClassParams, response: responses({ 200: ArchivedTermsSchema }) },
      config,
    },
    async (request, reply) => {
      const row = await trainersClass(request, reply);
      if (!row) return reply;
      return fastify.classroom.terms(row.id);
    },
  );

  fastify.post<{ Params: ClassParams; Querystring: Static<typeof NewTermQuery> }>(
    `/${CLASSROOM_API.classes}/:classId/terms`,
    {
      ...signedIn,
      schema: {
        params: ClassParams,
        querystring: NewTermQuery,
        response: responses({ 201: ClassSummarySchema }),
      },
      preHandler: classWrites,
      config,
    },
    async (request, reply) => {
      const row = await trainersClass(request, reply);
      if (!row) return reply;
      const started = await fastify.classroom.startAfresh(
        row.id,
        chosenChallenges(row),
        clock(),
        request.query.members === 'remove',
      );
      if (!started) return refuse(reply, request, 404, 'classNotFound');
      return reply.code(201).send(started);
    },
  );

  fastify.post<{ Params: ClassParams }>(
    `/${CLASSROOM_API.classes}/:classId/code`,
    {
      ...signedIn,
      schema: { params: ClassParams, response: responses({ 200: ClassSummarySchema }) },
      preHandler: classWrites,
      config,
    },
    async (request, reply) => {
      const row = await trainersClass(request, reply);
      if (!row) return reply;
      const changed = await fastify.classroom.changeCode(row.id);
      return changed ?? refuse(reply, request, 404, 'classNotFound');
    },
  );

  fastify.get<{ Params: ClassParams }>(
    `/${CLASSROOM_API.classes}/:classId/assignments`,
    {
      ...signedIn,
      schema: { params: ClassParams, response: responses({ 200: AssignmentListSchema }) },
      config,
    },
    async (request, reply) => {
      const row = await trainersClass(request, reply);
      if (!row) return reply;
      const list: AssignmentList = {
        assignments: await fastify.classroom.assignments(row.id),
        families: INTERVIEW_FAMILIES.map(({ entry, requirements }) => ({
          key: entry.key,
          name: requirements.title[request.language],
        })),
      };
      return list;
    },
  );

  fastify.post<{ Params: ClassParams; Body: NewAssignment }>(
    `/${CLASSROOM_API.classes}/:classId/assignments`,
    {
      ...signedIn,
      schema: {
        params: ClassParams,
        body: NewAssignmentSchema,
        response: responses({ 201: AssignmentSchema }),
      },
      preHandler: classWrites,
      config,
    },
    async (request, reply) => {
      const row = await trainersClass(request, reply);
      if (!row) return reply;
      const family = interviewFamily(request.body.family);
      if (!family) return refuse(reply, request, 400, 'unknownInterviewFamily');
      const now = clock();
      const dueAt = request.body.dueAt === undefined ? null : new Date(request.body.dueAt);
      if (dueAt !== null && dueAt <= now) return refuse(reply, request, 400, 'dueDatePassed');
      const created = await fastify.classroom.createAssignment(row.id, family.entry.key, dueAt, now);
      if (typeof created === 'string') return refuse(reply, request, 409, created);
      return reply.code(201).send(created);
    },
  );

  fastify.delete<{ Params: Static<typeof AssignmentParams> }>(
    `/${CLASSROOM_API.classes}/:classId/assignments/:assignmentId`,
    {
      ...signedIn,
      schema: { params: AssignmentParams, response: responses({ 204: NoContent }) },
      preHandler: classWrites,
      config,
    },
    async (request, reply) => {
      const row = await trainersClass(request, reply);
      if (!row) return reply;
      if (!(await fastify.classroom.deleteAssignment(row.id, request.params.assignmentId)))
        return refuse(reply, request, 404, 'assignmentNotFound');
      return reply.code(204).send();
    },
  );

  fastify.get(
    `/${CLASSROOM_API.memberships}`,
    { ...signedIn, config, schema: { response: responses({ 200: MembershipsSchema }) } },
    async (request, reply) => {
      privateAnswer(reply);
      return fastify.classroom.membershipsOf(request.identity!.uid, clock());
    },
  );

  fastify.post<{ Body: Static<typeof JoinBody> }>(
    `/${CLASSROOM_API.memberships}`,
    {
      ...signedIn,
      schema: { body: JoinBody, response: responses({ 201: MembershipSchema }) },
      preHandler: fastify.budgets.route('class-joins', JOINS_PER_MINUTE),
      config,
    },
    async (request, reply) => {
      privateAnswer(reply);
      const named = normalizePersonName(request.body.name, MEMBER_NAME_LENGTH);
      if ('problem' in named)
        return refuse(reply, request, 400, nameProblemMessage(named.problem, 'invalidMemberName'));
      const code = normalizeClassCode(request.body.code);
      const row = code === undefined ? undefined : await fastify.classroom.findByCode(code);
      if (!row) return refuse(reply, request, 404, 'classCodeUnknown');
      const joined = await fastify.classroom.join(row, request.identity!.uid, named.name, clock());
      if (joined === 'classFull') return refuse(reply, request, 409, joined);
      return reply.code(201).send(joined);
    },
  );

  fastify.delete<{ Params: ClassParams }>(
    `/${CLASSROOM_API.memberships}/:classId`,
    { ...signedIn, schema: { params: ClassParams, response: responses({ 204: NoContent }) }, config },
    async (request, reply) => {
      privateAnswer(reply);
      const left = await fastify.classroom.leave(request.params.classId, request.identity!.uid);
      if (!left) return refuse(reply, request, 404, 'notAMember');
      return reply.code(204).send();
    },
  );
}
