import {
  CLASSROOM_API,
  classAssignmentsPath,
  classMemberInterviewPath,
  classPath,
  membershipPath,
  type Assignment,
  type ClassDetails,
  type ClassSummary,
} from '@qa/shared/classroom';
import {
  INTERVIEW_API,
  type InterviewSession,
  type Scorecard,
  type ShareLink,
} from '@qa/shared/interview/schema';
import type { FastifyInstance } from 'fastify';
import { buildAppWithDatabase } from '../helper';
import { as, movableClock, verifier } from '../support/game-fixtures';

const SESSIONS = `/${INTERVIEW_API}/sessions`;
const START = '2026-11-25T10:00:00.000Z';
const time = movableClock(START);
const MINUTE = 60_000;
const SOME_ID = '6f1c7f49-9f6b-4a3a-9d0e-1c2b3a4d5e6f';

describe('a class’s interview results as its trainer reads them (PGlite in memory)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildAppWithDatabase(verifier, { clock: time.clock });
  }, 20_000);
  afterAll(() => app.close());

  const newClass = async (trainer: string, family = 'triangle') => {
    const created = await app.inject({
      method: 'POST',
      url: `/${CLASSROOM_API.classes}`,
      headers: as(trainer),
      payload: { name: 'Interview practice' },
    });
    const summary = created.json<ClassSummary>();
    const assignment = (
      await app.inject({
        method: 'POST',
        url: `/${classAssignmentsPath(summary.id)}`,
        headers: as(trainer),
        payload: { family },
      })
    ).json<Assignment>();
    return { ...summary, assignment };
  };
  const join = (learner: string, code: string, name: string) =>
    app.inject({
      method: 'POST',
      url: `/${CLASSROOM_API.memberships}`,
      headers: as(learner),
      payload: { code, name },
    });
  const start = async (learner: string, payload: object) => {
    const response = await app.inject({ method: 'POST', url: SESSIONS, headers: as(learner), payload });
    expect(response.statusCode).toBe(201);
    return response.json<InterviewSession>().sessionId;
  };
  const finish = async (learner: string, sessionId: string) => {
    const response = await app.inject({
      method: 'POST',
      url: `${SESSIONS}/${sessionId}/finish`,
      headers: as(learner),
    });
    expect(response.statusCode).toBe(200);
    return response.json<Scorecard>();
  };
  const grid = async (trainer: string, classId: string) =>
    (await app.inject({ url: `/${classPath(classId)}`, headers: as(trainer) })).json<ClassDetails>().grid;
  const readCard = (trainer: string | undefined, path: string, language = 'en') =>
    app.inject({ url: `/${path}`, headers: { ...as(trainer), 'accept-language': language } });
  /** Moves the clock past the end of a session started now. */
  const runOut = () => time.set(time.clock().getTime() + app.interview.seconds * 1000 + MINUTE);

  it('counts each learner’s finished and abandoned sessions of an assignment, and opens the best one’s scorecard', async () => {
    time.reset();
    const { id, code, assignment } = await newClass('trainer-ira');
    await join('learner-ana', code, 'Ana K.');
    const first = await start('learner-ana', { assignmentId: assignment.id });
    const card = await finish('learner-ana', first);
    // Started, then left to run out: abandoned.
    await start('learner-ana', { assignmentId: assignment.id });
    runOut();
    // Running now: neither finished nor abandoned yet.
    await start('learner-ana', { assignmentId: assignment.id });

    const [ana] = (await grid('trainer-ira', id)).learners;
    expect(ana?.interviews[assignment.id]).toEqual({
      total: card.total,
      finishedAt: card.finishedAt,
      lines: card.lines.map(({ name, value, of }) => ({ name, value, of })),
      attempts: 1,
      abandoned: 1,
      sessionId: first,
    });
    // A finished session is activity: the learner stored no progress, and was last active when it finished.
    expect(ana?.lastActive).toBe(card.finishedAt);

    const path = classMemberInterviewPath(id, ana!.memberId, first);
    const read = await readCard('trainer-ira', path, 'ua');
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.json<Scorecard>()).toMatchObject({
      title: 'Форма визначення типу трикутника',
      takenBy: 'Ana K.',
      total: card.total,
      finishedAt: card.finishedAt,
      lines: card.lines.map(({ name, value, of }) => expect.objectContaining({ name, value, of })),
    });
  });

  it('tells anyone but the class’s trainer, and any session but a member’s of the class’s assignments, that there is none', async () => {
    time.reset();
    const { id, code, assignment } = await newClass('trainer-jo');
    const other = await newClass('trainer-jo', 'divide');
    await join('learner-cat', code, 'Cat');
    await join('learner-dan', code, 'Dan');
    await join('learner-cat', other.code, 'Cat');
    const cats = await start('learner-cat', { assignmentId: assignment.id });
    await finish('learner-cat', cats);
    const dans = await start('learner-dan', { assignmentId: assignment.id });
    await finish('learner-dan', dans);
    // Her own session, and one of another class's assignment.
    const own = await start('learner-cat', { family: 'triangle' });
    await finish('learner-cat', own);
    const elsewhere = await start('learner-cat', { assignmentId: other.assignment.id });
    await finish('learner-cat', elsewhere);
    // Left to run out: no scorecard to read.
    const left = await start('learner-cat', { assignmentId: assignment.id });
    runOut();

    const learners = (await grid('trainer-jo', id)).learners;
    const cat = learners.find(({ name }) => name === 'Cat')!.memberId;
    const dan = learners.find(({ name }) => name === 'Dan')!.memberId;
    expect((await readCard('trainer-jo', classMemberInterviewPath(id, cat, cats))).statusCode).toBe(200);

    const anotherTrainer = await readCard('trainer-kai', classMemberInterviewPath(id, cat, cats), 'pl');
    expect(anotherTrainer.statusCode).toBe(404);
    expect(anotherTrainer.json()).toMatchObject({ message: expect.stringContaining('klas') });
    for (const path of [
      classMemberInterviewPath(id, cat, dans),
      classMemberInterviewPath(id, dan, cats),
      classMemberInterviewPath(id, cat, own),
      classMemberInterviewPath(id, cat, elsewhere),
      classMemberInterviewPath(other.id, cat, cats),
      classMemberInterviewPath(id, cat, left),
      classMemberInterviewPath(id, cat, SOME_ID),
      classMemberInterviewPath(id, SOME_ID, cats),
    ]) {
      const response = await readCard('trainer-jo', path);
      expect([path, response.statusCode]).toEqual([path, 404]);
    }
    expect(
      (await readCard('trainer-jo', classMemberInterviewPath(id, dan, cats), 'ru')).json(),
    ).toMatchObject({
      message: 'Такой завершённой сессии собеседования у этого ученика в классе нет.',
    });
    // The learner is not the trainer: her own session through the class is no more hers to read there.
    expect((await readCard('learner-cat', classMemberInterviewPath(id, cat, cats))).statusCode).toBe(404);
    expect((await readCard(undefined, classMemberInterviewPath(id, cat, cats))).statusCode).toBe(401);
    expect((await readCard('trainer-jo', classMemberInterviewPath(id, cat, 'not-a-uuid'))).statusCode).toBe(
      400,
    );
    // Once she has left the class, the trainer reads her sessions no more.
    await app.inject({ method: 'DELETE', url: `/${membershipPath(id)}`, headers: as('learner-cat') });
    expect((await readCard('trainer-jo', classMemberInterviewPath(id, cat, cats))).statusCode).toBe(404);
  });

  it('names on a shared scorecard the learner as their class knows them, and when it finished', async () => {
    time.reset();
    const { code, assignment } = await newClass('trainer-lu');
    await join('learner-eve', code, 'Eve S.');
    const share = async (sessionId: string) => {
      const link = (
        await app.inject({
          method: 'POST',
          url: `${SESSIONS}/${sessionId}/share`,
          headers: as('learner-eve'),
        })
      ).json<ShareLink>();
      const token = link.path.split('/').at(-1)!;
      const shared = await app.inject({
        url: `/${INTERVIEW_API}/shared/${token}`,
        headers: { 'accept-language': 'pl' },
      });
      expect(shared.statusCode).toBe(200);
      return shared.json<Scorecard>();
    };
    const assigned = await start('learner-eve', { assignmentId: assignment.id });
    time.set(Date.parse(START) + 7 * MINUTE);
    const card = await finish('learner-eve', assigned);
    expect(card.finishedAt).toBe('2026-11-25T10:07:00.000Z');
    // Her own page does not name her to herself.
    expect(card.takenBy).toBeUndefined();
    expect(await share(assigned)).toMatchObject({
      title: 'Formularz rozpoznawania typu trójkąta',
      takenBy: 'Eve S.',
      finishedAt: '2026-11-25T10:07:00.000Z',
    });
    // A session of her own names no one: the product keeps no name with an account.
    const own = await start('learner-eve', { family: 'triangle' });
    await finish('learner-eve', own);
    expect((await share(own)).takenBy).toBeUndefined();
  });
});
