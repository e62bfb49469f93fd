import { ACCOUNT_API } from '@qa/shared/account';
import type { FastifyInstance } from 'fastify';
import { responses, NoContent } from '../schemas/common';

/**
 * The signed-in learner's account. Signing out ends every session of the account (Firebase revokes refresh tokens
 * per account, not per device): its refresh tokens stop working, and the routes that recheck the account refuse
 * its older tokens, on this instance at once and on the others within a minute (decision 0067). A token refused
 * already is refused here too, so an old tab cannot end the sessions of a sign-in made since.
 */
export default async function accountRoutes(fastify: FastifyInstance) {
  fastify.post(
    `/${ACCOUNT_API.signOut}`,
    {
      onRequest: fastify.authenticate,
      config: { signInMessage: 'invalidToken' as const, recheckAccount: true },
      schema: { response: responses({ 204: NoContent }) },
    },
    async (request, reply) => {
      await fastify.accounts.signOut(request.identity!.uid);
      return reply.code(204).header('Cache-Control', 'private, no-store').send();
    },
  );
}
