// Over 300 lines because it is one challenge's hidden rules whole: how an exchange is read and every case and bug
// of the users API with the requests that reach it, read together when a rule changes.
import type { ApiDefinition, ExampleInput, ExchangeFinding } from '../../engine/definition';
import { isPlainObject, type Exchange } from '../../../tester-apis/exchange';
import { API_TEXTS } from '../../../tester-apis/api-texts';
import { HTTP_METHODS } from '../../../tester-apis/http-methods';
import {
  USER_NAME_MAX,
  missingIdOf,
  usersApi,
  usersRouteOf,
  type UsersFlaw,
} from '../../../tester-apis/users/users-api';
import { seedUsers } from '../../../sandbox/sandbox';
import { TESTER_API_PATH, type RequestValues } from '@qa/shared/catalogue';

/** The users every sandbox starts with: a read that shows another name shows a change made in this sandbox. */
const STARTING_USERS = seedUsers();
const startingName = (id: number): string | undefined => STARTING_USERS.find((user) => user.id === id)?.name;

/** The API's answer to a body that is not JSON, in whichever language it was asked in. */
const INVALID_JSON: ReadonlySet<unknown> = new Set(Object.values(API_TEXTS.invalidJson));

const WHOLE_NUMBER = /^-?\d+$/;

/** What the predicates read from an exchange. */
const seen = ({ request, response }: Exchange) => {
  const route = usersRouteOf(request.path);
  const { body } = request;
  const idText = route.kind === 'item' ? route.idText : undefined;
  // The id as the API reads it (parseInt): the API checks the id before the body.
  const readId = idText === undefined ? undefined : Number.parseInt(idText, 10);
  const answer = isPlainObject(response.body) ? response.body : undefined;
  const fields = isPlainObject(body) ? Object.keys(body) : undefined;
  const { status } = response;
  return {
    method: request.method,
    route,
    idText,
    status,
    flaw: response.flaw as UsersFlaw | undefined,
    body,
    fields,
    /** A JSON object whose only field is name (or that has none). */
    onlyName: fields !== undefined && fields.every((field) => field === 'name'),
    name: isPlainObject(body) ? body.name : undefined,
    malformed: status === 400 && INVALID_JSON.has(answer?.message),
    /** A 400 for the id itself: not a whole number from 1 up that the API can read. */
    idRefused: readId !== undefined && status === 400 && !(Number.isSafeInteger(readId) && readId >= 1),
    missingId: missingIdOf(response),
    /** The user a 200 on /users/{id} answered with. */
    user:
      route.kind === 'item' && status === 200 && typeof answer?.id === 'number'
        ? { id: answer.id, name: answer.name }
        : undefined,
  };
};

type View = ReturnType<typeof seen>;

const when =
  (test: (view: View) => boolean) =>
  (exchange: Exchange): boolean =>
    test(seen(exchange));

const answered = (method: string, kind: 'collection' | 'item', status: number) =>
  when((view) => view.method === method && view.route.kind === kind && view.status === status);

/** A 400 for the id: it comes before anything the body has. */
const idRefused = (test: (idText: string) => boolean) =>
  when((view) => view.idRefused && test(view.idText ?? ''));

/** A 400 for the body, on an endpoint and id the API accepts. */
const bodyRefused = (test: (view: View) => boolean) =>
  when(
    (view) =>
      view.status === 400 &&
      view.route.kind !== 'unknown' &&
      !view.idRefused &&
      !view.malformed &&
      test(view),
  );

/** A GET /users/{id} that read a user (200). */
const readUser = (test: (user: { id: number; name: unknown }) => boolean) =>
  when((view) => view.method === 'GET' && view.user !== undefined && test(view.user));

const missing = (state: ReturnType<typeof missingIdOf>) =>
  when((view) => view.route.kind === 'item' && view.status === 404 && view.missingId === state);

const nameLength = (name: unknown): number | undefined =>
  typeof name === 'string' && name.trim() !== '' ? [...name].length : undefined;

