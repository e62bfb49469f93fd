// Over 300 lines because it is the four bugs' words and model reports in four languages, read together when a bug's
// wording changes.
import type { Language } from '@qa/shared/catalogue';
import { rules } from './rules';
import { seedUsers } from '../../../sandbox/sandbox';
import { apiText } from '../../../tester-apis/api-texts';
import { USER_NAME_MAX } from '../../../tester-apis/users/users-api';
import { inEveryLanguage } from '../../../i18n/localized';
import type { ReportedChallenge } from '../../../bug-reports/bug-report';
import { replayOf } from '../../../bug-reports/replay';

/** A quotation in each language's own quotation marks. */
const QUOTES: Readonly<Record<Language, readonly [string, string]>> = {
  en: ['“', '”'],
  ua: ['«', '»'],
  ru: ['«', '»'],
  pl: ['„', '”'],
};
const quoted = (text: string, language: Language): string =>
  `${QUOTES[language][0]}${text}${QUOTES[language][1]}`;

const STARTING = seedUsers();
const startingName = (id: number): string => STARTING.find((user) => user.id === id)?.name ?? '';

/** Over the 30 characters the build keeps and within the limit. */
const LONG_NAME = 'Maximilian Alexander Montgomery-Smith';
const CUT_NAME = 'Maximilian Alexander Montgomer';

const NAME = {
  en: ['name'],
  ua: ['ім’я', 'імен'],
  ru: ['имя', 'имени', 'именем'],
  pl: ['imię', 'imieni', 'nazw'],
};

/**
 * The User API's planted bugs as a reviewer reads their reports. The expected result is the status the
 * requirements give and what it holds: the test design's outcomes name a status only ("200 OK with the changed
 * user"), which the PATCH and POST bugs answer too, and they are judged on the reproducing request alone, without
 * the requests before it.
 */
