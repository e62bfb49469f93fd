import { TESTER_API_PATH, type Language } from '@qa/shared/catalogue';
import { fitsLimits, SANDBOX_LIMITS, type Sandbox, type SandboxUser } from '../../sandbox/sandbox';
import { apiText } from '../api-texts';
import {
  errorResponse,
  methodNotAllowed,
  readObjectBody,
  type ApiRequest,
  type ApiResponse,
} from '../exchange';

/** The documented limit of a name, in characters. */
export const USER_NAME_MAX = 50;
/** Planted bug: a new user's name is silently cut to this many characters. */
const CUT_NAME_AT = 30;

/** The planted bugs of the userCrud challenge, named where they fire. */
export type UsersFlaw =
  /** PUT skips the blank-name check that POST makes. */
  | 'blankNameAccepted'
  /** PATCH without a name clears the name instead of leaving it. */
  | 'nameCleared'
  /** POST cuts a name of 31 to 50 characters to 30 without a word. */
  | 'nameCut'
  /** The id is read with parseInt, so /users/3abc is user 3. */
  | 'lenientId';

/**
 * Where a missing user's id stands in the sandbox's history, so the challenge can tell a state check (a user
 * deleted here) from a boundary (the id the next new user gets) and an id never given out. Ids are never given
 * out again, so an id under `nextId` that no user has was deleted in this sandbox. Never sent to the client.
 */
export type MissingIdState = 'deleted' | 'next' | 'unused';

/** An answer of the User API: a 404 for a missing user also says where its id stands. */
export interface UsersResponse extends ApiResponse<UsersFlaw> {
  missingId?: MissingIdState;
}

/** The state of the missing user's id behind a 404, or undefined for any other answer. */
export const missingIdOf = (response: ApiResponse): MissingIdState | undefined =>
  (response as UsersResponse).missingId;

const missingIdState = (sandbox: Sandbox, id: number): MissingIdState =>
  id < sandbox.nextId ? 'deleted' : id === sandbox.nextId ? 'next' : 'unused';

export type UsersRoute = { kind: 'collection' } | { kind: 'item'; idText: string } | { kind: 'unknown' };

export const ALLOWED_METHODS = {
  collection: ['GET', 'POST'],
  item: ['GET', 'PUT', 'PATCH', 'DELETE'],
} as const;

/** '/users' or '/users/{id}'; anything else is not an endpoint of this API. */
export const usersRouteOf = (path: string): UsersRoute => {
  const match = /^\/users(?:\/([^/]+))?$/.exec(path);
  if (!match) return { kind: 'unknown' };
  return match[1] === undefined ? { kind: 'collection' } : { kind: 'item', idText: match[1] };
};

const NAME_EXAMPLE = '{"name": "Alex"}';

const characters = (text: string): number => [...text].length;

const sandboxFull = (language: Language) =>
  errorResponse(
    409,
    apiText('sandboxFull', language, { users: SANDBOX_LIMITS.users, bytes: SANDBOX_LIMITS.nameBytes }),
  );

type NameCheck = { name: string | undefined } | { error: ApiResponse<never> };

/**
 * The body's name, checked. POST and PUT need one, PATCH may leave it out; only `name` is allowed.
 * `allowBlank` is PUT's planted bug.
 */
function readName(
  body: unknown,
  { required, allowBlank }: { required: boolean; allowBlank: boolean },
  language: Language,
): NameCheck {
  const read = readObjectBody(body, ['name'], NAME_EXAMPLE, language);
  if ('error' in read) return read;
  const { name } = read.fields;
  if (name === undefined) {
    return required
      ? { error: errorResponse(400, apiText('fieldRequired', language, { field: 'name' })) }
      : { name };
  }
  if (typeof name !== 'string') return { error: errorResponse(400, apiText('nameNotString', language)) };
  if (name.trim() === '' && !allowBlank) return { error: errorResponse(400, apiText('nameBlank', language)) };
  if (characters(name) > USER_NAME_MAX) {
    return { error: errorResponse(400, apiText('nameTooLong', language, { max: USER_NAME_MAX })) };
  }
  return { name };
}

