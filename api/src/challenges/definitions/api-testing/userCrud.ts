import type { ApiDefinition, ExchangeFinding } from '../../engine/definition';
import { isPlainObject, type Exchange } from '../../../tester-apis/exchange';
import { HTTP_METHODS } from '../../../tester-apis/http-methods';
import { USER_NAME_MAX, usersApi, usersRouteOf, type UsersFlaw } from '../../../tester-apis/users/users-api';
import { TESTER_API_PATH } from '@qa/shared/catalogue';

/** What the predicates read from an exchange. */
const seen = ({ request, response }: Exchange) => {
  const route = usersRouteOf(request.path);
  const { body } = request;
  const name = isPlainObject(body) ? body.name : undefined;
  return {
    method: request.method,
    route,
    idText: route.kind === 'item' ? route.idText : undefined,
    status: response.status,
    flaw: response.flaw as UsersFlaw | undefined,
    body,
    name,
  };
};

const answered =
  (method: string, kind: 'collection' | 'item', status: number) =>
  (exchange: Exchange): boolean => {
    const view = seen(exchange);
    return view.method === method && view.route.kind === kind && view.status === status;
  };

const refused = (test: (view: ReturnType<typeof seen>) => boolean) => (exchange: Exchange) => {
  const view = seen(exchange);
  return view.status === 400 && test(view);
};

const flawed =
  (flaw: UsersFlaw) =>
  (exchange: Exchange): boolean =>
    seen(exchange).flaw === flaw;

const WHOLE_NUMBER = /^-?\d+$/;

