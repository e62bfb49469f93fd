import { CLASSROOM_API, classPath, type ClassDetails, type ClassSummary } from '@qa/shared/classroom';
import { PROGRESS_API } from '@qa/shared/progress';
import type { FastifyInstance } from 'fastify';
import { as } from './game-fixtures';
import { recordOf } from './progress-fixtures';

/**
 * The classroom's calls as the route tests make them, against the app `app()` answers (built in a beforeAll): a
 * trainer's new class, a learner joining it, the class's details and a member's id in it, a learner's progress.
 */
export const classroomCalls = (app: () => FastifyInstance) => {
  const newClass = async (trainer: string, name = 'QA evening group') => {
    const response = await app().inject({
      method: 'POST',
      url: `/${CLASSROOM_API.classes}`,
      headers: as(trainer),
      payload: { name },
    });
    expect(response.statusCode).toBe(201);
    return response.json<ClassSummary>();
  };
  /** The answer as it is: some tests are about refusals. */
  const join = (learner: string, code: string, name = learner) =>
    app().inject({
      method: 'POST',
      url: `/${CLASSROOM_API.memberships}`,
      headers: as(learner),
      payload: { code, name },
    });
  const joined = async (learner: string, code: string, name = learner) =>
    expect((await join(learner, code, name)).statusCode).toBe(201);
  const details = async (trainer: string, id: string) => {
    const response = await app().inject({ url: `/${classPath(id)}`, headers: as(trainer) });
    expect(response.statusCode).toBe(200);
    return response.json<ClassDetails>();
  };
  const memberId = async (trainer: string, id: string, name: string) => {
    const row = (await details(trainer, id)).grid.learners.find((learner) => learner.name === name);
    expect(row).toBeDefined();
    return row!.memberId;
  };
  /** The answer as it is: some tests are about a record the server refuses. */
  const keep = (learner: string, challenges: Parameters<typeof recordOf>[0]) =>
    app().inject({
      method: 'POST',
      url: `/${PROGRESS_API.mine}`,
      headers: as(learner),
      payload: recordOf(challenges) as object,
    });
  const kept = async (learner: string, challenges: Parameters<typeof recordOf>[0]) =>
    expect((await keep(learner, challenges)).statusCode).toBe(200);
  return { newClass, join, joined, details, memberId, keep, kept };
};
