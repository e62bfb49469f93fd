import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import { isTesterKey, TESTER_KEY_HEADER } from '@qa/shared/catalogue';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { memoryUnitCounter, redisUnitCounter } from '../../http/unit-counter';
import { createClientKey } from '../external/rate-limit-key';

/** Requests a minute that one route allows per client address and per signed-in learner behind it. */
export interface Budget {
  learner: number;
  address: number;
}

/** The error code the error handler answers with its localized 429 about sandboxes. */
export const NEW_SANDBOXES_SPENT = 'QA_ERR_NEW_SANDBOXES';
/** The error code of a 429 for grading work spent. */
export const GRADING_WORK_SPENT = 'QA_ERR_GRADING_WORK';

export interface Budgets {
  /**
   * A route's own budget, spent after its sign-in check: by the client address, then by the verified learner
   * (never by a token string, which a client can renew at will). Anonymous calls spend the address's only.
   */
  route(name: string, budget: Budget): preHandlerAsyncHookHandler;
  /** Spends one of the verified learner's requests; the identity plugin calls it once a token is verified. */
  learner(request: FastifyRequest): Promise<void>;
  /** Spends one of the sandboxes the client address may start; throws a 429 once they are spent. */
  newSandbox(request: FastifyRequest): Promise<void>;
  /** Throws the same 429 when the client address has none left to start, spending nothing. */
  newSandboxesLeft(request: FastifyRequest): Promise<void>;
  /**
   * Spends `units` of grading work (grading/tasks.ts) of the client address, then of the verified learner; throws
   * a 429 once either has spent its minute's. Zero units asks whether any is left, before a body is even read.
   */
  gradingWork(request: FastifyRequest, units: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    budgets: Budgets;
  }
  interface FastifyRequest {
    /** The client address as budgets count it (an IPv6 /64 is one address). */
    clientAddress: string;
  }
}

/**
 * Counters an in-process limiter keeps (a least-recently-used map per limiter). A counter lives a window (a
 * minute), and the address ceiling admits at most RATE_LIMIT_MAX new keys a minute from one address, so a client
 * inventing keys fills at most that many; 50,000 counters of about 100 bytes are 5 MB per limiter at most.
 */
const COUNTERS_KEPT = 50_000;

const MINUTE_MS = 60_000;

const tooMany = (retryAfterS: number, code?: string) =>
  Object.assign(new Error('budget spent'), {
    statusCode: 429,
    retryAfterS,
    ...(code && { code }),
  });

/**
 * Every request budget of the API, on one store (Redis when configured, so every instance shares them):
 *
 * - an address ceiling (RATE_LIMIT_MAX a minute) stands behind everything a client address sends, whatever
 *   tester keys or tokens it invents, so rotating them buys nothing;
 * - within it, a learner's own budget (RATE_LIMIT_LEARNER_MAX): their tester key, and once verified their
 *   account (by uid);
 * - routes that must not be repeated fast (code guesses, round starts, progress writes) have budgets of their
 *   own, per address and per verified learner;
 * - starting a sandbox is counted per address (SANDBOX_NEW_MAX within SANDBOX_TTL_MINUTES), so one client cannot
 *   push everyone else's sandboxes out;
 * - grading is counted by the work it costs, not by requests (GRADING_UNITS_MAX and GRADING_UNITS_LEARNER_MAX a
 *   minute), so a table of long values spends what it costs.
 *
 * The address is counted first and refuses before any learner counter is touched, which bounds the counters one
 * address can create. Over a budget: 429 with Retry-After, localized by the error handler.
 */
export default fp(
  async function budgets(fastify: FastifyInstance, { config }: { config: AppConfig }) {
    const clientKey = createClientKey();
    fastify.decorateRequest('clientAddress', '');

    const limiter = (
      name: string,
      max: number,
      timeWindow: number,
      keyOf: (request: FastifyRequest) => string,
    ) => {
      const options: CreateRateLimitOptions & { cache: number } = {
        max,
        timeWindow,
        cache: COUNTERS_KEPT,
        // The limiters share one store: the name keeps their counters apart.
        keyGenerator: (request) => `${name}:${keyOf(request)}`,
      };
      const check = fastify.createRateLimit(options);
      return async (request: FastifyRequest, code?: string) => {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) throw tooMany(result.ttlInSeconds, code);
      };
    };
    const byAddress = (request: FastifyRequest) => request.clientAddress;
    const byAccount = (request: FastifyRequest) => request.identity?.uid ?? '';

    const addressCeiling = limiter('address', config.rateLimitMax, MINUTE_MS, byAddress);
    const testerBudget = limiter('tester', config.rateLimitLearnerMax, MINUTE_MS, (request) =>
      String(request.headers[TESTER_KEY_HEADER.toLowerCase()]),
    );
    const accountBudget = limiter('account', config.rateLimitLearnerMax, MINUTE_MS, byAccount);

    const units = config.redisUrl
      ? redisUnitCounter(fastify.redis, 'qa:units:')
      : memoryUnitCounter(COUNTERS_KEPT);
    const spendUnits = async (
      key: string,
      spent: number,
      max: number,
      { windowMs = MINUTE_MS, code = GRADING_WORK_SPENT } = {},
    ) => {
      const { total, ttlMs } = await units.add(key, spent, windowMs);
      // The first task of a window runs whatever it costs: a budget smaller than one task must not refuse it forever.
      if (total > max && total > spent) throw tooMany(Math.max(1, Math.ceil(ttlMs / 1000)), code);
    };
    // Counted as units, so a route can ask whether one is left before the work that would start one.
    const sandboxesOf = (request: FastifyRequest, spent: 0 | 1) =>
      spendUnits(
        `new-sandbox:${request.clientAddress}`,
        spent,
        // Asked with none spent: is there room for one more?
        spent === 0 ? config.sandboxNewMax - 1 : config.sandboxNewMax,
        { windowMs: config.sandboxTtlMinutes * MINUTE_MS, code: NEW_SANDBOXES_SPENT },
      );

    fastify.addHook('onRequest', async (request) => {
      request.clientAddress = clientKey(request.ip);
      await addressCeiling(request);
      // A malformed key names no learner: the sandbox plugin refuses it, the address has paid for it.
      if (isTesterKey(request.headers[TESTER_KEY_HEADER.toLowerCase()])) await testerBudget(request);
    });

    fastify.decorate('budgets', {
      route(name, { learner, address }) {
        const perAddress = limiter(`${name}:address`, address, MINUTE_MS, byAddress);
        const perLearner = limiter(`${name}:account`, learner, MINUTE_MS, byAccount);
        return async (request) => {
          await perAddress(request);
          if (request.identity) await perLearner(request);
        };
      },
      learner: (request) => accountBudget(request),
      newSandbox: (request) => sandboxesOf(request, 1),
      newSandboxesLeft: (request) => sandboxesOf(request, 0),
      async gradingWork(request, spent) {
        await spendUnits(`address:${request.clientAddress}`, spent, config.gradingUnitsMax);
        if (request.identity)
          await spendUnits(`account:${request.identity.uid}`, spent, config.gradingUnitsLearnerMax);
      },
    } satisfies Budgets);
  },
  { name: 'budgets', dependencies: ['@fastify/rate-limit'] },
);
