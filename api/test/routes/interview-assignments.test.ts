import {
  CLASSROOM_API,
  classAssignmentsPath,
  classPath,
  membershipPath,
  type Assignment,
  type ClassDetails,
  type ClassSummary,
} from '@qa/shared/classroom';
import { INTERVIEW_API, type InterviewSession, type Scorecard } from '@qa/shared/interview/schema';
import type { FastifyInstance } from 'fastify';
import { buildAppWithDatabase } from '../helper';
import { as, movableClock, verifier } from '../support/game-fixtures';

const SESSIONS = `/${INTERVIEW_API}/sessions`;
const time = movableClock('2026-11-25T10:00:00.000Z');
const SOME_ID = '6f1c7f49-9f6b-4a3a-9d0e-1c2b3a4d5e6f';

describe('interview sessions of a class assignment (PGlite in memory)', () => {
  let app: FastifyInstance;
  let assignment: Assignment;
  let classId: string;
  let classCode: string;
  beforeAll(async () => {
    app = await buildAppWithDatabase(verifier, { clock: time.clock });
    const created = await app.inject({
      method: 'POST',
      url: `/${CLASSROOM_API.classes}`,
      headers: as('trainer-ira'),
      payload: { name: 'Interview practice' },
    });
    const { id, code } = created.json<ClassSummary>();
    classId = id;
    classCode = code;
    assignment = (
      await app.inject({
        method: 'POST',
        url: `/${classAssignmentsPath(id)}`,
        headers: as('trainer-ira'),
        payload: { family: 'triangle' },
      })
    ).json<Assignment>();
    for (const learner of ['learner-ana', 'learner-bo'])
      await app.inject({
        method: 'POST',
        url: `/${CLASSROOM_API.memberships}`,
        headers: as(learner),
        payload: { code, name: learner.replace('learner-', '') },
      });
  }, 20_000);
  afterAll(() => app.close());

  const start = (user: string | undefined, payload?: object, language = 'en') =>
    app.inject({
      method: 'POST',
      url: SESSIONS,
      headers: { ...as(user), 'accept-language': language },
      ...(payload && { payload }),
    });
  const stored = async (response: { json: <T>() => T }, learner: string) =>
    (await app.interview.find(response.json<InterviewSession>().sessionId, learner))!;

  it('starts a member’s session of the assignment: its family, and the assignment kept with it', async () => {
    const response = await start('learner-ana', { assignmentId: assignment.id });
    expect(response.statusCode).toBe(201);
    expect(response.json<InterviewSession>().title).toBe('Triangle type form');
    const session = await stored(response, 'learner-ana');
    expect(session).toMatchObject({
      family: assignment.family,
      assignmentId: assignment.id,
      learner: 'learner-ana',
    });
  });

  it('starts a session of one’s own without a body or with an empty one, as before', async () => {
    for (const payload of [undefined, {}]) {
      const response = await start('learner-dee', payload);
      expect(response.statusCode).toBe(201);
      const session = await stored(response, 'learner-dee');
      expect(session.assignmentId).toBeNull();
      await app.inject({
        method: 'POST',
        url: `${SESSIONS}/${session.id}/finish`,
        headers: as('learner-dee'),
      });
    }
    expect((await start(undefined)).statusCode).toBe(201);
  });

  it('tells anyone but a member of the class that the assignment does not exist', async () => {
    const outsider = await start('learner-cy', { assignmentId: assignment.id }, 'ru');
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json()).toMatchObject({ message: 'Задание не найдено.' });
    expect((await start(undefined, { assignmentId: assignment.id })).statusCode).toBe(404);
    expect((await start('learner-ana', { assignmentId: SOME_ID })).statusCode).toBe(404);
    // The trainer is not a member of their own class.
    expect((await start('trainer-ira', { assignmentId: assignment.id })).statusCode).toBe(404);
    // Nothing was started for the outsider.
    expect(await app.interview.running('learner-cy', time.clock())).toBeUndefined();
  });

  it('refuses a malformed assignment id or a field it does not know with 400', async () => {
    expect((await start('learner-ana', { assignmentId: 'not-a-uuid' })).statusCode).toBe(400);
    expect((await start('learner-ana', { assignmentId: assignment.id, colour: 'red' })).statusCode).toBe(400);
  });

  it('shows the finished session in the trainer’s grid, and starts none once the learner has left', async () => {
    const response = await start('learner-bo', { assignmentId: assignment.id });
    const { sessionId } = response.json<InterviewSession>();
    const finished = await app.inject({
      method: 'POST',
      url: `${SESSIONS}/${sessionId}/finish`,
      headers: as('learner-bo'),
    });
    expect(finished.statusCode).toBe(200);
    const card = finished.json<Scorecard>();
    const { grid } = (
      await app.inject({ url: `/${classPath(classId)}`, headers: as('trainer-ira') })
    ).json<ClassDetails>();
    const bo = grid.learners.find(({ name }) => name === 'bo');
    expect(bo?.interviews[assignment.id]).toEqual({
      total: card.total,
      finishedAt: card.finishedAt,
      lines: card.lines.map(({ name, value, of }) => ({ name, value, of })),
      attempts: 1,
      abandoned: 0,
      sessionId,
    });

    await app.inject({ method: 'DELETE', url: `/${membershipPath(classId)}`, headers: as('learner-bo') });
    expect((await start('learner-bo', { assignmentId: assignment.id })).statusCode).toBe(404);
  });

  it('refuses a session of an assignment past its due date, and keeps a late one out of the grid', async () => {
    const due = new Date(time.clock().getTime() + 60 * 60_000);
    // Another family: the class's triangle interview is open, and the same interview is not set twice.
    const dated = (
      await app.inject({
        method: 'POST',
        url: `/${classAssignmentsPath(classId)}`,
        headers: as('trainer-ira'),
        payload: { family: 'divide', dueAt: due.toISOString() },
      })
    ).json<Assignment>();
    time.set(due.getTime());
    const late = await start('learner-eli', { assignmentId: dated.id }, 'pl');
    expect(late.statusCode).toBe(404);
    // Refused for a member too, with a reason to act on.
    await app.inject({
      method: 'POST',
      url: `/${CLASSROOM_API.memberships}`,
      headers: as('learner-eli'),
      payload: { code: classCode, name: 'eli' },
    });
    const refused = await start('learner-eli', { assignmentId: dated.id }, 'pl');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/^Termin tego zadania minął/);

    // A session stored late (before the API refused them) is no answer in the trainer's grid.
    const stored = await app.interview.start({
      learner: 'learner-eli',
      verified: true,
      family: 'triangle',
      seed: 'late',
      drawn: ['flatAccepted', 'zeroAccepted', 'missingAsZero'],
      now: time.clock(),
      seconds: 60,
      assignmentId: dated.id,
    });
    await app.interview.finish(stored.id, 'learner-eli', time.clock(), {}, 90);
    const { grid } = (
      await app.inject({ url: `/${classPath(classId)}`, headers: as('trainer-ira') })
    ).json<ClassDetails>();
    expect(grid.learners.find(({ name }) => name === 'eli')?.interviews[dated.id]).toBeUndefined();
    time.reset();
  });
});
