import type { Language } from '@qa/shared/catalogue';
import type { FieldValues, LearnDefinition } from '../../engine/definition';
import {
  CALCULATOR_PATH,
  calculatorApi,
  type CalculatorFlaw,
} from '../../../tester-apis/calculator/calculator-api';
import {
  describeExchange,
  isPlainObject,
  parseBodyText,
  type ApiRequest,
} from '../../../tester-apis/exchange';
import { HTTP_METHODS } from '../../../tester-apis/http-methods';

/** The form's values as a request to the Calculator API: the method, and the body as text. */
export const calculatorRequestOf = ({ first, second }: FieldValues): ApiRequest => ({
  method: first,
  path: CALCULATOR_PATH,
  body: parseBodyText(second).body,
});

const answerOf = (values: FieldValues, language: Language) => {
  const request = calculatorRequestOf(values);
  return { request, response: calculatorApi(request, language) };
};

const isPost = (method: string): boolean => method === 'POST';

/** A body rule: the text is a JSON object that passes `test`. */
const bodyWhere =
  (test: (body: Record<string, unknown>) => boolean) =>
  (text: string): boolean => {
    const { body } = parseBodyText(text);
    return isPlainObject(body) && test(body);
  };

const answersWith =
  (status: number, flaw?: CalculatorFlaw) =>
  (text: string): boolean => {
    const { response } = answerOf({ first: 'POST', second: text, third: '' }, 'en');
    return response.status === status && response.flaw === flaw;
  };

const flawed =
  (flaw: CalculatorFlaw) =>
  (values: FieldValues): boolean =>
    answerOf(values, 'en').response.flaw === flaw;

const onlyOperands = (body: Record<string, unknown>): boolean =>
  Object.keys(body).every((field) => field === 'first' || field === 'second');

/**
 * Plusser, the guided introduction to API testing: six requests to the Calculator API (POST only, `first` and
 * `second` as numbers or strings) walk a valid call, the two planted bugs, a method it refuses, a missing field
 * and a value that is not a number. The same requests from the tester's own tools count too.
 */
