// Over 300 lines because it is one whole build of the User API with its fault switches, the outcomes in four
// languages and the variants: read together when a rule of the API changes.
import { TESTER_API_PATH, type Language } from '@qa/shared/catalogue';
import type { FieldValues } from '../../engine/definition';
import { exchangeOf } from '../../engine/api';
import { firstMatch } from '../../engine/findings';
import { rules } from './rules';
import {
  fitsLimits,
  freshSandbox,
  SANDBOX_LIMITS,
  type Sandbox,
  type SandboxUser,
} from '../../../sandbox/sandbox';
import { apiText } from '../../../tester-apis/api-texts';
import {
  describeExchange,
  errorResponse,
  methodNotAllowed,
  readObjectBody,
  type ApiRequest,
  type ApiResponse,
  type Exchange,
} from '../../../tester-apis/exchange';
import {
  ALLOWED_METHODS,
  USER_NAME_MAX,
  usersRouteOf,
  type UsersResponse,
} from '../../../tester-apis/users/users-api';
import { type Build, type TestDesign } from '../../../test-design/test-design';
import { techniquesOf } from '../../../test-design/expert-classes';
import { faultList, interviewOnly, switchOn } from '../../../test-design/faults';

export type UserCrudOutcome =
  | 'created'
  | 'listed'
  | 'found'
  | 'updated'
  | 'deleted'
  | 'validationError'
  | 'notFound'
  | 'methodNotAllowed'
  | 'conflict';

/** The faults a User API build may have; each variant switches one on, the reference none. */
interface Faults {
  /** The longest name the build takes, where not the description's; build 2 raises it. */
  nameMax?: number;
  /** The id is read with parseInt, so /users/3abc is user 3 (the challenge's planted bug). */
  lenientId?: boolean;
  /** Id 0 passes the id check (< 0 instead of < 1), so it answers 404 instead of 400. */
  zeroIdAccepted?: boolean;
  /** A missing user answers 400 instead of 404. */
  missingAsBadRequest?: boolean;
  /** PUT on an id nobody has creates the user there instead of answering 404. */
  putCreatesMissing?: boolean;
  /** PUT skips the blank-name check POST makes (the challenge's planted bug). */
  putAcceptsBlank?: boolean;
  /** The name limit checked with >= instead of >: a name of exactly the limit is refused. */
  limitRefused?: boolean;
  /** The name limit checked one character too late: one character over it is accepted. */
  overLimitAccepted?: boolean;
  /** POST without a name creates a nameless user. */
  nameNotRequired?: boolean;
  /** Fields other than name are ignored instead of refused. */
  unknownFieldsIgnored?: boolean;
  /** POST answers 200 instead of 201. */
  createdAsOk?: boolean;
  /** DELETE answers 200 with the removed user instead of 204 without a body. */
  deleteAnswersUser?: boolean;
  /** DELETE answers 204 but the user stays. */
  deleteKeepsUser?: boolean;
  /** A method the endpoint does not allow answers 404 instead of 405. */
  wrongMethodAsNotFound?: boolean;
  /** Interview only: the blank check is off by one (trimmed length <= 1), so a one-letter name is refused as blank. */
  shortNameRefused?: boolean;
  /** Interview only: the name's type is never checked, so 42, true or null is saved as the text "42", "true", "null". */
  nameTypeUnchecked?: boolean;
  /** Interview only: PATCH validates its body as PUT does, so a PATCH that leaves the name out is refused. */
  patchRequiresName?: boolean;
  /** Interview only: DELETE of an id nobody has answers 204 instead of 404. */
  deleteMissingSucceeds?: boolean;
}

/** The language the table's outcomes are worked out in: an outcome is the status, whatever the body says. */
const LANGUAGE: Language = 'en';
const NAME_EXAMPLE = '{"name": "Alex"}';
const characters = (text: string): number => [...text].length;

const sandboxFull = (language: Language) =>
  errorResponse(
    409,
    apiText('sandboxFull', language, { users: SANDBOX_LIMITS.users, bytes: SANDBOX_LIMITS.nameBytes }),
  );