const flawed =
  (flaw: UsersFlaw) =>
  (exchange: Exchange): boolean =>
    seen(exchange).flaw === flaw;

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

/** A request as the form sends it: method, endpoint, body. */
const send = (first: string, second: string, third?: string): ExampleInput => ({
  first,
  second,
  ...(third !== undefined && { third }),
});

const nameBody = (name: unknown) => JSON.stringify({ name });

/**
 * The POSTs that give out the ids after the starting users' up to `id` in a fresh sandbox, the last with `name`:
 * how a restore recreates a user the tester created.
 */
const createdUpTo = (id: number, name: unknown): RequestValues[] =>
  Array.from({ length: Math.max(0, id - STARTING_USERS.length) }, (_, index) =>
    send('POST', '/users', nameBody(id === STARTING_USERS.length + index + 1 ? name : 'Tester')),
  );

/** The id a request on /users/{id} named, as the API read it. */
const itemId = (exchange: Exchange): number | undefined => {
  const { idText } = seen(exchange);
  const id = idText === undefined ? undefined : Number.parseInt(idText, 10);
  return id !== undefined && Number.isSafeInteger(id) && id >= 1 ? id : undefined;
};
/** A name of `length` characters that is not blank. */
const nameOf = (length: number, letter = 'A') => letter.repeat(length);

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
    examples: [send('GET', '/users'), send('GET', 'users'), send('GET', '/users?page=2')],
  },
  {
    technique: 'equivalencePartitioning',
    text: {
      en: 'GET /users/{id} reads one of the starting users as it was (200 OK)',
      ua: 'GET /users/{id} повертає одного з початкових користувачів без змін (200 OK)',
      ru: 'GET /users/{id} возвращает одного из исходных пользователей без изменений (200 OK)',
      pl: 'GET /users/{id} zwraca jednego z początkowych użytkowników bez zmian (200 OK)',
    },
    matches: readUser((user) => user.name === startingName(user.id)),
    examples: [send('GET', '/users/3'), send('GET', '/users/1'), send('GET', '/users/10')],
  },
  {
    technique: 'equivalencePartitioning',
    text: {
      en: 'an id well beyond the last user’s answers 404 Not Found',
      ua: 'запит з ідентифікатором, значно більшим за ідентифікатор останнього користувача, повертає 404 Not Found',
      ru: 'запрос с идентификатором намного больше, чем у последнего пользователя, возвращает 404 Not Found',
      pl: 'żądanie z identyfikatorem znacznie większym niż identyfikator ostatniego użytkownika zwraca 404 Not Found',
    },
    matches: missing('unused'),
    examples: [
      send('GET', '/users/99'),
      send('DELETE', '/users/500'),
      send('PUT', '/users/1000', '{"name": "Kate"}'),
    ],
  },
  {
    technique: 'errorGuessing',
    text: {
      en: 'an id that is not a number answers 400 Bad Request',
      ua: 'запит з ідентифікатором, що не є числом, повертає 400 Bad Request',
      ru: 'запрос с идентификатором, который не является числом, возвращает 400 Bad Request',
      pl: 'żądanie z identyfikatorem, który nie jest liczbą, zwraca 400 Bad Request',
    },
    matches: idRefused((idText) => !WHOLE_NUMBER.test(idText)),
    examples: [send('GET', '/users/abc'), send('DELETE', '/users/one'), send('GET', '/users/-x')],
  },
  {
    technique: 'boundaryValues',
    text: {
      en: 'id 0, one below the first user’s, answers 400 Bad Request',
      ua: 'запит з ідентифікатором 0, на одиницю меншим за ідентифікатор першого користувача, повертає 400 Bad Request',
      ru: 'запрос с идентификатором 0, на единицу меньше, чем у первого пользователя, возвращает 400 Bad Request',
      pl: 'żądanie z identyfikatorem 0, o jeden mniejszym niż identyfikator pierwszego użytkownika, zwraca 400 Bad Request',
    },
    matches: idRefused((idText) => WHOLE_NUMBER.test(idText) && Number(idText) === 0),
    examples: [
      send('GET', '/users/0'),
      send('DELETE', '/users/0'),
      send('PUT', '/users/00', '{"name": "Kate"}'),
    ],
  },
  {
    technique: 'equivalencePartitioning',
    text: {
      en: 'POST /users creates a user (201 Created)',
      ua: 'POST /users створює користувача (201 Created)',
      ru: 'POST /users создаёт пользователя (201 Created)',
      pl: 'POST /users tworzy użytkownika (201 Created)',
    },
    matches: answered('POST', 'collection', 201),
    examples: [
      send('POST', '/users', '{"name": "Alex"}'),
      send('POST', '/users', '{"name": "Olena Kovalenko"}'),
      send('POST', '/users', '{"name": "A"}'),
    ],
  },
  {
    technique: 'equivalencePartitioning',
    text: {
      en: 'a body without the required name is refused (400 Bad Request)',
      ua: 'тіло без обов’язкового поля name відхиляється (400 Bad Request)',
      ru: 'тело без обязательного поля name отклоняется (400 Bad Request)',
      pl: 'treść bez wymaganego pola name jest odrzucana (400 Bad Request)',
    },
    matches: bodyRefused(({ fields }) => fields?.length === 0),
    examples: [send('POST', '/users', '{}'), send('PUT', '/users/3', '{}')],
  },
  {
    technique: 'equivalencePartitioning',
    text: {
      en: 'a name that is not a string (a number, null, true) is refused (400 Bad Request)',
      ua: 'поле name, що не є рядком (число, null, true), відхиляється (400 Bad Request)',
      ru: 'поле name, которое не является строкой (число, null, true), отклоняется (400 Bad Request)',
      pl: 'pole name, które nie jest ciągiem znaków (liczba, null, true), jest odrzucane (400 Bad Request)',
    },
    matches: bodyRefused(({ onlyName, name }) => onlyName && name !== undefined && typeof name !== 'string'),
    examples: [
      send('POST', '/users', '{"name": 42}'),
      send('POST', '/users', '{"name": null}'),
      send('PATCH', '/users/3', '{"name": true}'),
    ],
  },
  {
    technique: 'equivalencePartitioning',
    text: {
      en: 'a field other than name is refused (400 Bad Request)',
      ua: 'будь-яке поле, крім name, відхиляється (400 Bad Request)',
      ru: 'любое поле, кроме name, отклоняется (400 Bad Request)',
      pl: 'pole inne niż name jest odrzucane (400 Bad Request)',
    },
    matches: bodyRefused(({ fields }) => fields?.some((field) => field !== 'name') ?? false),
    examples: [
      send('POST', '/users', '{"name": "Alex", "role": "admin"}'),
      send('PUT', '/users/3', '{"id": 3, "name": "Kate"}'),
      send('PATCH', '/users/3', '{"email": "kate@example.com"}'),
    ],
  },
  {
    technique: 'boundaryValues',
    text: {
      en: `a name of ${USER_NAME_MAX + 1} characters, one over the limit, is refused (400 Bad Request)`,
      ua: `значення name довжиною ${USER_NAME_MAX + 1} символ, на один більше за ліміт, відхиляється (400 Bad Request)`,
      ru: `значение name длиной ${USER_NAME_MAX + 1} символ, на один больше лимита, отклоняется (400 Bad Request)`,
      pl: `wartość name o długości ${USER_NAME_MAX + 1} znaków, o jeden ponad limit, jest odrzucana (400 Bad Request)`,
    },
    matches: bodyRefused(({ onlyName, name }) => onlyName && nameLength(name) === USER_NAME_MAX + 1),
    examples: [
      send('POST', '/users', nameBody(nameOf(USER_NAME_MAX + 1))),
      send('PUT', '/users/3', nameBody(nameOf(USER_NAME_MAX + 1, 'b'))),
      send('PATCH', '/users/3', nameBody(`${nameOf(USER_NAME_MAX - 4, 'c')} Lee.`)),
    ],
  },
  {
    technique: 'errorGuessing',
    text: {
      en: 'a name of only spaces is refused (400 Bad Request)',
      ua: 'значення name лише з пробілів відхиляється (400 Bad Request)',
      ru: 'значение name только из пробелов отклоняется (400 Bad Request)',
      pl: 'wartość name złożona z samych spacji jest odrzucana (400 Bad Request)',
    },
    matches: bodyRefused(({ name }) => typeof name === 'string' && name !== '' && name.trim() === ''),
    examples: [
      send('POST', '/users', '{"name": "   "}'),
      send('POST', '/users', '{"name": " "}'),
      send('PATCH', '/users/3', '{"name": "\\t "}'),
    ],
  },
  {
    technique: 'equivalencePartitioning',
    text: {
      en: 'PUT /users/{id} replaces a user (200 OK)',
      ua: 'PUT /users/{id} замінює користувача (200 OK)',
      ru: 'PUT /users/{id} заменяет пользователя (200 OK)',
      pl: 'PUT /users/{id} zastępuje użytkownika (200 OK)',
    },
    matches: answered('PUT', 'item', 200),
    examples: [
      send('PUT', '/users/3', '{"name": "Kate"}'),
      send('PUT', '/users/7', '{"name": "Olena Kovalenko"}'),
    ],
  },
  {
    technique: 'equivalencePartitioning',
    text: {
      en: 'PATCH /users/{id} changes a user’s name (200 OK)',
      ua: 'PATCH /users/{id} змінює ім’я користувача (200 OK)',
      ru: 'PATCH /users/{id} меняет имя пользователя (200 OK)',
      pl: 'PATCH /users/{id} zmienia imię użytkownika (200 OK)',
    },
    matches: when(
      (view) =>
        view.method === 'PATCH' &&
        view.route.kind === 'item' &&
        view.status === 200 &&
        typeof view.name === 'string',
    ),
    examples: [
      send('PATCH', '/users/3', '{"name": "Kate"}'),
      send('PATCH', '/users/9', '{"name": "Ivan P."}'),
    ],
  },
  {
    technique: 'equivalencePartitioning',
    text: {
      en: 'DELETE /users/{id} removes a user (204 No Content)',
      ua: 'DELETE /users/{id} видаляє користувача (204 No Content)',
      ru: 'DELETE /users/{id} удаляет пользователя (204 No Content)',
      pl: 'DELETE /users/{id} usuwa użytkownika (204 No Content)',
    },
    matches: answered('DELETE', 'item', 204),
    examples: [send('DELETE', '/users/10'), send('DELETE', '/users/4')],
  },
  {
    technique: 'errorGuessing',
    text: {
      en: 'a request with a method the endpoint does not allow answers 405 Method Not Allowed',
      ua: 'запит методом, який ендпоінт не підтримує, повертає 405 Method Not Allowed',
      ru: 'запрос методом, который эндпоинт не поддерживает, возвращает 405 Method Not Allowed',
      pl: 'żądanie metodą, której endpoint nie obsługuje, zwraca 405 Method Not Allowed',
    },
    matches: when((view) => view.status === 405),
    examples: [
      send('DELETE', '/users'),
      send('PUT', '/users', '{"name": "Kate"}'),
      send('POST', '/users/3', '{"name": "Alex"}'),
    ],
  },
  // Appended after the first fifteen, so the case numbers stored progress refers to stay what they were.
  {
    technique: 'errorGuessing',
    text: {
      en: 'a body that is not valid JSON answers 400 Bad Request',
      ua: 'запит із тілом, що не є коректним JSON, повертає 400 Bad Request',
      ru: 'запрос с телом, которое не является корректным JSON, возвращает 400 Bad Request',
      pl: 'żądanie z treścią, która nie jest poprawnym JSON-em, zwraca 400 Bad Request',
    },
    matches: when((view) => view.malformed),
    examples: [
      send('POST', '/users', '{name:'),
      send('POST', '/users', '{"name": "a",}'),
      send('PUT', '/users/3', "{'name': 'Kate'}"),
    ],
  },
  {
    technique: 'errorGuessing',
    text: {
      en: 'POST, PUT or PATCH without a body answers 400 Bad Request',
      ua: 'POST, PUT або PATCH без тіла повертає 400 Bad Request',
      ru: 'POST, PUT или PATCH без тела возвращает 400 Bad Request',
      pl: 'POST, PUT albo PATCH bez treści zwraca 400 Bad Request',
    },
    matches: bodyRefused(({ body }) => body === undefined),
    examples: [send('POST', '/users'), send('PUT', '/users/3'), send('PATCH', '/users/3')],
  },
  {
    technique: 'errorGuessing',
    text: {
      en: 'a request to an endpoint the API does not have answers 404 Not Found',
      ua: 'запит на ендпоінт, якого немає в API, повертає 404 Not Found',
      ru: 'запрос к эндпоинту, которого нет в API, возвращает 404 Not Found',
      pl: 'żądanie do endpointu, którego API nie ma, zwraca 404 Not Found',
    },
    matches: when((view) => view.route.kind === 'unknown' && view.status === 404),
    examples: [send('GET', '/accounts'), send('GET', '/user'), send('DELETE', '/users/3/orders')],
  },
  {
    technique: 'stateTransition',
    text: {
      en: 'any request on a user deleted in this sandbox answers 404 Not Found',
      ua: 'будь-який запит до користувача, видаленого в цій пісочниці, повертає 404 Not Found',
      ru: 'любой запрос к пользователю, удалённому в этой песочнице, возвращает 404 Not Found',
      pl: 'każde żądanie do użytkownika usuniętego w tej piaskownicy zwraca 404 Not Found',
    },
    matches: missing('deleted'),
    setup: (exchange) => {
      const id = itemId(exchange);
      return id === undefined ? undefined : [...createdUpTo(id, 'Tester'), send('DELETE', `/users/${id}`)];
    },
    examples: [
      { ...send('GET', '/users/5'), before: [send('DELETE', '/users/5')] },
      { ...send('PUT', '/users/2', '{"name": "Kate"}'), before: [send('DELETE', '/users/2')] },
      { ...send('DELETE', '/users/8'), before: [send('DELETE', '/users/8')] },
      {
        ...send('GET', '/users/11'),
        before: [send('POST', '/users', '{"name": "Alex"}'), send('DELETE', '/users/11')],
      },
    ],
  },
  {
    technique: 'stateTransition',
    text: {
      en: 'a user created in this sandbox is read back (GET, 200 OK)',
      ua: 'користувача, створеного в цій пісочниці, можна прочитати (GET, 200 OK)',
      ru: 'пользователя, созданного в этой песочнице, можно прочитать (GET, 200 OK)',
      pl: 'użytkownika utworzonego w tej piaskownicy da się odczytać (GET, 200 OK)',
    },
    matches: readUser((user) => startingName(user.id) === undefined),
    setup: (exchange) => {
      const { user } = seen(exchange);
      return user && createdUpTo(user.id, user.name);
    },
    examples: [
      { ...send('GET', '/users/11'), before: [send('POST', '/users', '{"name": "Alex"}')] },
      {
        ...send('GET', '/users/12'),
        before: [send('POST', '/users', '{"name": "Ana"}'), send('POST', '/users', '{"name": "Bo"}')],
      },
    ],
  },
  {
    technique: 'boundaryValues',
    text: {
      en: 'the id just after the last user’s (11 while nobody was added) answers 404 Not Found',
      ua: 'запит з ідентифікатором, наступним після ідентифікатора останнього користувача (11, поки нікого не додано), повертає 404 Not Found',
      ru: 'запрос с идентификатором, следующим за идентификатором последнего пользователя (11, пока никого не добавили), возвращает 404 Not Found',
      pl: 'żądanie z identyfikatorem następnym po identyfikatorze ostatniego użytkownika (11, dopóki nikogo nie dodano) zwraca 404 Not Found',
    },
    matches: missing('next'),
    examples: [
      send('GET', '/users/11'),
      send('DELETE', '/users/11'),
      send('PATCH', '/users/11', '{"name": "Kate"}'),
    ],
  },
  {
    technique: 'equivalencePartitioning',
    text: {
      en: 'a negative id answers 400 Bad Request',
      ua: 'запит з від’ємним ідентифікатором повертає 400 Bad Request',
      ru: 'запрос с отрицательным идентификатором возвращает 400 Bad Request',
      pl: 'żądanie z ujemnym identyfikatorem zwraca 400 Bad Request',
    },
    matches: idRefused((idText) => WHOLE_NUMBER.test(idText) && Number(idText) < 0),
    examples: [send('GET', '/users/-1'), send('DELETE', '/users/-25'), send('GET', '/users/-10')],
  },
  {
    technique: 'errorGuessing',
    text: {
      en: 'a huge id, past the largest whole number the API reads, answers 400 Bad Request',
      ua: 'запит з величезним ідентифікатором, що перевищує найбільше ціле число, яке читає API, повертає 400 Bad Request',
      ru: 'запрос с огромным идентификатором, превышающим наибольшее целое число, которое читает API, возвращает 400 Bad Request',
      pl: 'żądanie z ogromnym identyfikatorem, przekraczającym największą liczbę całkowitą, jaką odczytuje API, zwraca 400 Bad Request',
    },
    matches: idRefused((idText) => WHOLE_NUMBER.test(idText) && Number(idText) > 0),
    examples: [
      send('GET', '/users/99999999999999999999'),
      send('DELETE', '/users/12345678901234567890'),
      send('GET', '/users/9007199254740993'),
    ],
  },
  {
    technique: 'errorGuessing',
    text: {
      en: 'JSON that is not an object (a list, a string, a number, null) is refused (400 Bad Request)',
      ua: 'JSON, що не є об’єктом (масив, рядок, число, null), відхиляється (400 Bad Request)',
      ru: 'JSON, который не является объектом (массив, строка, число, null), отклоняется (400 Bad Request)',
      pl: 'JSON, który nie jest obiektem (tablica, ciąg znaków, liczba, null), jest odrzucany (400 Bad Request)',
    },
    matches: bodyRefused(({ body }) => body !== undefined && !isPlainObject(body)),
    examples: [
      send('POST', '/users', '["Alex"]'),
      send('POST', '/users', '"Alex"'),
      send('PUT', '/users/3', '42'),
      send('PATCH', '/users/3', 'null'),
    ],
  },
  {
    technique: 'errorGuessing',
    text: {
      en: 'an empty name ("") is refused (400 Bad Request)',
      ua: 'порожнє значення name ("") відхиляється (400 Bad Request)',
      ru: 'пустое значение name ("") отклоняется (400 Bad Request)',
      pl: 'pusta wartość name ("") jest odrzucana (400 Bad Request)',
    },
    matches: bodyRefused(({ name }) => name === ''),
    examples: [send('POST', '/users', '{"name": ""}'), send('PATCH', '/users/3', '{"name": ""}')],
  },
  {
    technique: 'equivalencePartitioning',
    text: {
      en: `a much longer name (${USER_NAME_MAX + 2} characters or more) is refused (400 Bad Request)`,
      ua: `значно довше значення name (${USER_NAME_MAX + 2} символи й більше) відхиляється (400 Bad Request)`,
      ru: `намного более длинное значение name (${USER_NAME_MAX + 2} символа и больше) отклоняется (400 Bad Request)`,
      pl: `znacznie dłuższa wartość name (${USER_NAME_MAX + 2} znaki i więcej) jest odrzucana (400 Bad Request)`,
    },
    matches: bodyRefused(({ onlyName, name }) => onlyName && (nameLength(name) ?? 0) > USER_NAME_MAX + 1),
    examples: [
      send('POST', '/users', nameBody(nameOf(100))),
      send('PUT', '/users/3', nameBody(nameOf(200, 'x'))),
      send('POST', '/users', nameBody(nameOf(USER_NAME_MAX + 2))),
    ],
  },
  {
    technique: 'stateTransition',
    text: {
      en: 'a user changed in this sandbox reads back with the change (GET, 200 OK)',
      ua: 'користувач, змінений у цій пісочниці, повертається вже зі змінами (GET, 200 OK)',
      ru: 'пользователь, изменённый в этой песочнице, возвращается уже с изменениями (GET, 200 OK)',
      pl: 'użytkownik zmieniony w tej piaskownicy jest zwracany już ze zmianami (GET, 200 OK)',
    },
    matches: readUser((user) => {
      const starting = startingName(user.id);
      return starting !== undefined && user.name !== starting;
    }),
    setup: (exchange) => {
      const { user } = seen(exchange);
      return user && [send('PUT', `/users/${user.id}`, nameBody(user.name))];
    },
    examples: [
      { ...send('GET', '/users/3'), before: [send('PUT', '/users/3', '{"name": "Kate"}')] },
      { ...send('GET', '/users/7'), before: [send('PATCH', '/users/7', '{"name": "Olena"}')] },
    ],
  },
];

