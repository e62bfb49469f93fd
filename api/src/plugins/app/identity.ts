import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_MESSAGES, type ErrorMessageKey } from '../../i18n/error-messages';
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
  }
  interface FastifyRequest {
    identity?: VerifiedIdentity;
  }
  interface FastifyContextConfig {
    /** What a call without a token is told, so it names the page it wanted; the answers' sentence otherwise. */
    signInMessage?: ErrorMessageKey;
  }
}

export interface IdentityOptions {
  verifyToken: TokenVerifier;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Reads `Authorization: Bearer <token>` and verifies it; anything else is 401 with a sentence to act on. A hook
 * that answers returns the reply: an async hook that only sends goes on to the handler while the answer is
 * still being written (an async onSend hook), and the handler would run unauthenticated.
 */
export default fp<IdentityOptions>(
  async function identity(fastify, { verifyToken }) {
    fastify.decorateRequest('identity', undefined);
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