/** The body's name, checked as the requirements say: POST and PUT need one, PATCH may leave it out. */
function readName(
  body: unknown,
  { required, allowBlank }: { required: boolean; allowBlank: boolean },
  faults: Faults,
  language: Language,
): { name: string | undefined } | { error: ApiResponse } {
  const read = faults.unknownFieldsIgnored
    ? readObjectBody(body, Object.keys(body ?? {}), NAME_EXAMPLE, language)
    : readObjectBody(body, ['name'], NAME_EXAMPLE, language);
  if ('error' in read) return read;
  const { name: sent } = read.fields;
  if (sent === undefined) {
    return required && !faults.nameNotRequired
      ? { error: errorResponse(400, apiText('fieldRequired', language, { field: 'name' })) }
      : { name: sent };
  }
  if (typeof sent !== 'string' && !faults.nameTypeUnchecked) {
    return { error: errorResponse(400, apiText('nameNotString', language)) };
  }
  const name = String(sent);
  if (characters(name.trim()) <= (faults.shortNameRefused ? 1 : 0) && !allowBlank) {
    return { error: errorResponse(400, apiText('nameBlank', language)) };
  }
  const max = faults.nameMax ?? USER_NAME_MAX;
  const limit = max - (faults.limitRefused ? 1 : 0) + (faults.overLimitAccepted ? 1 : 0);
  if (characters(name) > limit) {
    return { error: errorResponse(400, apiText('nameTooLong', language, { max })) };
  }
  return { name };
}

/** Adds a user with the next id, or answers 409 when the sandbox would overflow. */
function addUser(sandbox: Sandbox, user: SandboxUser, status: number, language: Language): ApiResponse {
  const users = [...sandbox.users, user];
  if (!fitsLimits(users)) return sandboxFull(language);
  sandbox.users = users;
  sandbox.nextId = Math.max(sandbox.nextId, user.id + 1);
  return { status, body: user, headers: { Location: `/${TESTER_API_PATH}/users/${user.id}` } };
}

function changeUser(
  sandbox: Sandbox,
  user: SandboxUser,
  request: ApiRequest,
  faults: Faults,
  language: Language,
): ApiResponse {
  const replace = request.method === 'PUT';
  const checked = readName(
    request.body,
    {
      required: replace || Boolean(faults.patchRequiresName),
      allowBlank: replace && Boolean(faults.putAcceptsBlank),
    },
    faults,
    language,
  );
  if ('error' in checked) return checked.error;
  const changed: SandboxUser = { ...user, name: checked.name ?? user.name };
  const users = sandbox.users.map((each) => (each.id === user.id ? changed : each));
  if (!fitsLimits(users)) return sandboxFull(language);
  sandbox.users = users;
  return { status: 200, body: changed };
}

function itemRequest(
  sandbox: Sandbox,
  request: ApiRequest,
  idText: string,
  faults: Faults,
  language: Language,
): ApiResponse {
  const id = faults.lenientId ? Number.parseInt(idText, 10) : /^\d+$/.test(idText) ? Number(idText) : NaN;
  if (!Number.isSafeInteger(id) || id < (faults.zeroIdAccepted ? 0 : 1)) {
    return errorResponse(400, apiText('invalidId', language));
  }
  const user = sandbox.users.find((each) => each.id === id);
  if (!user) {
    if (faults.putCreatesMissing && request.method === 'PUT') {
      const checked = readName(request.body, { required: true, allowBlank: false }, faults, language);
      return 'error' in checked
        ? checked.error
        : addUser(sandbox, { id, name: checked.name ?? '' }, 200, language);
    }
    // The fault's DELETE removes whatever has the id and answers 204 without asking whether anyone had it.
    if (faults.deleteMissingSucceeds && request.method === 'DELETE') return { status: 204 };
    const missing: UsersResponse = {
      ...errorResponse(faults.missingAsBadRequest ? 400 : 404, apiText('userNotFound', language, { id })),
      // The challenge's cases tell a user deleted here from an id never given out by this.
      missingId: id < sandbox.nextId ? 'deleted' : id === sandbox.nextId ? 'next' : 'unused',
    };
    return missing;
  }
  switch (request.method) {
    case 'GET':
      return { status: 200, body: user };
    case 'DELETE':
      if (!faults.deleteKeepsUser) sandbox.users = sandbox.users.filter((each) => each.id !== id);
      return faults.deleteAnswersUser ? { status: 200, body: user } : { status: 204 };
    default:
      return changeUser(sandbox, user, request, faults, language);
  }
}

/** The User API as its description says, with `faults` switched on, answering in `language`. */
function usersApiWith(
  faults: Faults,
  sandbox: Sandbox,
  request: ApiRequest,
  language: Language,
): ApiResponse {
  const route = usersRouteOf(request.path);
  if (route.kind === 'unknown') {
    return errorResponse(404, apiText('endpointNotFound', language, { path: request.path }));
  }
  const allowed: readonly string[] = ALLOWED_METHODS[route.kind];
  if (!allowed.includes(request.method)) {
    return faults.wrongMethodAsNotFound
      ? errorResponse(404, apiText('endpointNotFound', language, { path: request.path }))
      : methodNotAllowed(request, allowed, language);
  }
  if (route.kind === 'item') return itemRequest(sandbox, request, route.idText, faults, language);
  if (request.method === 'GET') return { status: 200, body: [...sandbox.users].sort((a, b) => a.id - b.id) };
  const checked = readName(request.body, { required: true, allowBlank: false }, faults, language);
  if ('error' in checked) return checked.error;
  const status = faults.createdAsOk ? 200 : 201;
  return addUser(sandbox, { id: sandbox.nextId, name: checked.name ?? '' }, status, language);
}