const bugs: ExchangeFinding[] = [
  {
    technique: 'equivalencePartitioning',
    text: {
      en: 'PUT accepts an empty or blank name that POST refuses',
      ua: 'PUT приймає порожнє ім’я або ім’я з самих пробілів, яке POST відхиляє',
      ru: 'PUT принимает пустое имя или имя из одних пробелов, которое POST отклоняет',
      pl: 'PUT przyjmuje puste imię albo imię z samych spacji, które POST odrzuca',
    },
    matches: flawed('blankNameAccepted'),
    examples: [send('PUT', '/users/4', '{"name": "  "}'), send('PUT', '/users/2', '{"name": ""}')],
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
    examples: [send('PATCH', '/users/5', '{}'), send('PATCH', '/users/1', '{}')],
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
      send('POST', '/users', '{"name": "Maximilian Alexander Montgomery-Smith"}'),
      send('POST', '/users', nameBody(nameOf(USER_NAME_MAX))),
      send('POST', '/users', nameBody(nameOf(31))),
    ],
  },
  {
    technique: 'errorGuessing',
    text: {
      en: 'an id with other characters after its digits is read as the digits alone (/users/3abc finds user 3)',
      ua: 'ідентифікатор з іншими символами після цифр читається як самі цифри (/users/3abc знаходить користувача 3)',
      ru: 'идентификатор с другими символами после цифр читается как одни цифры (/users/3abc находит пользователя 3)',
      pl: 'identyfikator z innymi znakami po cyfrach jest odczytywany jako same cyfry (/users/3abc znajduje użytkownika 3)',
    },
    matches: flawed('lenientId'),
    examples: [send('GET', '/users/3abc'), send('GET', '/users/2.5'), send('DELETE', '/users/7x')],
  },
];

/**
 * User CRUD (SPEC §5 "User API"): the form sends an HTTP method, an endpoint and a JSON body to the real User API
 * in the tester's sandbox. Twenty-seven cases walk its classes of request and answer (three of them state checks
 * that need earlier requests in the same sandbox); four planted bugs sit in PUT, PATCH, POST and the reading of
 * ids.
 */
export const rules: ApiDefinition = {
  evaluator: 'api',
  fields: ['first', 'second', 'third'],
  dropdowns: { first: HTTP_METHODS },
  request: ({ first, second, third }) => ({ method: first, path: endpointPath(second), bodyText: third }),
  api: usersApi,
  cases,
  bugs,
};
