// Over 300 lines because it is the requirements and seventeen faults' report words and model reports in four
// languages, read together when a rule of the API or a fault's wording changes.
import { STATUS_CODES } from 'node:http';
import type { Language } from '@qa/shared/catalogue';
import type { BugReportSpec } from '../../../bug-reports/bug-report';
import type { LocalizedWords } from '../../../bug-reports/words';
import { inEveryLanguage, type Localized } from '../../../i18n/localized';
import type { InterviewSpec } from '../../../interview/families';
import { seedUsers } from '../../../sandbox/sandbox';
import { apiText, type ApiTextKey } from '../../../tester-apis/api-texts';
import { USER_NAME_MAX } from '../../../tester-apis/users/users-api';
import { reports } from './reports';

const [putAcceptsBlank, , , lenientId] = reports.bugs;
if (!putAcceptsBlank || !lenientId) throw new Error('The User API lost a report spec the interview reuses');

const QUOTES: Readonly<Record<Language, readonly [string, string]>> = {
  en: ['“', '”'],
  ua: ['«', '»'],
  ru: ['«', '»'],
  pl: ['„', '”'],
};
const quoted = (text: string, language: Language): string =>
  `${QUOTES[language][0]}${text}${QUOTES[language][1]}`;

/** An error answer as a tester writes it: the status line, then the API's message quoted. */
const answer = (status: number, key: ApiTextKey, values: Readonly<Record<string, string | number>> = {}) =>
  inEveryLanguage(
    (language) =>
      `${status} ${STATUS_CODES[status] ?? ''}: ${quoted(apiText(key, language, values), language)}`,
  );

const STARTING = seedUsers();
const startingName = (id: number): string => STARTING.find((user) => user.id === id)?.name ?? '';

/** The model steps' names at the limit and one over it. */
const AT_LIMIT = 'A'.repeat(USER_NAME_MAX);
const OVER_LIMIT = 'A'.repeat(USER_NAME_MAX + 1);
const send = (first: string, second: string, third = '') => ({ first, second, third });

/** What the requirements answer a request on an id nobody has, and the words for it. */
const NOT_FOUND_99 = answer(404, 'userNotFound', { id: 99 });
const NOT_FOUND: LocalizedWords = {
  en: ['404', 'not found'],
  ua: ['404', 'not found', 'не знайден'],
  ru: ['404', 'not found', 'не найден'],
  pl: ['404', 'not found', 'nie znalezion'],
};
const REFUSED: LocalizedWords = {
  en: ['400', 'bad request', 'refus', 'reject'],
  ua: ['400', 'bad request', 'відхил'],
  ru: ['400', 'bad request', 'отклон'],
  pl: ['400', 'bad request', 'odrzuc'],
};
/** A request the requirements let through and save. */
const SAVED: LocalizedWords = {
  en: ['200', 'saved', 'accept', 'changed', 'updated'],
  ua: ['200', 'збереж', 'прийма', 'змін'],
  ru: ['200', 'сохран', 'принима', 'измен'],
  pl: ['200', 'zapis', 'akcept', 'przyjm', 'zmien'],
};
/** Refusing what the requirements allow. */
const REFUSES: LocalizedWords = {
  en: ['refus', 'reject', 'not accepted', '400', 'bad request'],
  ua: ['відхиля', 'не прийма', '400'],
  ru: ['отклоня', 'не принима', '400'],
  pl: ['odrzuca', 'odrzucan', 'nie jest akceptowan', '400'],
};
/** Accepting what the requirements refuse. */
const ACCEPTS: LocalizedWords = {
  en: ['accept', 'saved', 'stored', 'allow', 'not refused', 'not rejected'],
  ua: ['прийма', 'зберіга', 'збереж', 'дозволя', 'не відхиля'],
  ru: ['принима', 'сохраня', 'сохран', 'разреша', 'не отклоня'],
  pl: ['akcept', 'przyjm', 'zapis', 'pozwala', 'nie odrzuca', 'nie jest odrzucan'],
};
/** Answering with another status than the requirements give. */
const WRONG_STATUS: LocalizedWords = {
  en: ['wrong status', 'wrong code', 'wrong error'],
  ua: ['неправильн', 'хибн'],
  ru: ['неправильн', 'неверн'],
  pl: ['błędn', 'nieprawidłow', 'zły kod'],
};
const MISSING: LocalizedWords = {
  en: [
    'missing user',
    'non-existent',
    'nonexistent',
    'does not exist',
    "doesn't exist",
    'nobody has',
    'unknown id',
  ],
  ua: ['неіснуюч', 'якого немає', 'не існує'],
  ru: ['несуществующ', 'которого нет', 'не существует'],
  pl: ['nieistniejąc', 'którego nie ma', 'nie istnieje'],
};
const DELETE: LocalizedWords = {
  en: ['delete', 'deletion', 'remov'],
  ua: ['delete', 'видален', 'видаля'],
  ru: ['delete', 'удален', 'удалён', 'удаля'],
  pl: ['delete', 'usuwan', 'usunięci', 'usuwa'],
};

const joined = (...lists: LocalizedWords[]): LocalizedWords =>
  ({
    en: lists.flatMap((list) => list.en),
    ua: lists.flatMap((list) => list.ua),
    ru: lists.flatMap((list) => list.ru),
    pl: lists.flatMap((list) => list.pl),
  }) as const;

/**
 * What a good report of each fault says, by fault id. Each title names a feature word only its fault has (a title
 * on /users/{id} names the id, as the planted id bug's does). An actual result states the status code the build
 * answers, as the practice challenge's reports do; where another drawn fault changes that code, the interview puts
 * the build's answer in the model's actual result.
 */