function createUser(sandbox: Sandbox, body: unknown, language: Language): ApiResponse<UsersFlaw> {
  const checked = readName(body, { required: true, allowBlank: false }, language);
  if ('error' in checked) return checked.error;
  const name = checked.name ?? '';
  const cut = characters(name) > CUT_NAME_AT;
  const user: SandboxUser = {
    id: sandbox.nextId,
    name: cut ? [...name].slice(0, CUT_NAME_AT).join('') : name,
  };
  const users = [...sandbox.users, user];
  if (!fitsLimits(users)) return sandboxFull(language);
  sandbox.users = users;
  sandbox.nextId += 1;
  return {
    status: 201,
    body: user,
    headers: { Location: `/${TESTER_API_PATH}/users/${user.id}` },
    ...(cut && { flaw: 'nameCut' as const }),
  };
}

function changeUser(
  sandbox: Sandbox,
  user: SandboxUser,
  request: ApiRequest,
  language: Language,
): ApiResponse<UsersFlaw> {
  const replace = request.method === 'PUT';
  const checked = readName(request.body, { required: replace, allowBlank: replace }, language);
  if ('error' in checked) return checked.error;
  const blank = checked.name !== undefined && checked.name.trim() === '';
  // PATCH without a name should leave the user as it is; the planted bug clears the name.
  const changed: SandboxUser = { ...user, name: checked.name ?? '' };
  const users = sandbox.users.map((each) => (each.id === user.id ? changed : each));
  if (!fitsLimits(users)) return sandboxFull(language);
  sandbox.users = users;
  const flaw: UsersFlaw | undefined =
    checked.name === undefined ? 'nameCleared' : replace && blank ? 'blankNameAccepted' : undefined;
  return { status: 200, body: changed, ...(flaw && { flaw }) };
}

function itemRequest(
  sandbox: Sandbox,
  request: ApiRequest,
  idText: string,
  language: Language,
): ApiResponse<UsersFlaw> {
  // The planted bug: parseInt reads the leading digits and ignores the rest.
  const id = Number.parseInt(idText, 10);
  if (!Number.isSafeInteger(id) || id < 1) return errorResponse(400, apiText('invalidId', language));
  const lenient: Pick<ApiResponse<UsersFlaw>, 'flaw'> = /^\d+$/.test(idText) ? {} : { flaw: 'lenientId' };
  const user = sandbox.users.find((each) => each.id === id);
  if (!user) {
    const missing: UsersResponse = {
      ...errorResponse(404, apiText('userNotFound', language, { id })),
      missingId: missingIdState(sandbox, id),
    };
    return missing;
  }
  switch (request.method) {
    case 'GET':
      return { status: 200, body: user, ...lenient };
    case 'DELETE':
      sandbox.users = sandbox.users.filter((each) => each.id !== id);
      return { status: 204, ...lenient };
    default: {
      const response = changeUser(sandbox, user, request, language);
      return response.status < 300 && !response.flaw ? { ...response, ...lenient } : response;
    }
  }
}

/**
 * The User API (SPEC §5): users 1 to 10 exist; `/users` lists and creates, `/users/{id}` reads, replaces,
 * changes and deletes; the body only has `name`. Works on the tester's sandbox, which it changes in place.
 */
export function usersApi(sandbox: Sandbox, request: ApiRequest, language: Language): ApiResponse<UsersFlaw> {
  const route = usersRouteOf(request.path);
  if (route.kind === 'unknown') {
    return errorResponse(404, apiText('endpointNotFound', language, { path: request.path }));
  }
  const allowed: readonly string[] = ALLOWED_METHODS[route.kind];
  if (!allowed.includes(request.method)) return methodNotAllowed(request, allowed, language);
  if (route.kind === 'item') return itemRequest(sandbox, request, route.idText, language);
  if (request.method === 'GET') return { status: 200, body: [...sandbox.users].sort((a, b) => a.id - b.id) };
  return createUser(sandbox, request.body, language);
}