export const reports: ReportedChallenge = {
  replay: replayOf(rules),
  // A GET after the reproducing request reads back what the bug did, as the challenge's hint advises.
  readsOnly: ({ first }) => first.trim().toUpperCase() === 'GET',
  bugs: [
    {
      feature: {
        en: ['put', 'blank name', 'empty name', 'replac', 'updat'],
        ua: ['put', 'порожнє ім’я', 'замін', 'оновлен', ...NAME.ua],
        ru: ['put', 'пустое имя', 'замен', 'обновлен', ...NAME.ru],
        pl: ['put', 'puste imię', 'zastąp', 'aktualiz', ...NAME.pl],
      },
      behaviour: {
        en: [
          'accept',
          'allow',
          'saves',
          'saved',
          'stored',
          'not refused',
          'not rejected',
          'not validated',
          'no validation',
        ],
        ua: [
          'прийма',
          'дозволя',
          'зберіга',
          'збереж',
          'не відхиля',
          'без валідації',
          'без перевірк',
          'не перевіря',
        ],
        ru: [
          'принима',
          'разреша',
          'сохраня',
          'сохран',
          'не отклоня',
          'без валидации',
          'без проверк',
          'не проверя',
        ],
        pl: [
          'akceptuj',
          'akceptowan',
          'przyjmuj',
          'przyjmowan',
          'zapisuj',
          'zapisan',
          'pozwala',
          'nie odrzuca',
          'bez walidacji',
          'nie jest sprawdzan',
        ],
      },
      expected: {
        en: ['400', 'bad request', 'refus', 'reject'],
        ua: ['відхил'],
        ru: ['отклон'],
        pl: ['odrzuc'],
      },
      severities: ['minor', 'major'],
      model: {
        title: {
          en: 'PUT /users/{id} accepts a blank name that POST refuses',
          ua: 'PUT /users/{id} приймає порожнє ім’я або ім’я з пробілів, яке POST відхиляє',
          ru: 'PUT /users/{id} принимает пустое имя или имя из пробелов, которое POST отклоняет',
          pl: 'PUT /users/{id} przyjmuje puste imię lub imię z samych spacji, które POST odrzuca',
        },
        steps: [{ first: 'PUT', second: '/users/4', third: '{"name": "  "}' }],
        expected: inEveryLanguage(
          (language) => `400 Bad Request: ${quoted(apiText('nameBlank', language), language)}`,
        ),
        actual: {
          en: '200 OK: the user is saved with the name “  ” (spaces only)',
          ua: '200 OK: користувача збережено з ім’ям «  » (лише пробіли)',
          ru: '200 OK: пользователь сохранён с именем «  » (только пробелы)',
          pl: '200 OK: użytkownik zapisany z imieniem „  ” (same spacje)',
        },
        severity: 'major',
        priority: 'medium',
      },
    },
    {
      feature: {
        en: ['patch', ...NAME.en],
        ua: ['patch', ...NAME.ua],
        ru: ['patch', ...NAME.ru],
        pl: ['patch', ...NAME.pl],
      },
      behaviour: {
        en: [
          'wipe',
          'clear',
          'eras',
          'remov',
          'delet',
          'lost',
          'lose',
          'reset',
          'empties',
          'becomes empty',
          'becomes blank',
          'set to empty',
          'set to blank',
        ],
        ua: [
          'стира',
          'стерт',
          'очища',
          'очищ',
          'видаля',
          'видален',
          'зника',
          'втрача',
          'скида',
          'стає порожн',
        ],
        ru: [
          'стира',
          'стерт',
          'очища',
          'очищ',
          'удаля',
          'удал',
          'исчеза',
          'теря',
          'сбрасыва',
          'становится пуст',
        ],
        pl: [
          'kasuj',
          'skasowan',
          'czyści',
          'wyczyszcz',
          'usuwa',
          'usunięt',
          'znika',
          'traci',
          'utrac',
          'resetuj',
          'staje się pust',
        ],
      },
      // What the user keeps is its name, so naming that name says the expected result too.
      expected: {
        en: [
          'unchanged',
          'not changed',
          'keeps',
          'kept',
          'stays',
          'remains',
          'same name',
          'preserv',
          ...STARTING.map(({ name }) => name),
        ],
        ua: ['без змін', 'не змін', 'залиша', 'зберіга', 'збереж', 'те саме ім'],
        ru: ['без изменени', 'не измен', 'оста', 'сохраня', 'сохран', 'то же имя', 'прежн'],
        pl: [
          'bez zmian',
          'niezmienion',
          'nie zmien',
          'pozostaj',
          'zostaj',
          'zachow',
          'to samo imię',
          'dotychczasow',
        ],
      },
      severities: ['major', 'critical'],
      model: {
        title: {
          en: 'PATCH /users/{id} without a name wipes the user’s name',
          ua: 'PATCH /users/{id} без поля name стирає ім’я користувача',
          ru: 'PATCH /users/{id} без поля name стирает имя пользователя',
          pl: 'PATCH /users/{id} bez pola name kasuje imię użytkownika',
        },
        steps: [{ first: 'PATCH', second: '/users/5', third: '{}' }],
        expected: {
          en: `200 OK, the user keeps the name “${startingName(5)}”`,
          ua: `200 OK, ім’я користувача залишається «${startingName(5)}»`,
          ru: `200 OK, имя пользователя остаётся «${startingName(5)}»`,
          pl: `200 OK, użytkownik zachowuje imię „${startingName(5)}”`,
        },
        actual: {
          en: '200 OK: the user’s name is now empty ("name": "")',
          ua: '200 OK: ім’я користувача тепер порожнє ("name": "")',
          ru: '200 OK: имя пользователя теперь пустое ("name": "")',
          pl: '200 OK: imię użytkownika jest teraz puste ("name": "")',
        },
        severity: 'major',
        priority: 'high',
      },
    },
    {
      feature: {
        en: ['post', 'creat', 'new user', 'long name', ...NAME.en],
        ua: ['post', 'створен', 'новий користувач', 'нового користувача', ...NAME.ua],
        ru: ['post', 'создан', 'новый пользователь', 'нового пользователя', ...NAME.ru],
        pl: ['post', 'tworzen', 'utworzen', 'nowy użytkownik', 'nowego użytkownika', ...NAME.pl],
      },
      behaviour: {
        en: ['cut', 'truncat', 'shorten', 'trim', 'clip', 'chop', 'loses', 'lost', '30 char', 'first 30'],
        ua: ['обріза', 'обрізан', 'скороч', 'втрача', 'до 30', 'перші 30'],
        ru: ['обреза', 'обрезан', 'укорач', 'сокращ', 'теря', 'до 30', 'первые 30'],
        pl: ['obcina', 'obcięt', 'skraca', 'skrócon', 'ucina', 'ucięt', 'traci', 'do 30', 'pierwsze 30'],
      },
      expected: {
        en: [
          'in full',
          'full',
          'whole',
          'complete',
          'entire',
          'not cut',
          'not truncated',
          'untruncated',
          'as sent',
          LONG_NAME,
        ],
        ua: ['повніст', 'повне', 'повним', 'цілком', 'без обрізан', 'не обріза', 'як надіслан'],
        ru: ['полност', 'полное', 'полным', 'целиком', 'без обрезк', 'не обреза', 'как отправлен'],
        pl: ['w całości', 'pełn', 'całe', 'bez obcinania', 'nie obcina', 'nieobcięt', 'tak jak wysłan'],
      },
      severities: ['minor', 'major'],
      model: {
        title: {
          en: `POST /users cuts a new user’s name to 30 characters, though up to ${USER_NAME_MAX} are allowed`,
          ua: `POST /users обрізає ім’я нового користувача до 30 символів, хоча дозволено до ${USER_NAME_MAX}`,
          ru: `POST /users обрезает имя нового пользователя до 30 символов, хотя разрешено до ${USER_NAME_MAX}`,
          pl: `POST /users obcina imię nowego użytkownika do 30 znaków, choć dozwolone jest do ${USER_NAME_MAX}`,
        },
        steps: [{ first: 'POST', second: '/users', third: JSON.stringify({ name: LONG_NAME }) }],
        expected: {
          en: `201 Created with the name saved in full: “${LONG_NAME}”`,
          ua: `201 Created, ім’я збережено повністю: «${LONG_NAME}»`,
          ru: `201 Created, имя сохранено полностью: «${LONG_NAME}»`,
          pl: `201 Created, imię zapisane w całości: „${LONG_NAME}”`,
        },
        actual: {
          en: `201 Created: the name is saved cut to ${CUT_NAME.length} characters, “${CUT_NAME}”`,
          ua: `201 Created: ім’я збережено обрізаним до ${CUT_NAME.length} символів: «${CUT_NAME}»`,
          ru: `201 Created: имя сохранено обрезанным до ${CUT_NAME.length} символов: «${CUT_NAME}»`,
          pl: `201 Created: imię zapisane po obcięciu do ${CUT_NAME.length} znaków: „${CUT_NAME}”`,
        },
        severity: 'major',
        priority: 'medium',
      },
    },
    {
      feature: {
        en: ['id', 'identifier', '3abc'],
        ua: ['id', 'ідентифікатор', '3abc'],
        ru: ['id', 'идентификатор', '3abc'],
        pl: ['id', 'identyfikator', '3abc'],
      },
      behaviour: {
        en: [
          'accept',
          'not refused',
          'not rejected',
          'read as',
          'parsed as',
          'treated as',
          'ignor',
          'find',
          'return',
          'resolv',
          'not validated',
          'no validation',
          'read up to',
          'instead of an error',
          'instead of reject',
          'instead of being refused',
        ],
        ua: [
          'прийма',
          'не відхил',
          'замість помилки',
          'читається як',
          'сприйма',
          'ігнору',
          'відкида',
          'знаходить',
          'поверта',
          'не валідує',
          'не перевіря',
        ],
        ru: [
          'принима',
          'не отклон',
          'вместо ошибки',
          'читается как',
          'воспринима',
          'игнориру',
          'отбрасыва',
          'находит',
          'возвраща',
          'не валидиру',
          'не проверя',
        ],
        pl: [
          'zamiast błędu',
          'akceptuj',
          'przyjmuj',
          'nie odrzuca',
          'odczytywan',
          'traktowan',
          'ignoruj',
          'pomija',
          'znajduj',
          'zwraca',
          'nie jest sprawdzan',
          'nie waliduj',
        ],
      },
      expected: {
        en: ['400', 'bad request', 'refus', 'reject', 'invalid id'],
        ua: ['відхил', 'некоректн'],
        ru: ['отклон', 'некорректн'],
        pl: ['odrzuc', 'niepoprawn'],
      },
      severities: ['minor', 'major'],
      model: {
        title: {
          en: 'An id with letters after its digits (/users/3abc) is read as the digits and returns user 3',
          ua: 'Ідентифікатор з літерами після цифр (/users/3abc) читається як самі цифри й повертає користувача 3',
          ru: 'Идентификатор с буквами после цифр (/users/3abc) читается как одни цифры и возвращает пользователя 3',
          pl: 'Identyfikator z literami po cyfrach (/users/3abc) jest odczytywany jako same cyfry i zwraca użytkownika 3',
        },
        steps: [{ first: 'GET', second: '/users/3abc', third: '' }],
        expected: inEveryLanguage(
          (language) => `400 Bad Request: ${quoted(apiText('invalidId', language), language)}`,
        ),
        actual: {
          en: `200 OK: user 3 is returned, “${startingName(3)}”`,
          ua: `200 OK: повернуто користувача 3, «${startingName(3)}»`,
          ru: `200 OK: возвращён пользователь 3, «${startingName(3)}»`,
          pl: `200 OK: zwrócono użytkownika 3, „${startingName(3)}”`,
        },
        severity: 'major',
        priority: 'medium',
      },
    },
  ],
};