const FAULT_SPECS: Readonly<Record<string, BugReportSpec>> = {
  lenientId,
  zeroIdAccepted: {
    feature: {
      en: ['id 0', 'id of 0', 'id zero', 'zero id', 'users 0'],
      ua: ['ідентифікатор 0', 'нульов', 'id 0'],
      ru: ['идентификатор 0', 'нулев', 'id 0'],
      pl: ['identyfikator 0', 'zerow', 'id 0'],
    },
    behaviour: {
      en: [
        'accept',
        'not refused',
        'not rejected',
        'let through',
        'passes',
        'instead of 400',
        '404',
        'not found',
      ],
      ua: ['прийма', 'не відхиля', 'пропуска', 'замість 400', '404'],
      ru: ['принима', 'не отклоня', 'пропуска', 'вместо 400', '404'],
      pl: ['akcept', 'przyjm', 'nie jest odrzucan', 'przepuszcza', 'zamiast 400', '404'],
    },
    expected: joined(REFUSED, {
      en: ['invalid id', 'whole number from 1'],
      ua: ['некоректн'],
      ru: ['некорректн'],
      pl: ['niepoprawn'],
    }),
    severities: ['minor', 'trivial'],
    model: {
      title: {
        en: 'Id 0 is accepted as a valid id: GET /users/0 answers 404 Not Found instead of 400 Bad Request',
        ua: 'Ідентифікатор 0 приймається як коректний: GET /users/0 повертає 404 Not Found замість 400 Bad Request',
        ru: 'Идентификатор 0 принимается как корректный: GET /users/0 возвращает 404 Not Found вместо 400 Bad Request',
        pl: 'Identyfikator 0 jest akceptowany jako poprawny: GET /users/0 zwraca 404 Not Found zamiast 400 Bad Request',
      },
      steps: [send('GET', '/users/0')],
      expected: answer(400, 'invalidId'),
      actual: answer(404, 'userNotFound', { id: 0 }),
      severity: 'minor',
      priority: 'low',
    },
  },
  missingAsBadRequest: {
    feature: MISSING,
    behaviour: joined(WRONG_STATUS, {
      en: ['400', 'bad request', 'instead of 404'],
      ua: ['400', 'замість 404'],
      ru: ['400', 'вместо 404'],
      pl: ['400', 'zamiast 404'],
    }),
    expected: NOT_FOUND,
    severities: ['major', 'minor'],
    model: {
      title: {
        en: 'A request for a user that does not exist answers 400 Bad Request instead of 404 Not Found',
        ua: 'Запит до неіснуючого користувача повертає 400 Bad Request замість 404 Not Found',
        ru: 'Запрос к несуществующему пользователю возвращает 400 Bad Request вместо 404 Not Found',
        pl: 'Żądanie do nieistniejącego użytkownika zwraca 400 Bad Request zamiast 404 Not Found',
      },
      steps: [send('GET', '/users/99')],
      expected: NOT_FOUND_99,
      actual: answer(400, 'userNotFound', { id: 99 }),
      severity: 'major',
      priority: 'medium',
    },
  },
  putCreatesMissing: {
    feature: joined(MISSING, { en: ['put'], ua: ['put'], ru: ['put'], pl: ['put'] }),
    behaviour: {
      en: ['creat', 'adds', 'added', 'upsert', 'instead of 404'],
      ua: ['створю', 'створен', 'дода', 'замість 404'],
      ru: ['созда', 'добавля', 'добавлен', 'вместо 404'],
      pl: ['tworzy', 'utworz', 'dodaj', 'dodan', 'zamiast 404'],
    },
    expected: NOT_FOUND,
    severities: ['major', 'minor'],
    model: {
      title: {
        en: 'PUT /users/{id} with an id nobody has creates the user instead of answering 404 Not Found',
        ua: 'PUT /users/{id} з неіснуючим ідентифікатором створює користувача замість 404 Not Found',
        ru: 'PUT /users/{id} с несуществующим идентификатором создаёт пользователя вместо 404 Not Found',
        pl: 'PUT /users/{id} z nieistniejącym identyfikatorem tworzy użytkownika zamiast 404 Not Found',
      },
      steps: [send('PUT', '/users/99', '{"name": "Kate"}')],
      expected: NOT_FOUND_99,
      actual: {
        en: '200 OK: user 99 “Kate” is created',
        ua: '200 OK: створено користувача 99 «Kate»',
        ru: '200 OK: создан пользователь 99 «Kate»',
        pl: '200 OK: utworzono użytkownika 99 „Kate”',
      },
      severity: 'major',
      priority: 'medium',
    },
  },
  putAcceptsBlank,
  limitRefused: {
    feature: {
      en: [
        `${USER_NAME_MAX} char`,
        `exactly ${USER_NAME_MAX}`,
        'maximum length',
        'max length',
        'longest name',
      ],
      ua: [`${USER_NAME_MAX} символ`, `рівно ${USER_NAME_MAX}`, 'максимальн', 'граничн'],
      ru: [`${USER_NAME_MAX} символ`, `ровно ${USER_NAME_MAX}`, 'максимальн', 'граничн'],
      pl: [`${USER_NAME_MAX} znak`, `dokładnie ${USER_NAME_MAX}`, 'maksymaln', 'graniczn'],
    },
    behaviour: joined(REFUSES, {
      en: ['too long'],
      ua: ['задовг'],
      ru: ['слишком длинн'],
      pl: ['za dług'],
    }),
    expected: SAVED,
    severities: ['minor', 'major'],
    model: {
      title: {
        en: `A name of exactly ${USER_NAME_MAX} characters, the allowed maximum, is refused as too long`,
        ua: `Ім’я довжиною рівно ${USER_NAME_MAX} символів (дозволений максимум) відхиляється як задовге`,
        ru: `Имя длиной ровно ${USER_NAME_MAX} символов (допустимый максимум) отклоняется как слишком длинное`,
        pl: `Imię o długości dokładnie ${USER_NAME_MAX} znaków (dozwolone maksimum) jest odrzucane jako za długie`,
      },
      steps: [send('PUT', '/users/3', JSON.stringify({ name: AT_LIMIT }))],
      expected: {
        en: `200 OK: the user is saved with the ${USER_NAME_MAX}-character name`,
        ua: `200 OK: користувача збережено з ім’ям у ${USER_NAME_MAX} символів`,
        ru: `200 OK: пользователь сохранён с именем из ${USER_NAME_MAX} символов`,
        pl: `200 OK: użytkownik zapisany z imieniem o długości ${USER_NAME_MAX} znaków`,
      },
      actual: answer(400, 'nameTooLong', { max: USER_NAME_MAX }),
      severity: 'minor',
      priority: 'medium',
    },
  },
  overLimitAccepted: {
    feature: {
      en: [
        `${USER_NAME_MAX + 1} char`,
        'over the limit',
        `longer than ${USER_NAME_MAX}`,
        `over ${USER_NAME_MAX}`,
      ],
      ua: [`${USER_NAME_MAX + 1} символ`, `понад ${USER_NAME_MAX}`, `довше за ${USER_NAME_MAX}`, 'ліміт'],
      ru: [`${USER_NAME_MAX + 1} символ`, `больше ${USER_NAME_MAX}`, `длиннее ${USER_NAME_MAX}`, 'лимит'],
      pl: [`${USER_NAME_MAX + 1} znak`, `ponad ${USER_NAME_MAX}`, `dłuższ`, 'limit'],
    },
    behaviour: ACCEPTS,
    expected: joined(REFUSED, {
      en: [`at most ${USER_NAME_MAX}`],
      ua: [`щонайбільше ${USER_NAME_MAX}`],
      ru: [`не более ${USER_NAME_MAX}`],
      pl: [`najwyżej ${USER_NAME_MAX}`],
    }),
    severities: ['minor', 'major'],
    model: {
      title: {
        en: `A name of ${USER_NAME_MAX + 1} characters, one over the limit of ${USER_NAME_MAX}, is accepted and saved`,
        ua: `Ім’я з ${USER_NAME_MAX + 1} символу, на один більше за ліміт ${USER_NAME_MAX}, приймається й зберігається`,
        ru: `Имя из ${USER_NAME_MAX + 1} символа, на один больше лимита ${USER_NAME_MAX}, принимается и сохраняется`,
        pl: `Imię z ${USER_NAME_MAX + 1} znaków, o jeden ponad limit ${USER_NAME_MAX}, jest akceptowane i zapisywane`,
      },
      steps: [send('PUT', '/users/3', JSON.stringify({ name: OVER_LIMIT }))],
      expected: answer(400, 'nameTooLong', { max: USER_NAME_MAX }),
      actual: {
        en: `200 OK: the user is saved with the ${USER_NAME_MAX + 1}-character name`,
        ua: `200 OK: користувача збережено з ім’ям у ${USER_NAME_MAX + 1} символ`,
        ru: `200 OK: пользователь сохранён с именем из ${USER_NAME_MAX + 1} символа`,
        pl: `200 OK: użytkownik zapisany z imieniem o długości ${USER_NAME_MAX + 1} znaków`,
      },
      severity: 'minor',
      priority: 'medium',
    },
  },
  nameNotRequired: {
    feature: {
      en: ['without a name', 'without name', 'without the name', 'no name', 'missing name', 'empty body'],
      ua: ['без імені', 'без поля name', 'без name', 'обов’язков'],
      ru: ['без имени', 'без поля name', 'без name', 'обязательн'],
      pl: ['bez imienia', 'bez pola name', 'bez name', 'wymagan', 'obowiązkow'],
    },
    behaviour: joined(ACCEPTS, {
      en: ['creat', 'nameless', 'empty name'],
      ua: ['створю', 'створен', 'порожнім ім'],
      ru: ['созда', 'пустым имен'],
      pl: ['tworzy', 'utworz', 'pustym imieniem'],
    }),
    expected: joined(REFUSED, { en: ['must have name', 'required'], ua: [], ru: [], pl: [] }),
    severities: ['major', 'minor'],
    model: {
      title: {
        en: 'POST /users without a name field creates a user with an empty name',
        ua: 'POST /users без поля name створює користувача з порожнім ім’ям',
        ru: 'POST /users без поля name создаёт пользователя с пустым именем',
        pl: 'POST /users bez pola name tworzy użytkownika z pustym imieniem',
      },
      steps: [send('POST', '/users', '{}')],
      expected: answer(400, 'fieldRequired', { field: 'name' }),
      actual: {
        en: '201 Created: user 11 is created with an empty name ("name": "")',
        ua: '201 Created: створено користувача 11 з порожнім ім’ям ("name": "")',
        ru: '201 Created: создан пользователь 11 с пустым именем ("name": "")',
        pl: '201 Created: utworzono użytkownika 11 z pustym imieniem ("name": "")',
      },
      severity: 'major',
      priority: 'high',
    },
  },
  unknownFieldsIgnored: {
    feature: {
      en: ['unknown field', 'extra field', 'other field', 'additional field', 'unexpected field', 'role'],
      ua: ['невідом', 'зайв', 'додатков', 'сторонн', 'role'],
      ru: ['неизвестн', 'лишн', 'дополнительн', 'посторонн', 'role'],
      pl: ['nieznan', 'nadmiarow', 'dodatkow', 'inne pole', 'role'],
    },
    behaviour: joined(ACCEPTS, {
      en: ['ignor', 'silently'],
      ua: ['ігнору'],
      ru: ['игнориру'],
      pl: ['ignorow', 'ignoruj'],
    }),
    expected: joined(REFUSED, { en: ['only have name', 'remove role'], ua: [], ru: [], pl: [] }),
    severities: ['minor', 'major'],
    model: {
      title: {
        en: 'POST /users accepts a body with an unknown field ("role") instead of refusing it',
        ua: 'POST /users приймає тіло з невідомим полем ("role") замість того, щоб його відхилити',
        ru: 'POST /users принимает тело с неизвестным полем ("role") вместо того, чтобы его отклонить',
        pl: 'POST /users akceptuje treść z nieznanym polem ("role") zamiast ją odrzucić',
      },
      steps: [send('POST', '/users', '{"name": "Alex", "role": "admin"}')],
      expected: answer(400, 'unknownFields', { allowed: 'name', fields: 'role' }),
      actual: {
        en: '201 Created: user 11 “Alex” is created and role is ignored',
        ua: '201 Created: створено користувача 11 «Alex», поле role проігноровано',
        ru: '201 Created: создан пользователь 11 «Alex», поле role проигнорировано',
        pl: '201 Created: utworzono użytkownika 11 „Alex”, pole role zignorowano',
      },
      severity: 'minor',
      priority: 'medium',
    },
  },
  createdAsOk: {
    feature: {
      en: ['post', 'creat', 'new user'],
      ua: ['post', 'створен', 'новий користувач', 'нового користувача'],
      ru: ['post', 'создан', 'новый пользователь', 'нового пользователя'],
      pl: ['post', 'tworzen', 'utworzen', 'nowy użytkownik', 'nowego użytkownika'],
    },
    behaviour: joined(WRONG_STATUS, {
      en: ['200', 'instead of 201', 'not 201'],
      ua: ['200', 'замість 201'],
      ru: ['200', 'вместо 201'],
      pl: ['200', 'zamiast 201'],
    }),
    expected: {
      en: ['201', 'created'],
      ua: ['201', 'created', 'створен'],
      ru: ['201', 'created', 'создан'],
      pl: ['201', 'created', 'utworzon'],
    },
    severities: ['minor', 'trivial'],
    model: {
      title: {
        en: 'POST /users answers 200 OK instead of 201 Created when it creates a user',
        ua: 'POST /users повертає 200 OK замість 201 Created під час створення користувача',
        ru: 'POST /users возвращает 200 OK вместо 201 Created при создании пользователя',
        pl: 'POST /users zwraca 200 OK zamiast 201 Created przy tworzeniu użytkownika',
      },
      steps: [send('POST', '/users', '{"name": "Alex"}')],
      expected: {
        en: '201 Created with the new user and a Location header',
        ua: '201 Created з новим користувачем і заголовком Location',
        ru: '201 Created с новым пользователем и заголовком Location',
        pl: '201 Created z nowym użytkownikiem i nagłówkiem Location',
      },
      actual: {
        en: '200 OK with the new user, id 11, “Alex”',
        ua: '200 OK з новим користувачем: id 11, «Alex»',
        ru: '200 OK с новым пользователем: id 11, «Alex»',
        pl: '200 OK z nowym użytkownikiem: id 11, „Alex”',
      },
      severity: 'minor',
      priority: 'medium',
    },
  },
  deleteAnswersUser: {
    feature: DELETE,
    behaviour: joined(WRONG_STATUS, {
      en: [
        '200',
        'instead of 204',
        'with the deleted user',
        'returns the user',
        'returns the deleted',
        'body',
      ],
      ua: ['200', 'замість 204', 'з видаленим користувачем', 'з тілом', 'в тілі'],
      ru: ['200', 'вместо 204', 'с удалённым пользователем', 'с телом', 'в теле'],
      pl: ['200', 'zamiast 204', 'z usuniętym użytkownikiem', 'z treścią', 'w treści'],
    }),
    expected: {
      en: ['204', 'no content', 'empty body', 'without a body', 'no body'],
      ua: ['204', 'no content', 'порожн', 'без тіла'],
      ru: ['204', 'no content', 'пуст', 'без тела'],
      pl: ['204', 'no content', 'pust', 'bez treści'],
    },
    severities: ['minor', 'trivial'],
    model: {
      title: {
        en: 'DELETE /users/{id} answers 200 OK with the deleted user instead of 204 No Content',
        ua: 'DELETE /users/{id} повертає 200 OK з видаленим користувачем замість 204 No Content',
        ru: 'DELETE /users/{id} возвращает 200 OK с удалённым пользователем вместо 204 No Content',
        pl: 'DELETE /users/{id} zwraca 200 OK z usuniętym użytkownikiem zamiast 204 No Content',
      },
      steps: [send('DELETE', '/users/10')],
      expected: {
        en: '204 No Content with an empty body',
        ua: '204 No Content з порожнім тілом відповіді',
        ru: '204 No Content с пустым телом ответа',
        pl: '204 No Content z pustą treścią odpowiedzi',
      },
      actual: {
        en: `200 OK with the deleted user in the body: id 10, “${startingName(10)}”`,
        ua: `200 OK з видаленим користувачем у тілі: id 10, «${startingName(10)}»`,
        ru: `200 OK с удалённым пользователем в теле: id 10, «${startingName(10)}»`,
        pl: `200 OK z usuniętym użytkownikiem w treści: id 10, „${startingName(10)}”`,
      },
      severity: 'minor',
      priority: 'low',
    },
  },
  deleteKeepsUser: {
    feature: DELETE,
    behaviour: {
      en: ['still', 'not deleted', 'not removed', 'remains', 'stays', 'kept', 'keeps', 'survives'],
      ua: ['досі', 'все ще', 'не видаля', 'залиша', 'лишається'],
      ru: ['до сих пор', 'всё ещё', 'все еще', 'не удаля', 'оста'],
      pl: ['nadal', 'wciąż', 'nie jest usuwan', 'nie zostaje usunięt', 'pozostaje'],
    },
    expected: joined(NOT_FOUND, {
      en: ['gone', 'deleted', 'removed'],
      ua: ['видален'],
      ru: ['удал'],
      pl: ['usunięt'],
    }),
    severities: ['critical', 'major'],
    model: {
      title: {
        en: 'DELETE /users/{id} answers 204 No Content, but the user is not deleted and can still be read',
        ua: 'DELETE /users/{id} повертає 204 No Content, але користувач не видаляється й досі читається',
        ru: 'DELETE /users/{id} возвращает 204 No Content, но пользователь не удаляется и всё ещё читается',
        pl: 'DELETE /users/{id} zwraca 204 No Content, ale użytkownik nie jest usuwany i nadal można go odczytać',
      },
      steps: [send('DELETE', '/users/5'), send('GET', '/users/5')],
      expected: answer(404, 'userNotFound', { id: 5 }),
      actual: {
        en: `200 OK: user 5 “${startingName(5)}” is still returned`,
        ua: `200 OK: користувача 5 «${startingName(5)}» досі повернуто`,
        ru: `200 OK: пользователь 5 «${startingName(5)}» всё ещё возвращается`,
        pl: `200 OK: użytkownik 5 „${startingName(5)}” jest nadal zwracany`,
      },
      severity: 'critical',
      priority: 'high',
    },
  },
  wrongMethodAsNotFound: {
    feature: {
      en: ['method', 'not allowed', 'unsupported'],
      ua: ['метод', 'not allowed', 'непідтримуван', 'не підтримує'],
      ru: ['метод', 'not allowed', 'неподдерживаем', 'не поддерживает'],
      pl: ['metod', 'not allowed', 'nieobsługiwan', 'nie obsługuje'],
    },
    behaviour: joined(WRONG_STATUS, {
      en: ['404', 'not found', 'instead of 405'],
      ua: ['404', 'замість 405'],
      ru: ['404', 'вместо 405'],
      pl: ['404', 'zamiast 405'],
    }),
    expected: {
      en: ['405', 'method not allowed'],
      ua: ['405', 'method not allowed', 'не дозвол'],
      ru: ['405', 'method not allowed', 'не разреш'],
      pl: ['405', 'method not allowed', 'niedozwolon', 'nie jest dozwolon'],
    },
    severities: ['minor', 'trivial'],
    model: {
      title: {
        en: 'A method the endpoint does not allow answers 404 Not Found instead of 405 Method Not Allowed',
        ua: 'Метод, який ендпоінт не підтримує, повертає 404 Not Found замість 405 Method Not Allowed',
        ru: 'Метод, который эндпоинт не поддерживает, возвращает 404 Not Found вместо 405 Method Not Allowed',
        pl: 'Metoda, której endpoint nie obsługuje, zwraca 404 Not Found zamiast 405 Method Not Allowed',
      },
      steps: [send('DELETE', '/users')],
      expected: {
        en: '405 Method Not Allowed with the header Allow: GET, POST',
        ua: '405 Method Not Allowed із заголовком Allow: GET, POST',
        ru: '405 Method Not Allowed с заголовком Allow: GET, POST',
        pl: '405 Method Not Allowed z nagłówkiem Allow: GET, POST',
      },
      actual: answer(404, 'endpointNotFound', { path: '/users' }),
      severity: 'minor',
      priority: 'low',
    },
  },
  shortNameRefused: {
    feature: {
      en: ['one-character', 'one character', 'single character', 'one letter', 'one-letter', 'single letter'],
      ua: ['одного символ', 'однієї літер', 'односимвольн', 'однолітерн'],
      ru: ['одного символ', 'одной букв', 'односимвольн', 'однобуквенн'],
      pl: ['jednego znaku', 'jednej liter', 'jednoznakow', 'jednoliterow'],
    },
    behaviour: joined(REFUSES, {
      en: ['blank', 'empty'],
      ua: ['порожн'],
      ru: ['пуст'],
      pl: ['pust'],
    }),
    expected: SAVED,
    severities: ['minor', 'major'],
    model: {
      title: {
        en: 'A one-character name (“A”) is refused as blank with 400 Bad Request',
        ua: 'Ім’я з одного символу («A») відхиляється як порожнє з 400 Bad Request',
        ru: 'Имя из одного символа («A») отклоняется как пустое с 400 Bad Request',
        pl: 'Imię z jednego znaku („A”) jest odrzucane jako puste z 400 Bad Request',
      },
      steps: [send('PATCH', '/users/3', '{"name": "A"}')],
      expected: {
        en: '200 OK: the user’s name is changed to “A”',
        ua: '200 OK: ім’я користувача змінено на «A»',
        ru: '200 OK: имя пользователя изменено на «A»',
        pl: '200 OK: imię użytkownika zmienione na „A”',
      },
      actual: answer(400, 'nameBlank'),
      severity: 'minor',
      priority: 'medium',
    },
  },
  nameTypeUnchecked: {
    feature: {
      en: ['not a string', 'non-string', 'number', 'numeric', 'type', 'null', 'boolean'],
      ua: ['не рядок', 'не є рядком', 'числ', 'тип'],
      ru: ['не строка', 'не является строкой', 'числ', 'тип'],
      pl: ['nie jest ciągiem', 'liczb', 'typ'],
    },
    behaviour: joined(ACCEPTS, {
      en: ['convert', 'as text', 'as a string'],
      ua: ['перетворю', 'як текст', 'як рядок'],
      ru: ['преобразу', 'как текст', 'как строк'],
      pl: ['konwert', 'jako tekst', 'jako ciąg'],
    }),
    expected: joined(REFUSED, { en: ['must be a string'], ua: [], ru: [], pl: [] }),
    severities: ['major', 'minor'],
    model: {
      title: {
        en: 'A name that is a number (42) instead of a string is accepted and saved as text',
        ua: 'Ім’я-число (42) замість рядка приймається й зберігається як текст',
        ru: 'Имя-число (42) вместо строки принимается и сохраняется как текст',
        pl: 'Imię będące liczbą (42) zamiast ciągu znaków jest akceptowane i zapisywane jako tekst',
      },
      steps: [send('PUT', '/users/3', '{"name": 42}')],
      expected: answer(400, 'nameNotString'),
      actual: {
        en: '200 OK: the name is saved as the text “42”',
        ua: '200 OK: ім’я збережено як текст «42»',
        ru: '200 OK: имя сохранено как текст «42»',
        pl: '200 OK: imię zapisane jako tekst „42”',
      },
      severity: 'major',
      priority: 'medium',
    },
  },
  patchRequiresName: {
    feature: {
      en: ['patch', 'partial update'],
      ua: ['patch', 'частков'],
      ru: ['patch', 'частичн'],
      pl: ['patch', 'częściow'],
    },
    behaviour: joined(REFUSES, {
      en: ['requires', 'required', 'demands'],
      ua: ['вимага', 'обов’язков'],
      ru: ['требу', 'обязательн'],
      pl: ['wymaga', 'obowiązkow'],
    }),
    expected: {
      en: ['200', 'unchanged', 'not changed', 'stays', 'remains', 'as it was', 'keeps', startingName(5)],
      ua: ['200', 'без змін', 'залиша', 'не змін'],
      ru: ['200', 'без изменени', 'оста', 'не измен'],
      pl: ['200', 'bez zmian', 'pozostaj', 'niezmienion', 'zachow'],
    },
    severities: ['minor', 'trivial'],
    model: {
      title: {
        en: 'PATCH /users/{id} without a name is refused with 400 instead of leaving the user unchanged',
        ua: 'PATCH /users/{id} без поля name відхиляється з 400 замість того, щоб залишити користувача без змін',
        ru: 'PATCH /users/{id} без поля name отклоняется с 400 вместо того, чтобы оставить пользователя без изменений',
        pl: 'PATCH /users/{id} bez pola name jest odrzucany z 400 zamiast zostawić użytkownika bez zmian',
      },
      steps: [send('PATCH', '/users/5', '{}')],
      expected: {
        en: `200 OK, the user keeps the name “${startingName(5)}”`,
        ua: `200 OK, ім’я користувача залишається «${startingName(5)}»`,
        ru: `200 OK, имя пользователя остаётся «${startingName(5)}»`,
        pl: `200 OK, użytkownik zachowuje imię „${startingName(5)}”`,
      },
      actual: answer(400, 'fieldRequired', { field: 'name' }),
      severity: 'minor',
      priority: 'low',
    },
  },
  deleteMissingSucceeds: {
    feature: joined(DELETE, MISSING, {
      en: ['already deleted', 'twice'],
      ua: ['вже видален', 'двічі'],
      ru: ['уже удал', 'дважды'],
      pl: ['już usunięt', 'dwukrotn'],
    }),
    behaviour: {
      en: ['204', 'no content', 'success', 'instead of 404'],
      ua: ['204', 'no content', 'успіш', 'замість 404'],
      ru: ['204', 'no content', 'успеш', 'вместо 404'],
      pl: ['204', 'no content', 'sukces', 'powodzen', 'zamiast 404'],
    },
    expected: NOT_FOUND,
    severities: ['minor', 'major'],
    model: {
      title: {
        en: 'DELETE /users/{id} for a user that does not exist answers 204 No Content instead of 404',
        ua: 'DELETE /users/{id} для неіснуючого користувача повертає 204 No Content замість 404',
        ru: 'DELETE /users/{id} для несуществующего пользователя возвращает 204 No Content вместо 404',
        pl: 'DELETE /users/{id} dla nieistniejącego użytkownika zwraca 204 No Content zamiast 404',
      },
      steps: [send('DELETE', '/users/99')],
      expected: NOT_FOUND_99,
      actual: {
        en: '204 No Content with an empty body',
        ua: '204 No Content з порожнім тілом відповіді',
        ru: '204 No Content с пустым телом ответа',
        pl: '204 No Content z pustą treścią odpowiedzi',
      },
      severity: 'minor',
      priority: 'medium',
    },
  },
};