export const plusser: LearnDefinition = {
  mode: 'learn',
  fields: ['first', 'second'],
  dropdowns: { first: HTTP_METHODS },
  result: (values, language) => describeExchange(answerOf(values, language)),
  cases: [
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'a valid request: two whole numbers (200 OK)',
        ua: 'коректний запит: два цілі числа (200 OK)',
        ru: 'корректный запрос: два целых числа (200 OK)',
        pl: 'poprawne żądanie: dwie liczby całkowite (200 OK)',
      },
      instruction: {
        en: 'Send your first request: choose POST and send the body {"first": 2, "second": 3}. The answer should be 200 OK with the sum.',
        ua: 'Надішліть свій перший запит: оберіть POST і надішліть тіло {"first": 2, "second": 3}. Відповідь має бути 200 OK із сумою.',
        ru: 'Отправьте свой первый запрос: выберите POST и отправьте тело {"first": 2, "second": 3}. Ответ должен быть 200 OK с суммой.',
        pl: 'Wyślij swoje pierwsze żądanie: wybierz POST i wyślij treść {"first": 2, "second": 3}. Odpowiedź powinna brzmieć 200 OK z sumą.',
      },
      accepts: {
        first: isPost,
        second: bodyWhere(
          (body) => Number.isInteger(body.first) && Number.isInteger(body.second) && onlyOperands(body),
        ),
      },
      examples: [{ first: 'POST', second: '{"first": 2, "second": 3}' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'numbers sent as strings are accepted (200 OK)',
        ua: 'числа, надіслані рядками, приймаються (200 OK)',
        ru: 'числа, отправленные строками, принимаются (200 OK)',
        pl: 'liczby wysłane jako ciągi znaków są przyjmowane (200 OK)',
      },
      instruction: {
        en: 'The API also takes numbers written as strings. With POST, send {"first": "2", "second": "3"} and compare the sum with your first answer.',
        ua: 'API приймає й числа, записані рядками. Методом POST надішліть {"first": "2", "second": "3"} і порівняйте суму з першою відповіддю.',
        ru: 'API принимает и числа, записанные строками. Методом POST отправьте {"first": "2", "second": "3"} и сравните сумму с первым ответом.',
        pl: 'API przyjmuje też liczby zapisane jako ciągi znaków. Metodą POST wyślij {"first": "2", "second": "3"} i porównaj sumę z pierwszą odpowiedzią.',
      },
      accepts: { first: isPost, second: answersWith(200, 'concatenated') },
      examples: [{ first: 'POST', second: '{"first": "2", "second": "3"}' }],
    },
    {
      technique: 'errorGuessing',
      text: {
        en: 'decimal numbers (200 OK)',
        ua: 'десяткові дроби (200 OK)',
        ru: 'десятичные дроби (200 OK)',
        pl: 'liczby dziesiętne (200 OK)',
      },
      instruction: {
        en: 'Now decimals, as numbers: with POST, send {"first": 0.1, "second": 0.2}. Is the sum exactly what you expect?',
        ua: 'Тепер десяткові дроби, як числа: методом POST надішліть {"first": 0.1, "second": 0.2}. Чи сума саме така, як ви очікуєте?',
        ru: 'Теперь десятичные дроби, как числа: методом POST отправьте {"first": 0.1, "second": 0.2}. Сумма именно такая, как вы ожидаете?',
        pl: 'Teraz liczby dziesiętne, jako liczby: metodą POST wyślij {"first": 0.1, "second": 0.2}. Czy suma jest dokładnie taka, jakiej oczekujesz?',
      },
      accepts: { first: isPost, second: answersWith(200, 'inexact') },
      examples: [{ first: 'POST', second: '{"first": 0.1, "second": 0.2}' }],
    },
    {
      technique: 'errorGuessing',
      text: {
        en: 'a method other than POST answers 405 Method Not Allowed',
        ua: 'метод, відмінний від POST, дає 405 Method Not Allowed',
        ru: 'метод, отличный от POST, даёт 405 Method Not Allowed',
        pl: 'metoda inna niż POST daje 405 Method Not Allowed',
      },
      instruction: {
        en: 'The Calculator API takes POST only. Choose GET, PUT, DELETE or PATCH and send the body of your first request, {"first": 2, "second": 3}.',
        ua: 'Calculator API приймає лише POST. Оберіть GET, PUT, DELETE або PATCH і надішліть тіло свого першого запиту, {"first": 2, "second": 3}.',
        ru: 'Calculator API принимает только POST. Выберите GET, PUT, DELETE или PATCH и отправьте тело своего первого запроса, {"first": 2, "second": 3}.',
        pl: 'Calculator API przyjmuje tylko POST. Wybierz GET, PUT, DELETE albo PATCH i wyślij treść swojego pierwszego żądania, {"first": 2, "second": 3}.',
      },
      accepts: { first: (method) => method !== '' && !isPost(method) },
      examples: [{ first: 'GET', second: '{"first": 2, "second": 3}' }],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'a missing field answers 400 Bad Request',
        ua: 'відсутнє поле дає 400 Bad Request',
        ru: 'отсутствующее поле даёт 400 Bad Request',
        pl: 'brakujące pole daje 400 Bad Request',
      },
      instruction: {
        en: 'Back to POST. Leave a field out: send {"first": 2}.',
        ua: 'Знову POST. Пропустіть поле: надішліть {"first": 2}.',
        ru: 'Снова POST. Пропустите поле: отправьте {"first": 2}.',
        pl: 'Wróć do POST. Pomiń jedno pole: wyślij {"first": 2}.',
      },
      accepts: {
        first: isPost,
        second: bodyWhere(
          (body) => onlyOperands(body) && (body.first === undefined || body.second === undefined),
        ),
      },
      examples: [{ first: 'POST', second: '{"first": 2}' }],
    },
    {
      technique: 'errorGuessing',
      text: {
        en: 'a value that is not a number answers 400 Bad Request',
        ua: 'значення, що не є числом, дає 400 Bad Request',
        ru: 'значение, которое не является числом, даёт 400 Bad Request',
        pl: 'wartość, która nie jest liczbą, daje 400 Bad Request',
      },
      instruction: {
        en: 'Last one: with POST, send a value that is not a number, for example {"first": "two", "second": 3}.',
        ua: 'Останній: методом POST надішліть значення, що не є числом, наприклад {"first": "two", "second": 3}.',
        ru: 'Последний: методом POST отправьте значение, которое не является числом, например {"first": "two", "second": 3}.',
        pl: 'Ostatni: metodą POST wyślij wartość, która nie jest liczbą, na przykład {"first": "two", "second": 3}.',
      },
      accepts: {
        first: isPost,
        second: (text) =>
          bodyWhere((body) => onlyOperands(body) && body.first !== undefined && body.second !== undefined)(
            text,
          ) && answersWith(400)(text),
      },
      examples: [{ first: 'POST', second: '{"first": "two", "second": 3}' }],
    },
  ],
  bugs: [
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'a number sent as a string is joined as text: "2" + "3" gives 23',
        ua: 'число, надіслане рядком, приєднується як текст: "2" + "3" дає 23',
        ru: 'число, отправленное строкой, присоединяется как текст: "2" + "3" даёт 23',
        pl: 'liczba wysłana jako ciąg znaków jest doklejana jak tekst: "2" + "3" daje 23',
      },
      matches: flawed('concatenated'),
      examples: [{ first: 'POST', second: '{"first": "2", "second": "3"}' }],
    },
    {
      technique: 'errorGuessing',
      text: {
        en: 'decimal sums are not exact: 0.1 + 0.2 gives 0.30000000000000004',
        ua: 'суми дробів неточні: 0.1 + 0.2 дає 0.30000000000000004',
        ru: 'суммы дробей неточны: 0.1 + 0.2 даёт 0.30000000000000004',
        pl: 'sumy ułamków nie są dokładne: 0.1 + 0.2 daje 0.30000000000000004',
      },
      matches: flawed('inexact'),
      examples: [{ first: 'POST', second: '{"first": 0.1, "second": 0.2}' }],
    },
  ],
};
