import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Grader } from '../../grading/grader';
import { costOf, type GradingResult, type GradingTask } from '../../grading/tasks';

export interface Grading {
  /**
   * Spends what the task costs from the client's grading budgets (budgets.ts), then has the grader do it in the
   * client's turn; a 429 when a budget is spent or the client is over its share, before any of the work is done.
   */
  run<Task extends GradingTask>(request: FastifyRequest, task: Task): Promise<GradingResult<Task>>;
  /** onRequest of a grading route, after its sign-in check: a client with no budget left is refused unread. */
  admit: onRequestAsyncHookHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    grading: Grading;
  }
}

/** The grading routes' work, priced and done by the grader the app was given (worker threads in the server). */
export default fp(
  async function grading(fastify: FastifyInstance, { grader }: { grader: Grader }) {
    fastify.decorate('grading', {
      async run(request, task) {
        await fastify.budgets.gradingWork(request, costOf(task));
        return grader.run(request.clientAddress, task);
      },
      admit: async (request) => fastify.budgets.gradingWork(request, 0),
    } satisfies Grading);
    fastify.addHook('onClose', () => grader.close());
  },
  { name: 'grading', dependencies: ['budgets'] },
);