/** The rules the requirements hand over, one by one: every answer of the reference build follows from them. */
const RULES: readonly Localized[] = [
  {
    en: `Users 1 to 10 exist from the start (1 “${startingName(1)}” … 10 “${startingName(10)}”). A new user gets the next id (11, then 12, …); an id is never given out again, even after its user is deleted.`,
    ua: `Користувачі з 1 по 10 існують від початку (1 «${startingName(1)}» … 10 «${startingName(10)}»). Новий користувач отримує наступний ідентифікатор (11, потім 12, …); ідентифікатор ніколи не видається повторно, навіть після видалення користувача.`,
    ru: `Пользователи с 1 по 10 существуют с самого начала (1 «${startingName(1)}» … 10 «${startingName(10)}»). Новый пользователь получает следующий идентификатор (11, затем 12, …); идентификатор никогда не выдаётся повторно, даже после удаления пользователя.`,
    pl: `Użytkownicy od 1 do 10 istnieją od początku (1 „${startingName(1)}” … 10 „${startingName(10)}”). Nowy użytkownik dostaje kolejny identyfikator (11, potem 12, …); identyfikator nigdy nie jest nadawany ponownie, nawet po usunięciu użytkownika.`,
  },
  {
    en: 'GET /users answers 200 OK with every user, sorted by id. POST /users creates a user and answers 201 Created with the new user ({"id": …, "name": …}) and a Location header.',
    ua: 'GET /users повертає 200 OK зі списком усіх користувачів, відсортованим за id. POST /users створює користувача й повертає 201 Created з новим користувачем ({"id": …, "name": …}) і заголовком Location.',
    ru: 'GET /users возвращает 200 OK со списком всех пользователей, отсортированным по id. POST /users создаёт пользователя и возвращает 201 Created с новым пользователем ({"id": …, "name": …}) и заголовком Location.',
    pl: 'GET /users zwraca 200 OK z listą wszystkich użytkowników posortowaną według id. POST /users tworzy użytkownika i zwraca 201 Created z nowym użytkownikiem ({"id": …, "name": …}) oraz nagłówkiem Location.',
  },
  {
    en: 'GET /users/{id} answers 200 OK with the user. PUT /users/{id} replaces the user and answers 200 OK with it. PATCH /users/{id} changes only what the body has: it may leave the name out, and then the user stays as it was (200 OK). DELETE /users/{id} answers 204 No Content with an empty body; afterwards that id answers 404 Not Found.',
    ua: 'GET /users/{id} повертає 200 OK з користувачем. PUT /users/{id} замінює користувача й повертає 200 OK з ним. PATCH /users/{id} змінює лише те, що є в тілі: поле name можна не передавати, і тоді користувач лишається без змін (200 OK). DELETE /users/{id} повертає 204 No Content з порожнім тілом; після цього за цим ідентифікатором повертається 404 Not Found.',
    ru: 'GET /users/{id} возвращает 200 OK с пользователем. PUT /users/{id} заменяет пользователя и возвращает 200 OK с ним. PATCH /users/{id} меняет только то, что есть в теле: поле name можно не передавать, и тогда пользователь остаётся без изменений (200 OK). DELETE /users/{id} возвращает 204 No Content с пустым телом; после этого по этому идентификатору возвращается 404 Not Found.',
    pl: 'GET /users/{id} zwraca 200 OK z użytkownikiem. PUT /users/{id} zastępuje użytkownika i zwraca 200 OK z nim. PATCH /users/{id} zmienia tylko to, co jest w treści: pole name można pominąć i wtedy użytkownik pozostaje bez zmian (200 OK). DELETE /users/{id} zwraca 204 No Content z pustą treścią; potem ten identyfikator zwraca 404 Not Found.',
  },
  {
    en: 'A request is checked in this order, and the first check it fails decides the answer: a body that is not valid JSON, 400 Bad Request; an endpoint other than /users and /users/{id}, 404 Not Found; a method the endpoint does not allow, 405 Method Not Allowed with an Allow header (/users allows GET and POST, /users/{id} GET, PUT, PATCH and DELETE); then the id, the user and the body, as below.',
    ua: 'Запит перевіряється в такому порядку, і відповідь визначає перша перевірка, яку він не проходить: тіло, що не є коректним JSON, — 400 Bad Request; ендпоінт, відмінний від /users і /users/{id}, — 404 Not Found; метод, який ендпоінт не підтримує, — 405 Method Not Allowed із заголовком Allow (/users підтримує GET і POST, /users/{id} — GET, PUT, PATCH і DELETE); далі ідентифікатор, користувач і тіло, як описано нижче.',
    ru: 'Запрос проверяется в таком порядке, и ответ определяет первая проверка, которую он не проходит: тело, которое не является корректным JSON, — 400 Bad Request; эндпоинт, отличный от /users и /users/{id}, — 404 Not Found; метод, который эндпоинт не поддерживает, — 405 Method Not Allowed с заголовком Allow (/users поддерживает GET и POST, /users/{id} — GET, PUT, PATCH и DELETE); затем идентификатор, пользователь и тело, как описано ниже.',
    pl: 'Żądanie jest sprawdzane w tej kolejności, a odpowiedź wyznacza pierwsza kontrola, której nie przejdzie: treść, która nie jest poprawnym JSON-em — 400 Bad Request; endpoint inny niż /users i /users/{id} — 404 Not Found; metoda, której endpoint nie obsługuje — 405 Method Not Allowed z nagłówkiem Allow (/users obsługuje GET i POST, /users/{id} — GET, PUT, PATCH i DELETE); dalej identyfikator, użytkownik i treść, jak opisano niżej.',
  },
  {
    en: 'The id in /users/{id} is a whole number from 1 up, written in digits only; anything else (0, -1, 3abc, 2.5) answers 400 Bad Request. An id no user has answers 404 Not Found, whatever the method.',
    ua: 'Ідентифікатор у /users/{id} — ціле число від 1, записане лише цифрами; будь-що інше (0, -1, 3abc, 2.5) повертає 400 Bad Request. Ідентифікатор, якого немає в жодного користувача, повертає 404 Not Found за будь-якого методу.',
    ru: 'Идентификатор в /users/{id} — целое число от 1, записанное только цифрами; всё остальное (0, -1, 3abc, 2.5) возвращает 400 Bad Request. Идентификатор, которого нет ни у одного пользователя, возвращает 404 Not Found при любом методе.',
    pl: 'Identyfikator w /users/{id} to liczba całkowita od 1 wzwyż, zapisana samymi cyframi; cokolwiek innego (0, -1, 3abc, 2.5) zwraca 400 Bad Request. Identyfikator, którego nie ma żaden użytkownik, zwraca 404 Not Found przy każdej metodzie.',
  },
  {
    en: `The body of POST, PUT and PATCH is a JSON object whose only field is name; GET and DELETE ignore any body. POST and PUT must have name. The name is a string of 1 to ${USER_NAME_MAX} characters that is not blank (empty or only spaces). A body that breaks any of this answers 400 Bad Request with a message saying what is wrong, and nothing is saved.`,
    ua: `Тіло POST, PUT і PATCH — об’єкт JSON з єдиним полем name; GET і DELETE ігнорують тіло. POST і PUT мають містити name. Ім’я — рядок від 1 до ${USER_NAME_MAX} символів, що не є порожнім (ні пустим, ні з самих пробілів). Тіло, що порушує будь-що з цього, повертає 400 Bad Request з повідомленням про те, що не так, і нічого не зберігається.`,
    ru: `Тело POST, PUT и PATCH — объект JSON с единственным полем name; GET и DELETE игнорируют тело. POST и PUT должны содержать name. Имя — строка от 1 до ${USER_NAME_MAX} символов, которая не пуста (ни пустая, ни из одних пробелов). Тело, нарушающее что-либо из этого, возвращает 400 Bad Request с сообщением о том, что не так, и ничего не сохраняется.`,
    pl: `Treść POST, PUT i PATCH to obiekt JSON z jedynym polem name; GET i DELETE ignorują treść. POST i PUT muszą zawierać name. Imię to ciąg znaków od 1 do ${USER_NAME_MAX} znaków, który nie jest pusty (ani pusty, ani z samych spacji). Treść łamiąca cokolwiek z tego zwraca 400 Bad Request z komunikatem, co jest nie tak, i nic nie jest zapisywane.`,
  },
  {
    en: 'The session’s store holds at most 100 users and 8 KB of names: a request that would go over answers 409 Conflict.',
    ua: 'Сховище сесії вміщує щонайбільше 100 користувачів і 8 КБ імен: запит, що перевищив би це, повертає 409 Conflict.',
    ru: 'Хранилище сессии вмещает не более 100 пользователей и 8 КБ имён: запрос, который превысил бы это, возвращает 409 Conflict.',
    pl: 'Magazyn sesji mieści najwyżej 100 użytkowników i 8 KB imion: żądanie, które by to przekroczyło, zwraca 409 Conflict.',
  },
];

