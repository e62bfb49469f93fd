import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../challenges/support/calendar';
import { ERROR_MESSAGES, type ErrorMessageKey } from '../../i18n/error-messages';
import { createAccountCheck, type AccountDirectory, type AccountRefusal } from '../../identity/account-check';
import type { TokenVerifier, VerifiedIdentity } from '../../identity/token-verifier';
import { sendError } from './error-handler';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of the routes that need a signed-in user (answers, hints, assessment). */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
    /**
     * onRequest of the routes open to everyone that treat a signed-in learner as theirs: signed in when the request
     * sends a token, and then the token must verify (401); anonymous without one.
     */
    identifyIfSent: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
    /** The signed-in learner's account as the identity provider holds it. */
    accounts: {
      /** Ends every session of the account, on every device (account-check.ts). */
      signOut(uid: string): Promise<void>;
    };
  }
  interface FastifyRequest {
    identity?: VerifiedIdentity;
  }
  interface FastifyContextConfig {
    /** What a call without a token is told, so it names the page it wanted; the answers' sentence otherwise. */
    signInMessage?: ErrorMessageKey;
    /**
     * The token's account is asked about again, at most a minute late: a token of an account signed out since,
     * disabled or deleted is refused (401). For the routes that read or change what the account keeps.
     */
    recheckAccount?: boolean;
  }
}

export interface IdentityOptions {
  verifyToken: TokenVerifier;
  accounts: AccountDirectory;
  /** When each account was last asked about; tests move it. */
  clock: Clock;
}

/** What a token refused for its account is told: signing in again helps after a sign-out only. */
const REFUSAL_MESSAGES: Record<AccountRefusal, ErrorMessageKey> = {
  signedOut: 'sessionEnded',
  disabled: 'accountClosed',
  deleted: 'accountClosed',
};

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Reads `Authorization: Bearer <token>` and verifies it; anything else is 401 with a sentence to act on. A hook
 * that answers returns the reply: an async hook that only sends goes on to the handler while the answer is
 * still being written (an async onSend hook), and the handler would run unauthenticated.
 */
export default fp<IdentityOptions>(
  async function identity(fastify, { verifyToken, accounts, clock }) {
    const accountCheck = createAccountCheck(accounts, clock);
    fastify.decorateRequest('identity', undefined);
    fastify.decorate('accounts', { signOut: (uid: string) => accountCheck.signOut(uid) });
    fastify.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) {
        const key = request.routeOptions.config.signInMessage ?? 'signInRequired';
        return sendError(reply, 401, ERROR_MESSAGES[key][request.language]);
      }
      try {
        request.identity = await verifyToken(token);
      } catch (error) {
        request.log.info({ reason: error instanceof Error ? error.message : String(error) }, 'token refused');
        return sendError(reply, 401, ERROR_MESSAGES.invalidToken[request.language]);
      }
      // A token stays valid for an hour whatever becomes of its account; the routes that must know ask again.
      if (request.routeOptions.config.recheckAccount) {
        const refusal = await accountCheck.refusal(request.identity);
        if (refusal) {
          request.log.info({ reason: refusal }, 'token refused for its account');
          request.identity = undefined;
          return sendError(reply, 401, ERROR_MESSAGES[REFUSAL_MESSAGES[refusal]][request.language]);
        }
      }
      // Counted by the account, not the token: a client renewing its token every second is still one learner.
      await fastify.budgets.learner(request);
      return undefined;
    });
    fastify.decorate('identifyIfSent', async (request: FastifyRequest, reply: FastifyReply) =>
      request.headers.authorization === undefined ? undefined : fastify.authenticate(request, reply),
    );
  },
  { name: 'identity', dependencies: ['language', 'budgets'] },
);