/**
 * The rows' exchanges with one build, in order, in a sandbox of its own that starts as a tester's does (users 1
 * to 10, as the description says): a table creates, reads, changes and deletes, so each row sees what earlier
 * rows did. The shared sandboxes are never touched.
 */
const exchangesOf = (
  faults: Faults,
  rows: readonly FieldValues[],
  language: Language = LANGUAGE,
): Exchange[] => {
  const sandbox = freshSandbox();
  const definition = {
    ...rules,
    api: (store: Sandbox, request: ApiRequest, asked: Language) =>
      usersApiWith(faults, store, request, asked),
  };
  return rows.map((values) => exchangeOf(definition, sandbox, values, language));
};

/** Answers by status; a 200 names what it holds (a list, the user read, the user changed). */
const STATUS_OUTCOMES: Readonly<Record<number, UserCrudOutcome>> = {
  201: 'created',
  204: 'deleted',
  400: 'validationError',
  404: 'notFound',
  405: 'methodNotAllowed',
  409: 'conflict',
};

const outcomeOf = ({ request, response }: Exchange): UserCrudOutcome => {
  if (response.status === 200) {
    if (Array.isArray(response.body)) return 'listed';
    return request.method === 'PUT' || request.method === 'PATCH' ? 'updated' : 'found';
  }
  const outcome = STATUS_OUTCOMES[response.status];
  if (!outcome) throw new Error(`A User API build answered ${response.status}, which no outcome names`);
  return outcome;
};

/**
 * A build shows each answer as the challenge's page does (the request and status line, the headers, the body); a
 * report's actual result states its status code, as the practice challenge's reports do.
 */
const build = (faults: Faults): Build<UserCrudOutcome> => ({
  outcomesOf: (rows) => exchangesOf(faults, rows).map(outcomeOf),
  shows: (rows, language) => exchangesOf(faults, rows, language).map(describeExchange),
  evidence: (rows) => exchangesOf(faults, rows).map(({ response }) => [String(response.status)]),
});

/** Build 2 raises the name's limit: its release note names the new one. */
const BUILD2_NAME_MAX = 100;

/**
 * The expert design's class of each row: the planted bug the challenge's app shows on it, else the case the
 * reference's answer lands on. The app runs in a sandbox of its own too, so its bugs stay reachable classes
 * though the reference has none of them.
 */
const classesOf: TestDesign['classesOf'] = (rows) => {
  const reference = exchangesOf({}, rows);
  const app = freshSandbox();
  return rows.map((values, index) => {
    const bug = firstMatch(rules.bugs, [exchangeOf(rules, app, values, LANGUAGE)]);
    if (bug) return { kind: 'bug', number: bug[0] };
    const exchange = reference[index];
    const found = exchange && firstMatch(rules.cases, [exchange]);
    return found ? { kind: 'case', number: found[0] } : undefined;
  });
};

/**
 * Faults an interview may not draw together, because one changes the answer the other gives on every request that
 * shows it. A missing user answered 400 turns id 0's 404 back into the 400 it should be, and answers wrong, alone,
 * the very request that shows PUT creating a missing user and DELETE keeping or "deleting" one; DELETE answering
 * 200 is seen on the very DELETE whose kept user the other fault shows; the two off-by-ones of the name's limit
 * cancel out; and a build that needs a name nowhere hides a PATCH that needs one.
 */
const EXCLUSIVE: readonly (readonly string[])[] = [
  ['missingAsBadRequest', 'zeroIdAccepted'],
  ['missingAsBadRequest', 'putCreatesMissing'],
  ['missingAsBadRequest', 'deleteKeepsUser'],
  ['missingAsBadRequest', 'deleteMissingSucceeds'],
  ['deleteAnswersUser', 'deleteKeepsUser'],
  ['limitRefused', 'overLimitAccepted'],
  ['nameNotRequired', 'patchRequiresName'],
];

/**
 * User CRUD: the User API as its description says, and builds that each get one rule of a CRUD API wrong. Build 2
 * takes longer names and ships an id check that lets id 0 through to a 404.
 */