/** The User API as an interview hands it over: its requirements, its request form, and a report spec per fault. */
export const interview: InterviewSpec = {
  requirements: {
    title: {
      en: 'User API: /users',
      ua: 'API користувачів: /users',
      ru: 'API пользователей: /users',
      pl: 'API użytkowników: /users',
    },
    summary: {
      en: 'A REST API that creates, reads, changes and deletes users. Send an HTTP method, an endpoint and, for POST, PUT and PATCH, a JSON body; the API answers with a status code, headers and a JSON body. Your session starts with users 1 to 10 and keeps what your requests change, in the order you send them.',
      ua: 'REST API, що створює, читає, змінює й видаляє користувачів. Надішліть HTTP-метод, ендпоінт і, для POST, PUT і PATCH, тіло JSON; API відповідає кодом статусу, заголовками й тілом JSON. Сесія починається з користувачами з 1 по 10 і зберігає те, що змінюють ваші запити, у тому порядку, в якому ви їх надсилаєте.',
      ru: 'REST API, который создаёт, читает, изменяет и удаляет пользователей. Отправьте HTTP-метод, эндпоинт и, для POST, PUT и PATCH, тело JSON; API отвечает кодом статуса, заголовками и телом JSON. Сессия начинается с пользователями с 1 по 10 и сохраняет то, что меняют ваши запросы, в том порядке, в котором вы их отправляете.',
      pl: 'REST API, które tworzy, odczytuje, zmienia i usuwa użytkowników. Wyślij metodę HTTP, endpoint i, dla POST, PUT i PATCH, treść JSON; API odpowiada kodem statusu, nagłówkami i treścią JSON. Sesja zaczyna się z użytkownikami od 1 do 10 i zachowuje to, co zmieniają twoje żądania, w kolejności, w jakiej je wysyłasz.',
    },
    rules: RULES,
  },
  labels: {
    first: { en: 'HTTP method', ua: 'HTTP-метод', ru: 'HTTP-метод', pl: 'Metoda HTTP' },
    second: { en: 'Endpoint', ua: 'Ендпоінт', ru: 'Эндпоинт', pl: 'Endpoint' },
    third: { en: 'JSON body', ua: 'Тіло JSON', ru: 'Тело JSON', pl: 'Treść JSON' },
  },
  // Every answer is a response the build shows (its `shows`): no outcome is one fixed message.
  messages: {},
  specs: FAULT_SPECS,
  ...(reports.readsOnly && { readsOnly: reports.readsOnly }),
};
