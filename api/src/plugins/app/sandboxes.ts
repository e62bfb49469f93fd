import { isTesterKey, TESTER_KEY_HEADER } from '@qa/shared/catalogue';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Sandbox } from '../../sandbox/sandbox';
import { storeUnavailable } from '../../http/store-unavailable';
import type { SandboxStore } from '../../sandbox/sandbox-store';
import { testerKeyOf } from '../../sandbox/tester-key';

export interface Sandboxes {
  /**
   * Runs `work` on the sandbox the request's tester key names (a fresh key when it has none), keeps what it
   * changed as one step (SandboxStore.update) and names the key in the reply, so a tester who sent none learns
   * theirs. Starting a sandbox spends one of the client address's (budgets.ts), and the address counts as its
   * owner when a full store chooses whose sandbox to give up.
   */
  use<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    work: (sandbox: Sandbox, key: string) => T,
  ): Promise<T>;
  /**
   * Refuses with the 429 `use` would give, before any work, a request that would start a sandbox (its key names
   * none kept) once the client address has started all it may: a route whose work comes first (grading) asks.
   */
  mayStart(request: FastifyRequest): Promise<void>;
  /** Resolves when the store behind them answers (readiness). */
  ping(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sandboxes: Sandboxes;
  }
}

/** Testers' sandboxes for the APIs exposed to them (DESIGN.md), behind the store the app is given. */
export default fp(
  async function sandboxes(fastify, { store }: { store: SandboxStore }) {
    fastify.decorate('sandboxes', {
      async use(request, reply, work) {
        const key = testerKeyOf(request.headers[TESTER_KEY_HEADER.toLowerCase()]);
        reply.header(TESTER_KEY_HEADER, key);
        let refusal: unknown;
        const beforeCreate = () =>
          fastify.budgets.newSandbox(request).catch((error: unknown) => {
            refusal = error;
            throw error;
          });
        return store
          .update(key, (sandbox) => work(sandbox, key), { owner: request.clientAddress, beforeCreate })
          .catch((error: unknown) => {
            // A spent budget is the client's to hear; anything else is the store failing.
            throw error === refusal ? error : storeUnavailable(error);
          });
      },
      async mayStart(request) {
        const header = request.headers[TESTER_KEY_HEADER.toLowerCase()];
        if (isTesterKey(header) && (await store.has(header).catch(() => true))) return;
        await fastify.budgets.newSandboxesLeft(request);
      },
      ping: () => store.ping(),
    } satisfies Sandboxes);
  },
  { name: 'sandboxes', dependencies: ['budgets'] },
);
