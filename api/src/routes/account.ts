import { ACCOUNT_API, type AccountLanguage } from '@qa/shared/account';
import type { Language } from '@qa/shared/languages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createAccountLanguages } from '../account/account-language';
import type { Clock } from '../challenges/support/calendar';
import { AccountLanguageBody, AccountLanguageSchema, MAX_LANGUAGE_BODY_BYTES } from '../schemas/account';
import { responses, NoContent } from '../schemas/common';

/**
 * Changes of the account's language per minute, per verified learner and per client address (a class): a learner
 * changes it now and then; the page sends one call per choice.
 */
export const LANGUAGE_WRITES_PER_MINUTE = { learner: 30, address: 300 } as const;

export interface AccountRoutesOptions {
  /** When a language was chosen; tests move it. */
  clock: Clock;
}

const privateAnswer = (reply: FastifyReply) => reply.header('Cache-Control', 'private, no-store');

/** Whose account it is: the verified token's user, never a value from the request. */
const userOf = (request: FastifyRequest): string => request.identity!.uid;

/**
 * The signed-in learner's account. Signing out ends every session of the account (Firebase revokes refresh tokens
 * per account, not per device): its refresh tokens stop working, and the routes that recheck the account refuse
 * its older tokens, on this instance at once and on the others within a minute (decision 0067). A token refused
 * already is refused here too, so an old tab cannot end the sessions of a sign-in made since.
 *
 * The interface language a learner chooses while signed in is kept with the account, so it applies on every
 * device they sign in on (decision 0070).
 */
export default async function accountRoutes(fastify: FastifyInstance, { clock }: AccountRoutesOptions) {
  fastify.post(
    `/${ACCOUNT_API.signOut}`,
    {
      onRequest: fastify.authenticate,
      config: { signInMessage: 'invalidToken' as const, recheckAccount: true },
      schema: { response: responses({ 204: NoContent }) },
    },
    async (request, reply) => {
      await fastify.accounts.signOut(request.identity!.uid);
      return privateAnswer(reply).code(204).send();
    },
  );

  const languages = createAccountLanguages(() => fastify.database.get());
  const language = `/${ACCOUNT_API.language}`;
  // The token is checked before the body is read: a stranger's body is not even parsed.
  const signedIn = {
    onRequest: fastify.authenticate,
    config: { signInMessage: 'signInForLanguage' as const, recheckAccount: true },
  };
  const languageAnswer = responses({ 200: AccountLanguageSchema });

  fastify.get(
    language,
    { ...signedIn, schema: { response: languageAnswer } },
    async (request, reply): Promise<AccountLanguage> => {
      privateAnswer(reply);
      return { language: await languages.load(userOf(request)) };
    },
  );

  fastify.put<{ Body: { language: Language } }>(
    language,
    {
      ...signedIn,
      schema: { body: AccountLanguageBody, response: languageAnswer },
      bodyLimit: MAX_LANGUAGE_BODY_BYTES,
      preHandler: fastify.budgets.route('language-writes', LANGUAGE_WRITES_PER_MINUTE),
    },
    async (request, reply): Promise<AccountLanguage> => {
      privateAnswer(reply);
      await languages.save(userOf(request), request.body.language, clock());
      return { language: request.body.language };
    },
  );
}
