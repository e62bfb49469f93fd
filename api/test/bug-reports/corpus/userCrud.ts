import { ALL_PASS, type CorpusEntry } from './corpus';

/**
 * The User API's reports (userCrud). Bugs, in order: 1 PUT accepts a blank name, 2 PATCH without a name wipes the
 * name, 3 POST cuts a new user's name to 30 characters, 4 an id with characters after its digits is read as the
 * digits (/users/3abc is user 3). The sandbox starts with users 1 to 10 (3 Chen Wei, 4 Dmitri Volkov, 5 Ewa Nowak).
 */

const step = (first: string, second: string, third = '') => ({ first, second, third });

export const entries: readonly CorpusEntry[] = [
  {
    writer: 'terse',
    pageLanguage: 'en',
    report: {
      title: 'PUT accepts a blank name',
      steps: [step('PUT', '/users/4', '{"name": "  "}')],
      expected: '400, name must not be blank',
      actual: '200 OK, name saved as spaces',
      severity: 'major',
      priority: 'medium',
    },
    bug: 1,
    verdicts: ALL_PASS,
  },
  {
    writer: 'verbose',
    pageLanguage: 'en',
    report: {
      title:
        'POST /users silently truncates a new user’s name to 30 characters although names of up to 50 are allowed',
      steps: [step('POST', '/users', '{"name": "Maximilian Alexander Montgomery-Smith"}')],
      expected:
        'According to the API description a user’s name may be up to 50 characters long, and a POST with a valid ' +
        'body creates the user exactly as it was sent. The name I sent, “Maximilian Alexander Montgomery-Smith”, is ' +
        '37 characters, well within the limit, so I expect 201 Created with the Location of the new user and a body ' +
        'that holds the full name “Maximilian Alexander Montgomery-Smith”, not a single character dropped.',
      actual:
        'The API answers 201 Created and the user gets id 11, which looks fine at first sight, but the name in the ' +
        'response body is “Maximilian Alexander Montgomer”: only the first 30 characters were kept and the rest ' +
        '(“y-Smith”) was dropped without any warning or error. There is no hint in the response that the value was ' +
        'changed, so a client has no way to know the stored name differs from the one it sent.',
      severity: 'major',
      priority: 'medium',
    },
    bug: 3,
    verdicts: ALL_PASS,
  },
  {
    writer: 'non-native English',
    pageLanguage: 'en',
    report: {
      title: 'PATCH of user without name field is erasing the name of user',
      steps: [step('PATCH', '/users/5', '{}')],
      expected:
        'Response 200 OK and name of user stay same "Ewa Nowak", because in body is no name for change',
      actual: 'Response 200 OK but name of user become empty string, "name": ""',
      severity: 'critical',
      priority: 'high',
    },
    bug: 2,
    verdicts: ALL_PASS,
  },
  {
    writer: 'typos',
    pageLanguage: 'en',
    report: {
      title: 'GET /usres/3abc retruns user 3 insted of eror for invalid id',
      steps: [step('GET', '/users/3abc')],
      expected: '400 Bad Reqest - "The user id must be a whole numbr from 1 up."',
      actual: '200 OK and the user 3 Chen Wei is retruned',
      severity: 'minor',
      priority: 'low',
    },
    bug: 4,
    verdicts: ALL_PASS,
    why: 'The typos (usres, retruns, insted, Reqest) leave every part readable: the title still says the id 3abc returns user 3.',
  },
  {
    writer: 'Ukrainian on an English page, with a confirming GET',
    pageLanguage: 'en',
    report: {
      title: 'PATCH /users/{id} без поля name стирає ім’я користувача',
      steps: [step('PATCH', '/users/5', '{}'), step('GET', '/users/5')],
      expected:
        '200 OK, ім’я користувача не змінюється й залишається «Ewa Nowak», бо в тілі запиту немає поля name',
      actual: '200 OK, але ім’я стерто: "name": "". Повторний GET /users/5 теж повертає порожнє ім’я.',
      severity: 'major',
      priority: 'high',
    },
    bug: 2,
    verdicts: ALL_PASS,
    why: 'The PATCH (step 1) reproduces the bug; the GET after it only reads the wiped name back, which does not make the steps non-minimal.',
  },
  {
    writer: 'Polish on an English page',
    pageLanguage: 'en',
    report: {
      title: 'PUT /users/{id} przyjmuje imię złożone z samych spacji',
      steps: [step('PUT', '/users/2', '{"name": "   "}')],
      expected: '400 Bad Request z komunikatem „The name must not be blank.”, tak samo jak przy POST',
      actual: '200 OK, użytkownik 2 został zapisany z imieniem „   ” (same spacje)',
      severity: 'minor',
      priority: 'medium',
    },
    bug: 1,
    verdicts: ALL_PASS,
  },
  {
    writer: 'Russian on a Ukrainian page',
    pageLanguage: 'ua',
    report: {
      title: 'POST /users обрезает имя нового пользователя до 30 символов',
      steps: [step('POST', '/users', '{"name": "Konstantin Aleksandrovich Rimsky-Korsakov"}')],
      expected:
        '201 Created, имя сохранено полностью: «Konstantin Aleksandrovich Rimsky-Korsakov» (41 символ, лимит 50)',
      actual: '201 Created, но имя обрезано до 30 символов: «Konstantin Aleksandrovich Rims»',
      severity: 'major',
      priority: 'medium',
    },
    bug: 3,
    verdicts: ALL_PASS,
  },
  {
    writer: 'Russian on a Polish page',
    pageLanguage: 'pl',
    report: {
      title: 'DELETE /users/7x удаляет пользователя 7 вместо ошибки о некорректном идентификаторе',
      steps: [step('DELETE', '/users/7x')],
      expected: 'Ожидаемый результат: 400 Bad Request, идентификатор «7x» не является целым числом',
      actual: 'Фактический результат: 204 No Content, пользователь 7 удалён',
      severity: 'major',
      priority: 'high',
    },
    bug: 4,
    verdicts: ALL_PASS,
  },
  {
    writer: 'English on a Ukrainian page, with a confirming GET',
    pageLanguage: 'ua',
    report: {
      title: 'PATCH /users/3abc changes user 3 instead of rejecting the invalid id',
      steps: [step('PATCH', '/users/3abc', '{"name": "Kate"}'), step('GET', '/users/3')],
      expected: '400 Bad Request: the id “3abc” is not a whole number, nothing is changed',
      actual: '200 OK, user 3 is renamed to “Kate” (GET /users/3 confirms the new name)',
      severity: 'major',
      priority: 'medium',
    },
    bug: 4,
    verdicts: ALL_PASS,
    why: 'The PATCH (step 1) reproduces the bug; the GET of user 3 after it only confirms the change landed on user 3.',
  },
  {
    writer: 'wrong severity (too low)',
    pageLanguage: 'en',
    report: {
      title: 'PATCH with an empty body clears the user’s name',
      steps: [step('PATCH', '/users/1', '{}')],
      expected: '200 OK, the name stays “Alice Johnson”',
      actual: '200 OK, "name": ""',
      severity: 'trivial',
      priority: 'low',
    },
    bug: 2,
    verdicts: { ...ALL_PASS, severity: false },
    why: 'Losing a user’s data on an ordinary PATCH is major or critical, not trivial.',
  },
  {
    writer: 'wrong severity (too high)',
    pageLanguage: 'en',
    report: {
      title: 'PUT /users/{id} lets you save an empty name',
      steps: [step('PUT', '/users/6', '{"name": ""}')],
      expected: '400 Bad Request, “The name must not be blank.”',
      actual: '200 OK, user 6 now has the name ""',
      severity: 'blocker',
      priority: 'highest',
    },
    bug: 1,
    verdicts: { ...ALL_PASS, severity: false },
    why: 'A validation gap on PUT blocks nothing; minor or major at most.',
  },
  {
    writer: 'extra steps: an unrelated POST before the bug',
    pageLanguage: 'en',
    report: {
      title: 'PATCH without a name wipes the user’s name',
      steps: [step('POST', '/users', '{"name": "Alex"}'), step('PATCH', '/users/5', '{}')],
      expected: '200 OK, user 5 keeps the name “Ewa Nowak”',
      actual: '200 OK, user 5’s name is now empty ("name": "")',
      severity: 'major',
      priority: 'high',
    },
    bug: 2,
    verdicts: { ...ALL_PASS, minimalSteps: false },
    why: 'Creating Alex has nothing to do with user 5: the PATCH alone wipes the name.',
  },
  {
    writer: 'extra steps: a list read before the bug',
    pageLanguage: 'en',
    report: {
      title: 'An id with letters after the digits is accepted: /users/3abc returns user 3',
      steps: [step('GET', '/users'), step('GET', '/users/3abc')],
      expected: '400 Bad Request, “The user id must be a whole number from 1 up.”',
      actual: '200 OK with user 3, Chen Wei',
      severity: 'minor',
      priority: 'medium',
    },
    bug: 4,
    verdicts: { ...ALL_PASS, minimalSteps: false },
    why: 'The GET /users comes before any write, so it confirms nothing; GET /users/3abc alone shows the bug.',
  },
  {
    writer: 'needed setup step (a POST the PUT acts on)',
    pageLanguage: 'en',
    report: {
      title: 'PUT accepts an empty name for a user created in the same session',
      steps: [step('POST', '/users', '{"name": "Alex"}'), step('PUT', '/users/11', '{"name": ""}')],
      expected: '400 Bad Request: “The name must not be blank.”',
      actual: '200 OK, user 11 saved with an empty name',
      severity: 'major',
      priority: 'medium',
    },
    bug: 1,
    verdicts: ALL_PASS,
    why: 'User 11 only exists after the POST: without it the PUT answers 404, so both steps are needed.',
  },
  {
    writer: 'non-bug: a deleted user is not found',
    pageLanguage: 'en',
    report: {
      title: 'User 3 cannot be read after DELETE, GET answers 404',
      steps: [step('DELETE', '/users/3'), step('GET', '/users/3')],
      expected: '200 OK with user 3',
      actual: '404 Not Found, “No user has the id 3.”',
      severity: 'major',
      priority: 'high',
    },
    bug: null,
  },
  {
    writer: 'non-bug: a name over the limit is refused',
    pageLanguage: 'ru',
    report: {
      title: 'POST /users не создаёт пользователя с длинным именем',
      steps: [step('POST', '/users', `{"name": "${'A'.repeat(51)}"}`)],
      expected: '201 Created',
      actual: '400 Bad Request: «Имя может содержать не более 50 символов.»',
      severity: 'minor',
      priority: 'low',
    },
    bug: null,
  },
  {
    writer: 'kitchen sink',
    pageLanguage: 'en',
    report: {
      title: 'Users API responses',
      steps: [step('PUT', '/users/4', '{"name": "  "}')],
      expected:
        '200 OK / 201 Created / 204 No Content / 400 Bad Request “The name must not be blank.” / 404 Not Found ' +
        '“No user has the id 4.” / 405 Method Not Allowed',
      actual:
        '200 OK, 201 Created, 204 No Content, 400 Bad Request (The name must not be blank. / The body must have ' +
        'name. / The user id must be a whole number from 1 up.), 404 Not Found, 405 Method Not Allowed',
      severity: 'major',
      priority: 'medium',
    },
    bug: 1,
    verdicts: {
      minimalSteps: true,
      actualResult: false,
      expectedResult: false,
      title: false,
      severity: true,
    },
    why: 'Every status the API has, pasted into both results, names no one outcome; the title names only the API.',
  },
  {
    writer: 'another bug’s title',
    pageLanguage: 'en',
    report: {
      title: 'PATCH without a name wipes the user’s name',
      steps: [step('POST', '/users', '{"name": "Maximilian Alexander Montgomery-Smith"}')],
      expected: '201 Created with the full name “Maximilian Alexander Montgomery-Smith”',
      actual: '201 Created, the name is cut to “Maximilian Alexander Montgomer”',
      severity: 'major',
      priority: 'medium',
    },
    bug: 3,
    verdicts: { ...ALL_PASS, title: false },
    why: 'The title is bug 2’s (PATCH wipes the name); these steps and results are POST cutting the name.',
  },
  {
    writer: 'title says the opposite',
    pageLanguage: 'en',
    report: {
      title: 'PATCH /users/{id} works correctly',
      steps: [step('PATCH', '/users/8', '{}')],
      expected: '200 OK and the name “Hanna Schmidt” is kept',
      actual: '200 OK, the name is "" now',
      severity: 'major',
      priority: 'high',
    },
    bug: 2,
    verdicts: { ...ALL_PASS, title: false },
  },
  {
    writer: 'precise long title (121 to 150 characters)',
    pageLanguage: 'en',
    report: {
      title:
        'GET /users/3abc answers 200 OK with user 3 (Chen Wei): the id is read up to its first non-digit instead of being refused with 400',
      steps: [step('GET', '/users/3abc')],
      expected: '400 Bad Request: “The user id must be a whole number from 1 up.”',
      actual: '200 OK: user 3, “Chen Wei”',
      severity: 'major',
      priority: 'medium',
    },
    bug: 4,
    verdicts: ALL_PASS,
    why: 'A long title, still under 150 characters, that says exactly what tells this bug apart.',
  },
  {
    writer: 'loose answers: status codes only',
    pageLanguage: 'en',
    report: {
      title: 'PUT saves an empty name',
      steps: [step('PUT', '/users/2', '{"name": ""}')],
      expected: '400',
      actual: '200 OK',
      severity: 'minor',
      priority: 'medium',
    },
    bug: 1,
    verdicts: ALL_PASS,
    why: 'Here the status tells the outcomes apart: 400 is the refusal the requirements give, 200 is what the build answered.',
  },
  {
    writer: 'loose answers: paraphrase, with a confirming GET',
    pageLanguage: 'en',
    report: {
      title: 'New user’s long name gets cut when created',
      steps: [
        step('POST', '/users', '{"name": "Alexandra Konstantinopolskaya-Brown"}'),
        step('GET', '/users/11'),
      ],
      expected: 'the whole name is saved',
      actual: 'it kept only the first 30 letters, the end of the surname is gone',
      severity: 'minor',
      priority: 'low',
    },
    bug: 3,
    verdicts: ALL_PASS,
    why: 'The POST (step 1) reproduces the bug; the GET of the new user only reads the cut name back.',
  },
  {
    writer: 'loose answers: an expected status that is also the actual',
    pageLanguage: 'en',
    report: {
      title: 'Empty PATCH body deletes the name of the user',
      steps: [step('PATCH', '/users/3', '{}')],
      expected: '200 OK',
      actual: '200 OK, but the name is gone: "name": ""',
      severity: 'major',
      priority: 'high',
    },
    bug: 2,
    verdicts: { ...ALL_PASS, expectedResult: false },
    why: 'The buggy build answers 200 OK too: an expected result of only the status does not say the name stays, which is the whole point.',
  },
];