/** The form's endpoint as a path of the API: a pasted full URL or a missing slash still means /users. */
export const endpointPath = (endpoint: string): string => {
  let path =
    endpoint
      .trim()
      .replace(/^[a-z]+:\/\/[^/]+/i, '')
      .split(/[?#]/)[0] ?? '';
  const base = `/${TESTER_API_PATH}`;
  if (path.startsWith(base)) path = path.slice(base.length);
  return path.startsWith('/') ? path : `/${path}`;
};

const LONG_NAME = 'A'.repeat(USER_NAME_MAX + 1);

const cases: ExchangeFinding[] = [
  {
    technique: 'equivalencePartitioning',
    text: {
      en: 'GET /users lists every user (200 OK)',
      ua: 'GET /users повертає список усіх користувачів (200 OK)',
      ru: 'GET /users возвращает список всех пользователей (200 OK)',
      pl: 'GET /users zwraca listę wszystkich użytkowników (200 OK)',
    },
    matches: answered('GET', 'collection', 200),
    examples: [{ first: 'GET', second: '/users' }],
  },
  {
    technique: 'equivalencePartitioning',
    text: {
      en: 'GET /users/{id} reads an existing user (200 OK)',
      ua: 'GET /users/{id} повертає наявного користувача (200 OK)',
      ru: 'GET /users/{id} возвращает существующего пользователя (200 OK)',
      pl: 'GET /users/{id} zwraca istniejącego użytkownika (200 OK)',
    },
    matches: answered('GET', 'item', 200),
    examples: [{ first: 'GET', second: '/users/3' }],
  },
  {
    technique: 'equivalencePartitioning',
    text: {
      en: 'an id no user has answers 404 Not Found',
      ua: 'ідентифікатор, якого немає в жодного користувача, дає 404 Not Found',
      ru: 'идентификатор, которого нет ни у одного пользователя, даёт 404 Not Found',
      pl: 'identyfikator, którego nie ma żaden użytkownik, daje 404 Not Found',
    },
    matches: (exchange) => {
      const view = seen(exchange);
      return view.route.kind === 'item' && view.status === 404;
    },
    examples: [{ first: 'GET', second: '/users/11' }],
  },
  {
    technique: 'errorGuessing',
    text: {
      en: 'an id that is not a number answers 400 Bad Request',
      ua: 'ідентифікатор, що не є числом, дає 400 Bad Request',
      ru: 'идентификатор, который не является числом, даёт 400 Bad Request',
      pl: 'identyfikator, który nie jest liczbą, daje 400 Bad Request',
    },
    matches: refused(({ idText }) => idText !== undefined && !WHOLE_NUMBER.test(idText)),
    examples: [{ first: 'GET', second: '/users/abc' }],
  },
  {
    technique: 'boundaryValues',
    text: {
      en: 'id 0 or below, under the first user, answers 400 Bad Request',
      ua: 'ідентифікатор 0 або менший, нижче за першого користувача, дає 400 Bad Request',
      ru: 'идентификатор 0 или меньше, ниже первого пользователя, даёт 400 Bad Request',
      pl: 'identyfikator 0 lub mniejszy, poniżej pierwszego użytkownika, daje 400 Bad Request',
    },
    matches: refused(
      ({ idText }) => idText !== undefined && WHOLE_NUMBER.test(idText) && Number(idText) <= 0,
    ),
    examples: [{ first: 'GET', second: '/users/0' }],
  },
  {
    technique: 'stateTransition',
    text: {
      en: 'POST /users creates a user (201 Created)',
      ua: 'POST /users створює користувача (201 Created)',
      ru: 'POST /users создаёт пользователя (201 Created)',
      pl: 'POST /users tworzy użytkownika (201 Created)',
    },
    matches: answered('POST', 'collection', 201),
    examples: [{ first: 'POST', second: '/users', third: '{"name": "Alex"}' }],
  },
  {
    technique: 'equivalencePartitioning',
    text: {
      en: 'a body without a name is refused (400 Bad Request)',
      ua: 'тіло без імені відхиляється (400 Bad Request)',
      ru: 'тело без имени отклоняется (400 Bad Request)',
      pl: 'treść bez imienia jest odrzucana (400 Bad Request)',
    },
    matches: refused(({ body }) => isPlainObject(body) && Object.keys(body).length === 0),
    examples: [{ first: 'POST', second: '/users', third: '{}' }],
  },
  {
    technique: 'errorGuessing',
    text: {
      en: 'a name that is not a string is refused (400 Bad Request)',
      ua: 'ім’я, що не є рядком, відхиляється (400 Bad Request)',
      ru: 'имя, которое не является строкой, отклоняется (400 Bad Request)',
      pl: 'imię, które nie jest ciągiem znaków, jest odrzucane (400 Bad Request)',
    },
    matches: refused(({ name }) => name !== undefined && typeof name !== 'string'),
    examples: [{ first: 'POST', second: '/users', third: '{"name": 42}' }],
  },
  {
    technique: 'equivalencePartitioning',
    text: {
      en: 'a field other than name is refused (400 Bad Request)',
      ua: 'будь-яке поле, крім name, відхиляється (400 Bad Request)',
      ru: 'любое поле, кроме name, отклоняется (400 Bad Request)',
      pl: 'pole inne niż name jest odrzucane (400 Bad Request)',
    },
    matches: refused(
      ({ body }) => isPlainObject(body) && Object.keys(body).some((field) => field !== 'name'),
    ),
    examples: [{ first: 'POST', second: '/users', third: '{"name": "Alex", "role": "admin"}' }],
  },
  {
    technique: 'boundaryValues',
    text: {
      en: `a name longer than ${USER_NAME_MAX} characters is refused (400 Bad Request)`,
      ua: `ім’я, довше за ${USER_NAME_MAX} символів, відхиляється (400 Bad Request)`,
      ru: `имя длиннее ${USER_NAME_MAX} символов отклоняется (400 Bad Request)`,
      pl: `imię dłuższe niż ${USER_NAME_MAX} znaków jest odrzucane (400 Bad Request)`,
    },
    matches: refused(({ name }) => typeof name === 'string' && [...name].length > USER_NAME_MAX),
    examples: [{ first: 'POST', second: '/users', third: JSON.stringify({ name: LONG_NAME }) }],
  },
  {
    technique: 'errorGuessing',
    text: {
      en: 'a blank name is refused when a user is created (400 Bad Request)',
      ua: 'порожнє ім’я відхиляється під час створення користувача (400 Bad Request)',
      ru: 'пустое имя отклоняется при создании пользователя (400 Bad Request)',
      pl: 'puste imię jest odrzucane przy tworzeniu użytkownika (400 Bad Request)',
    },
    matches: refused(
      ({ method, name }) => method === 'POST' && typeof name === 'string' && name.trim() === '',
    ),
    examples: [{ first: 'POST', second: '/users', third: '{"name": "   "}' }],
  },
  {
    technique: 'stateTransition',
    text: {
      en: 'PUT /users/{id} replaces a user (200 OK)',
      ua: 'PUT /users/{id} замінює користувача (200 OK)',
      ru: 'PUT /users/{id} заменяет пользователя (200 OK)',
      pl: 'PUT /users/{id} zastępuje użytkownika (200 OK)',
    },
    matches: answered('PUT', 'item', 200),
    examples: [{ first: 'PUT', second: '/users/3', third: '{"name": "Kate"}' }],
  },
  {
    technique: 'stateTransition',
    text: {
      en: 'PATCH /users/{id} changes a user’s name (200 OK)',
      ua: 'PATCH /users/{id} змінює ім’я користувача (200 OK)',
      ru: 'PATCH /users/{id} меняет имя пользователя (200 OK)',
      pl: 'PATCH /users/{id} zmienia imię użytkownika (200 OK)',
    },
    matches: (exchange) =>
      answered('PATCH', 'item', 200)(exchange) && typeof seen(exchange).name === 'string',
    examples: [{ first: 'PATCH', second: '/users/3', third: '{"name": "Kate"}' }],
  },
  {
    technique: 'stateTransition',
    text: {
      en: 'DELETE /users/{id} removes a user (204 No Content)',
      ua: 'DELETE /users/{id} видаляє користувача (204 No Content)',
      ru: 'DELETE /users/{id} удаляет пользователя (204 No Content)',
      pl: 'DELETE /users/{id} usuwa użytkownika (204 No Content)',
    },
    matches: answered('DELETE', 'item', 204),
    examples: [{ first: 'DELETE', second: '/users/10' }],
  },
  {
    technique: 'errorGuessing',
    text: {
      en: 'a method the endpoint does not allow answers 405 Method Not Allowed',
      ua: 'метод, якого ендпоінт не дозволяє, дає 405 Method Not Allowed',
      ru: 'метод, который эндпоинт не разрешает, даёт 405 Method Not Allowed',
      pl: 'metoda, której endpoint nie dopuszcza, daje 405 Method Not Allowed',
    },
    matches: (exchange) => seen(exchange).status === 405,
    examples: [{ first: 'DELETE', second: '/users' }],
  },
];

const bugs: ExchangeFinding[] = [
  {
    technique: 'equivalencePartitioning',
    text: {
      en: 'PUT accepts a blank name that POST refuses',
      ua: 'PUT приймає порожнє ім’я, яке POST відхиляє',
      ru: 'PUT принимает пустое имя, которое POST отклоняет',
      pl: 'PUT przyjmuje puste imię, które POST odrzuca',
    },
    matches: flawed('blankNameAccepted'),
    examples: [{ first: 'PUT', second: '/users/4', third: '{"name": "  "}' }],
  },
  {
    technique: 'errorGuessing',
    text: {
      en: 'PATCH without a name wipes the user’s name',
      ua: 'PATCH без імені стирає ім’я користувача',
      ru: 'PATCH без имени стирает имя пользователя',
      pl: 'PATCH bez imienia kasuje imię użytkownika',
    },
    matches: flawed('nameCleared'),
    examples: [{ first: 'PATCH', second: '/users/5', third: '{}' }],
  },
  {
    technique: 'boundaryValues',
    text: {
      en: `a new name over 30 characters is cut to 30, though up to ${USER_NAME_MAX} are allowed`,
      ua: `нове ім’я, довше за 30 символів, обрізається до 30, хоча дозволено до ${USER_NAME_MAX}`,
      ru: `новое имя длиннее 30 символов обрезается до 30, хотя разрешено до ${USER_NAME_MAX}`,
      pl: `nowe imię dłuższe niż 30 znaków jest obcinane do 30, choć dozwolone jest do ${USER_NAME_MAX}`,
    },
    matches: flawed('nameCut'),
    examples: [
      { first: 'POST', second: '/users', third: '{"name": "Maximilian Alexander Montgomery-Smith"}' },
    ],
  },
  {
    technique: 'errorGuessing',
    text: {
      en: 'an id with letters after the digits (/users/3abc) finds user 3',
      ua: 'ідентифікатор із літерами після цифр (/users/3abc) знаходить користувача 3',
      ru: 'идентификатор с буквами после цифр (/users/3abc) находит пользователя 3',
      pl: 'identyfikator z literami po cyfrach (/users/3abc) znajduje użytkownika 3',
    },
    matches: flawed('lenientId'),
    examples: [{ first: 'GET', second: '/users/3abc' }],
  },
];

/**
 * User CRUD (SPEC §5 "User API"): the form sends an HTTP method, an endpoint and a JSON body to the real User API
 * in the tester's sandbox. Fifteen cases walk its classes of request and answer; four planted bugs hide in PUT,
 * PATCH, POST and the reading of ids.
 */
export const userCrud: ApiDefinition = {
  mode: 'api',
  fields: ['first', 'second', 'third'],
  dropdowns: { first: HTTP_METHODS },
  request: ({ first, second, third }) => ({ method: first, path: endpointPath(second), bodyText: third }),
  api: usersApi,
  cases,
  bugs,
};
