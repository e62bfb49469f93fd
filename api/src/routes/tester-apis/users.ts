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
import { usersApi } from '../../tester-apis/users/users-api';
import { serve, testerRoute } from './serve';

const COLLECTION = `/${TESTER_API_PATH}/users`;
const ITEM = `${COLLECTION}/:id`;

const pathOf = (request: FastifyRequest): string => {
  const { id } = request.params as { id?: string };
  return id === undefined ? '/users' : `/users/${id}`;
};

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
  const handler = serve(fastify, 'users', usersApi, pathOf);
  const named = { params: UserIdParams };

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
}
