import { TESTER_API_PATH } from '@qa/shared/catalogue';
import Type from 'typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { USER_API_TAG } from '../../plugins/external/swagger';
import {
  ERRORS,
  errorOf,
  NameBodySchema,
  NoContentSchema,
  UserIdParams,
  UserListSchema,
  UserSchema,
} from '../../tester-apis/schemas';
import { apiText } from '../../tester-apis/api-texts';
import { errorResponse, type TesterApi } from '../../tester-apis/exchange';
import { usersApi } from '../../tester-apis/users/users-api';
import { CALCULATOR_PATH } from '../../tester-apis/calculator/calculator-api';
import { serve, testerRoute, textOf } from './serve';

const COLLECTION = `/${TESTER_API_PATH}/users`;
const ITEM = `${COLLECTION}/:id`;

const pathOf = (request: FastifyRequest): string => {
  const { id, '*': rest } = request.params as { id?: string; '*'?: string };
  if (rest !== undefined) return `/${rest}`;
  return id === undefined ? '/users' : `/users/${id}`;
};

/** A body sent as JSON that does not parse, kept as its text. */
class UnparsedBody {
  constructor(readonly text: string) {}
}

/**
 * Answers a body that is not JSON as the API answers the form's (400, invalidJson) instead of leaving it to the
 * server's error handler, so the request reaches the API's handler and counts for the challenge like any other.
 */
const usersApiOfText: TesterApi = (sandbox, request, language) =>
  request.body instanceof UnparsedBody
    ? errorResponse(400, apiText('invalidJson', language))
    : usersApi(sandbox, request, language);

/** The body as the form would have sent it: a body that does not parse, as it was typed. */
const bodyTextOf = (body: unknown): string | undefined =>
  body instanceof UnparsedBody ? body.text : textOf(body);

/** The methods the User API answers on an address it does not have. */
const ANY_METHOD = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

const notAllowed = (summary: string) =>
  testerRoute(USER_API_TAG, { summary, response: { 405: ERRORS[405] } });

const BAD_ID = errorOf('Bad Request: the id is not a whole number from 1 up');
const BAD_NAME = errorOf(
  'Bad Request: the id is not a whole number from 1 up, or the body is not JSON or not a valid name',
);

/** What replacing or changing a user answers. */
const NAMING_ANSWERS = {
  200: UserSchema,
  400: BAD_NAME,
  404: ERRORS[404],
  409: ERRORS[409],
  413: ERRORS[413],
  415: ERRORS[415],
};

/** The User API at /users and /users/{id}, documented operation by operation (SPEC §5 "User API"). */
export default async function userApiRoutes(fastify: FastifyInstance) {
  const handler = serve(fastify, 'users', usersApiOfText, pathOf, bodyTextOf);
  const named = { params: UserIdParams };

  // These routes only (the plugin is encapsulated): an empty JSON body is no body, as an empty field on the form
  // is, and text that is not JSON is kept for the API to answer. A body only prototype poisoning spoils stays
  // the server's 400.
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const text = raw.toString();
    if (text === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, body) => {
      if (!error) return done(null, body);
      try {
        JSON.parse(text);
      } catch {
        return done(null, new UnparsedBody(text));
      }
      return done(error, undefined);
    });
  });

  fastify.get(
    COLLECTION,
    testerRoute(USER_API_TAG, { summary: 'List every user', response: { 200: UserListSchema } }),
    handler,
  );
  fastify.post(
    COLLECTION,
    testerRoute(USER_API_TAG, {
      summary: 'Create a user',
      description: 'Answers the new user and its address in Location. 409 when your sandbox is full.',
      body: NameBodySchema,
      response: {
        201: UserSchema,
        400: errorOf('Bad Request: the body is not JSON or not a valid name'),
        409: ERRORS[409],
        413: ERRORS[413],
        415: ERRORS[415],
      },
    }),
    handler,
  );
  fastify.put(COLLECTION, notAllowed('Not allowed: replace users one by one'), handler);
  fastify.patch(COLLECTION, notAllowed('Not allowed: change users one by one'), handler);
  fastify.delete(COLLECTION, notAllowed('Not allowed: delete users one by one'), handler);

  fastify.get(
    ITEM,
    testerRoute(USER_API_TAG, {
      summary: 'Read a user',
      ...named,
      response: { 200: UserSchema, 400: BAD_ID, 404: ERRORS[404] },
    }),
    handler,
  );
  fastify.put(
    ITEM,
    testerRoute(USER_API_TAG, {
      summary: 'Replace a user',
      ...named,
      body: NameBodySchema,
      response: NAMING_ANSWERS,
    }),
    handler,
  );
  fastify.patch(
    ITEM,
    testerRoute(USER_API_TAG, {
      summary: 'Change a user',
      description: 'Changes the fields the body has.',
      ...named,
      body: Type.Partial(NameBodySchema),
      response: NAMING_ANSWERS,
    }),
    handler,
  );
  fastify.delete(
    ITEM,
    testerRoute(USER_API_TAG, {
      summary: 'Delete a user',
      ...named,
      response: { 204: NoContentSchema, 400: BAD_ID, 404: ERRORS[404] },
    }),
    handler,
  );
  fastify.post(ITEM, notAllowed('Not allowed: create users at /users'), handler);

  // Any other address under the testers' APIs is an endpoint the User API does not have: it answers 404 itself,
  // so the request counts for the challenge as the same endpoint typed in the form does. The Addition API's
  // addresses are left to the server's 404.
  fastify.route({
    method: ANY_METHOD,
    url: `/${TESTER_API_PATH}/*`,
    ...testerRoute(USER_API_TAG, { hide: true }),
    handler: async (request, reply) =>
      pathOf(request).startsWith(CALCULATOR_PATH) ? reply.callNotFound() : handler(request, reply),
  });
}
