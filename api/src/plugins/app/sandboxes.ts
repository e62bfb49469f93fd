import { TESTER_KEY_HEADER } from '@qa/shared/catalogue';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Sandbox } from '../../sandbox/sandbox';
import { storeUnavailable } from '../../http/store-unavailable';
import type { SandboxStore } from '../../sandbox/sandbox-store';
import { testerKeyOf } from '../../sandbox/tester-key';

export interface Sandboxes {
  /**
   * Runs `work` on the sandbox the request's tester key names (a fresh key when it has none), keeps what it
   * changed and names the key in the reply, so a tester who sent none learns theirs.
   */
  use<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    work: (sandbox: Sandbox, key: string) => T,
  ): Promise<T>;
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
        const sandbox = await store.load(key).catch((error: unknown) => {
          throw storeUnavailable(error);
        });
        const result = work(sandbox, key);
        await store.save(key, sandbox).catch((error: unknown) => {
          throw storeUnavailable(error);
        });
        return result;
      },
      ping: () => store.ping(),
    } satisfies Sandboxes);
  },
  { name: 'sandboxes' },
);