export const design: TestDesign<UserCrudOutcome> = {
  fields: rules.fields,
  outcomes: {
    created: {
      en: '201 Created with the new user',
      ua: '201 Created з новим користувачем',
      ru: '201 Created с новым пользователем',
      pl: '201 Created z nowym użytkownikiem',
    },
    listed: {
      en: '200 OK with the list of users',
      ua: '200 OK зі списком користувачів',
      ru: '200 OK со списком пользователей',
      pl: '200 OK z listą użytkowników',
    },
    found: {
      en: '200 OK with one user',
      ua: '200 OK з одним користувачем',
      ru: '200 OK с одним пользователем',
      pl: '200 OK z jednym użytkownikiem',
    },
    updated: {
      en: '200 OK with the changed user',
      ua: '200 OK зі зміненим користувачем',
      ru: '200 OK с изменённым пользователем',
      pl: '200 OK ze zmienionym użytkownikiem',
    },
    deleted: {
      en: '204 No Content, empty body',
      ua: '204 No Content, тіло відповіді порожнє',
      ru: '204 No Content, тело ответа пустое',
      pl: '204 No Content, pusta treść odpowiedzi',
    },
    validationError: {
      en: '400 Bad Request with an error message',
      ua: '400 Bad Request з повідомленням про помилку',
      ru: '400 Bad Request с сообщением об ошибке',
      pl: '400 Bad Request z komunikatem o błędzie',
    },
    notFound: {
      en: '404 Not Found with an error message',
      ua: '404 Not Found з повідомленням про помилку',
      ru: '404 Not Found с сообщением об ошибке',
      pl: '404 Not Found z komunikatem o błędzie',
    },
    methodNotAllowed: {
      en: '405 Method Not Allowed with the allowed methods',
      ua: '405 Method Not Allowed з переліком дозволених методів',
      ru: '405 Method Not Allowed со списком разрешённых методов',
      pl: '405 Method Not Allowed z listą dozwolonych metod',
    },
    conflict: {
      en: '409 Conflict: the sandbox is full',
      ua: '409 Conflict: пісочниця заповнена',
      ru: '409 Conflict: песочница заполнена',
      pl: '409 Conflict: piaskownica jest pełna',
    },
  },
  reference: build({}),
  // A table runs in order on one sandbox: any request but a read may change what later rows see.
  writes: (rows) => rows.map((values) => rules.request(values).method !== 'GET'),
  faults: faultList<Faults, UserCrudOutcome>(
    (faults) => build(faults),
    [
      switchOn('lenientId', 'errorGuessing', 'second'),
      switchOn('zeroIdAccepted', 'boundaryValues', 'second'),
      switchOn('missingAsBadRequest', 'equivalencePartitioning', 'second'),
      switchOn('putCreatesMissing', 'stateTransition', 'second'),
      switchOn('putAcceptsBlank', 'equivalencePartitioning', 'third'),
      switchOn('limitRefused', 'boundaryValues', 'third'),
      switchOn('overLimitAccepted', 'boundaryValues', 'third'),
      switchOn('nameNotRequired', 'equivalencePartitioning', 'third'),
      switchOn('unknownFieldsIgnored', 'equivalencePartitioning', 'third'),
      switchOn('createdAsOk', 'errorGuessing', 'first'),
      switchOn('deleteAnswersUser', 'errorGuessing', 'first'),
      switchOn('deleteKeepsUser', 'stateTransition'),
      switchOn('wrongMethodAsNotFound', 'errorGuessing', 'first'),
      interviewOnly(switchOn('shortNameRefused', 'boundaryValues', 'third')),
      interviewOnly(switchOn('nameTypeUnchecked', 'equivalencePartitioning', 'third')),
      interviewOnly(switchOn('patchRequiresName', 'decisionTable', 'third')),
      interviewOnly(switchOn('deleteMissingSucceeds', 'stateTransition', 'second')),
    ],
    EXCLUSIVE,
  ),
  classesOf,
  classLabels: techniquesOf(rules),
  build2: {
    releaseNote: {
      en: `Build 2: a user’s name may now be up to ${BUILD2_NAME_MAX} characters long instead of ${USER_NAME_MAX}, in POST, PUT and PATCH alike. A longer name is still refused with 400 Bad Request.`,
      ua: `Збірка 2: ім’я користувача тепер може містити до ${BUILD2_NAME_MAX} символів замість ${USER_NAME_MAX} — однаково в POST, PUT і PATCH. Довше ім’я, як і раніше, відхиляється з 400 Bad Request.`,
      ru: `Сборка 2: имя пользователя теперь может содержать до ${BUILD2_NAME_MAX} символов вместо ${USER_NAME_MAX} — одинаково в POST, PUT и PATCH. Более длинное имя по-прежнему отклоняется с 400 Bad Request.`,
      pl: `Build 2: nazwa użytkownika może mieć teraz do ${BUILD2_NAME_MAX} znaków zamiast ${USER_NAME_MAX}, tak samo w POST, PUT i PATCH. Dłuższa nazwa jest nadal odrzucana z 400 Bad Request.`,
    },
    reference: build({ nameMax: BUILD2_NAME_MAX }),
    shipped: build({ nameMax: BUILD2_NAME_MAX, zeroIdAccepted: true }),
  },
};
