// Over 300 lines because it is one learn challenge's hidden rules whole: how a request to the Addition API is
// read, the steps it teaches in order and every case with its values, read together when a step changes.
import type { Language } from '@qa/shared/catalogue';
import type { FieldValues, LearnDefinition } from '../../engine/definition';
import {
  CALCULATOR_PATH,
  calculatorApi,
  isOperand,
  type CalculatorFlaw,
} from '../../../tester-apis/calculator/calculator-api';
import {
  describeExchange,
  isPlainObject,
  parseBodyText,
  type ApiRequest,
} from '../../../tester-apis/exchange';
import { HTTP_METHODS } from '../../../tester-apis/http-methods';
import { isVeryLargeNumber } from '../../support/number-fields';

/** The form's values as a request to the Addition API: the method, and the body as text. */
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

/** Both operands sent as JSON numbers (not strings), and nothing else in the body. */
const bothJsonNumbers = (body: Record<string, unknown>): boolean =>
  onlyOperands(body) && typeof body.first === 'number' && typeof body.second === 'number';

const eitherOperand = (body: Record<string, unknown>, test: (value: unknown) => boolean): boolean =>
  test(body.first) || test(body.second);

const isWholeNumber = (value: unknown): boolean => Number.isInteger(value);

/** The inexact sum of the planted floating-point bug, split by what the tester sent. */
const inexactWith =
  (test: (body: Record<string, unknown>) => boolean) =>
  (values: FieldValues): boolean =>
    flawed('inexact')(values) && bodyWhere(test)(values.second);

/**
 * Plusser, the guided introduction to API testing: ten requests to the Addition API (POST only, `first` and
 * `second` as numbers or strings) walk a valid call, the planted bugs, a method it refuses, a missing field, a
 * value that is not a number, an empty body, a body that is not a JSON object, very large numbers and an unknown
 * field. The same requests from the tester's own tools count too: they find the first step they follow, so the
 * POST steps keep their classes apart (whole, decimal and very large numbers do not overlap).
 */
export const rules: LearnDefinition = {
  evaluator: 'learn',
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
        en: 'Send your first request: choose POST and send two whole numbers, for example the body {"first": 2, "second": 3}. The answer should be 200 OK with the sum.',
        ua: 'Надішліть свій перший запит: оберіть POST і надішліть два цілі числа, наприклад тіло {"first": 2, "second": 3}. Відповідь має прийти зі статусом 200 OK і сумою.',
        ru: 'Отправьте свой первый запрос: выберите POST и отправьте два целых числа, например тело {"first": 2, "second": 3}. Ответ должен прийти со статусом 200 OK и суммой.',
        pl: 'Wyślij swoje pierwsze żądanie: wybierz POST i wyślij dwie liczby całkowite, na przykład treść {"first": 2, "second": 3}. Odpowiedź powinna mieć status 200 OK i zawierać sumę.',
      },
      accepts: {
        first: isPost,
        second: bodyWhere(
          (body) =>
            bothJsonNumbers(body) &&
            isWholeNumber(body.first) &&
            isWholeNumber(body.second) &&
            !eitherOperand(body, isVeryLargeNumber),
        ),
      },
      examples: [
        { first: 'POST', second: '{"first": 2, "second": 3}' },
        { first: 'POST', second: '{"first": -7, "second": 0}' },
      ],
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
        en: 'The API also takes numbers written as strings. With POST, send a number as a string, for example {"first": "2", "second": "3"}, and compare the sum with your first answer.',
        ua: 'API приймає й числа, записані рядками. Методом POST надішліть число рядком, наприклад {"first": "2", "second": "3"}, і порівняйте суму з першою відповіддю.',
        ru: 'API принимает и числа, записанные строками. Методом POST отправьте число строкой, например {"first": "2", "second": "3"}, и сравните сумму с первым ответом.',
        pl: 'API przyjmuje też liczby zapisane jako ciągi znaków. Metodą POST wyślij liczbę jako ciąg znaków, na przykład {"first": "2", "second": "3"}, i porównaj sumę z pierwszą odpowiedzią.',
      },
      accepts: { first: isPost, second: answersWith(200, 'concatenated') },
      examples: [
        { first: 'POST', second: '{"first": "2", "second": "3"}' },
        { first: 'POST', second: '{"first": 10, "second": "5"}' },
      ],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'decimal numbers (200 OK)',
        ua: 'десяткові дроби (200 OK)',
        ru: 'десятичные дроби (200 OK)',
        pl: 'liczby dziesiętne (200 OK)',
      },
      instruction: {
        en: 'Now decimal numbers, written as JSON numbers: with POST, send for example {"first": 0.1, "second": 0.2}. Is the sum exactly what you expect?',
        ua: 'Тепер десяткові дроби, записані як числа JSON: методом POST надішліть, наприклад, {"first": 0.1, "second": 0.2}. Чи сума саме така, як ви очікуєте?',
        ru: 'Теперь десятичные дроби, записанные как числа JSON: методом POST отправьте, например, {"first": 0.1, "second": 0.2}. Сумма именно такая, как вы ожидаете?',
        pl: 'Teraz liczby dziesiętne zapisane jako liczby JSON: metodą POST wyślij na przykład {"first": 0.1, "second": 0.2}. Czy suma jest dokładnie taka, jakiej oczekujesz?',
      },
      accepts: {
        first: isPost,
        second: bodyWhere(
          (body) =>
            bothJsonNumbers(body) &&
            !(isWholeNumber(body.first) && isWholeNumber(body.second)) &&
            !eitherOperand(body, isVeryLargeNumber),
        ),
      },
      examples: [
        { first: 'POST', second: '{"first": 0.1, "second": 0.2}' },
        { first: 'POST', second: '{"first": 1.25, "second": 2.5}' },
        { first: 'POST', second: '{"first": -0.5, "second": 3}' },
      ],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'a method other than POST answers 405 Method Not Allowed',
        ua: 'на метод, відмінний від POST, API відповідає 405 Method Not Allowed',
        ru: 'на метод, отличный от POST, API отвечает 405 Method Not Allowed',
        pl: 'na metodę inną niż POST API odpowiada 405 Method Not Allowed',
      },
      instruction: {
        en: 'The Addition API takes POST only. Choose GET, PUT, DELETE or PATCH and send the body of your first request, {"first": 2, "second": 3}.',
        ua: 'API додавання приймає лише POST. Оберіть GET, PUT, DELETE або PATCH і надішліть тіло свого першого запиту, {"first": 2, "second": 3}.',
        ru: 'API сложения принимает только POST. Выберите GET, PUT, DELETE или PATCH и отправьте тело своего первого запроса, {"first": 2, "second": 3}.',
        pl: 'API dodawania przyjmuje tylko POST. Wybierz GET, PUT, DELETE albo PATCH i wyślij treść swojego pierwszego żądania, {"first": 2, "second": 3}.',
      },
      accepts: { first: (method) => method !== '' && !isPost(method) },
      examples: [
        { first: 'GET', second: '{"first": 2, "second": 3}' },
        { first: 'DELETE', second: '' },
        { first: 'PUT', second: '{"first": 2, "second": 3}' },
      ],
    },
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'a missing field answers 400 Bad Request',
        ua: 'на запит без обов’язкового поля API відповідає 400 Bad Request',
        ru: 'на запрос без обязательного поля API отвечает 400 Bad Request',
        pl: 'na żądanie bez wymaganego pola API odpowiada 400 Bad Request',
      },
      instruction: {
        en: 'Back to POST. Leave a field out, for example send {"first": 2}.',
        ua: 'Знову POST. Пропустіть поле, наприклад надішліть {"first": 2}.',
        ru: 'Снова POST. Пропустите поле, например отправьте {"first": 2}.',
        pl: 'Wróć do POST. Pomiń jedno pole, na przykład wyślij {"first": 2}.',
      },
      accepts: {
        first: isPost,
        second: bodyWhere(
          (body) => onlyOperands(body) && (body.first === undefined || body.second === undefined),
        ),
      },
      examples: [
        { first: 'POST', second: '{"first": 2}' },
        { first: 'POST', second: '{"second": 3}' },
        { first: 'POST', second: '{}' },
      ],
    },
    {
      technique: 'errorGuessing',
      text: {
        en: 'a value that is not a number answers 400 Bad Request',
        ua: 'на значення, яке не є числом, API відповідає 400 Bad Request',
        ru: 'на значение, которое не является числом, API отвечает 400 Bad Request',
        pl: 'na wartość, która nie jest liczbą, API odpowiada 400 Bad Request',
      },
      instruction: {
        en: 'With POST, send a value that is not a number, for example {"first": "two", "second": 3}.',
        ua: 'Методом POST надішліть значення, яке не є числом, наприклад {"first": "two", "second": 3}.',
        ru: 'Методом POST отправьте значение, которое не является числом, например {"first": "two", "second": 3}.',
        pl: 'Metodą POST wyślij wartość, która nie jest liczbą, na przykład {"first": "two", "second": 3}.',
      },
      accepts: {
        first: isPost,
        second: bodyWhere(
          (body) =>
            onlyOperands(body) &&
            body.first !== undefined &&
            body.second !== undefined &&
            eitherOperand(body, (value) => !isOperand(value)),
        ),
      },
      examples: [
        { first: 'POST', second: '{"first": "two", "second": 3}' },
        { first: 'POST', second: '{"first": 2, "second": null}' },
        { first: 'POST', second: '{"first": true, "second": "1,5"}' },
      ],
    },
    {
      technique: 'errorGuessing',
      text: {
        en: 'an empty body answers 400 Bad Request',
        ua: 'на порожнє тіло запиту API відповідає 400 Bad Request',
        ru: 'на пустое тело запроса API отвечает 400 Bad Request',
        pl: 'na pustą treść żądania API odpowiada 400 Bad Request',
      },
      instruction: {
        en: 'Send POST with an empty body: leave the JSON body field empty.',
        ua: 'Надішліть POST із порожнім тілом: поле «Тіло JSON» не заповнюйте.',
        ru: 'Отправьте POST с пустым телом: поле «Тело JSON» не заполняйте.',
        pl: 'Wyślij POST z pustą treścią: nie wypełniaj pola „Treść JSON”.',
      },
      accepts: { first: isPost, second: (text) => text.trim() === '' },
      examples: [
        { first: 'POST', second: '' },
        { first: 'POST', second: '   ' },
      ],
    },
    {
      technique: 'errorGuessing',
      text: {
        en: 'a body that is not a JSON object answers 400 Bad Request',
        ua: 'на тіло, яке не є об’єктом JSON, API відповідає 400 Bad Request',
        ru: 'на тело, которое не является объектом JSON, API отвечает 400 Bad Request',
        pl: 'na treść, która nie jest obiektem JSON, API odpowiada 400 Bad Request',
      },
      instruction: {
        en: 'With POST, send a body that is not a JSON object: broken JSON such as {first: 2, second: 3} (names without quotes), or an array such as [2, 3].',
        ua: 'Методом POST надішліть тіло, яке не є об’єктом JSON: невалідний JSON, як-от {first: 2, second: 3} (назви полів без лапок), або масив, як-от [2, 3].',
        ru: 'Методом POST отправьте тело, которое не является объектом JSON: невалидный JSON, например {first: 2, second: 3} (имена полей без кавычек), или массив, например [2, 3].',
        pl: 'Metodą POST wyślij treść, która nie jest obiektem JSON: niepoprawny JSON, na przykład {first: 2, second: 3} (nazwy pól bez cudzysłowów), albo tablicę, na przykład [2, 3].',
      },
      accepts: {
        first: isPost,
        second: (text) => text.trim() !== '' && !isPlainObject(parseBodyText(text).body),
      },
      examples: [
        // The form sends only JSON, so the answer shows a body it can send; broken JSON comes from curl.
        { first: 'POST', second: '[2, 3]' },
        { first: 'POST', second: '{first: 2, second: 3}' },
        { first: 'POST', second: '5' },
      ],
    },
    {
      technique: 'errorGuessing',
      text: {
        en: 'very large numbers',
        ua: 'дуже великі числа',
        ru: 'очень большие числа',
        pl: 'bardzo duże liczby',
      },
      instruction: {
        en: 'Very large numbers: with POST, send a number of 17 digits or more, for example {"first": 12345678901234567890, "second": 1}. Is the sum exact?',
        ua: 'Дуже великі числа: методом POST надішліть число від 17 цифр, наприклад {"first": 12345678901234567890, "second": 1}. Чи точна сума?',
        ru: 'Очень большие числа: методом POST отправьте число от 17 цифр, например {"first": 12345678901234567890, "second": 1}. Точна ли сумма?',
        pl: 'Bardzo duże liczby: metodą POST wyślij liczbę o co najmniej 17 cyfrach, na przykład {"first": 12345678901234567890, "second": 1}. Czy suma jest dokładna?',
      },
      accepts: {
        first: isPost,
        second: bodyWhere((body) => bothJsonNumbers(body) && eitherOperand(body, isVeryLargeNumber)),
      },
      examples: [
        { first: 'POST', second: '{"first": 12345678901234567890, "second": 1}' },
        { first: 'POST', second: '{"first": 1e308, "second": 1e308}' },
      ],
    },
    {
      technique: 'errorGuessing',
      text: {
        en: 'a field the API does not know answers 400 Bad Request',
        ua: 'на невідоме поле API відповідає 400 Bad Request',
        ru: 'на неизвестное поле API отвечает 400 Bad Request',
        pl: 'na nieznane pole API odpowiada 400 Bad Request',
      },
      instruction: {
        en: 'Last step: with POST, send a field the API does not know besides first and second, for example {"first": 2, "second": 3, "third": 4}.',
        ua: 'Останній крок: методом POST надішліть, крім first і second, поле, якого API не знає, наприклад {"first": 2, "second": 3, "third": 4}.',
        ru: 'Последний шаг: методом POST отправьте, кроме first и second, поле, которого API не знает, например {"first": 2, "second": 3, "third": 4}.',
        pl: 'Ostatni krok: metodą POST wyślij oprócz first i second pole, którego API nie zna, na przykład {"first": 2, "second": 3, "third": 4}.',
      },
      accepts: { first: isPost, second: bodyWhere((body) => !onlyOperands(body)) },
      examples: [
        { first: 'POST', second: '{"first": 2, "second": 3, "third": 4}' },
        { first: 'POST', second: '{"sum": true}' },
      ],
    },
  ],
  bugs: [
    {
      technique: 'equivalencePartitioning',
      text: {
        en: 'a number sent as a string is joined as text: "2" + "3" gives 23',
        ua: 'число, надіслане рядком, склеюється як текст: "2" + "3" дає 23',
        ru: 'число, отправленное строкой, склеивается как текст: "2" + "3" даёт 23',
        pl: 'liczba wysłana jako ciąg znaków jest sklejana jak tekst: "2" + "3" daje 23',
      },
      matches: flawed('concatenated'),
      examples: [
        { first: 'POST', second: '{"first": "2", "second": "3"}' },
        { first: 'POST', second: '{"first": 10, "second": "5"}' },
      ],
    },
    {
      technique: 'errorGuessing',
      text: {
        en: 'decimal sums are not exact: 0.1 + 0.2 gives 0.30000000000000004',
        ua: 'суми десяткових дробів неточні: 0.1 + 0.2 дає 0.30000000000000004',
        ru: 'суммы десятичных дробей неточны: 0.1 + 0.2 даёт 0.30000000000000004',
        pl: 'sumy liczb dziesiętnych są niedokładne: 0.1 + 0.2 daje 0.30000000000000004',
      },
      // A whole-number sum that loses digits is the next bug: the tester reports another symptom.
      matches: inexactWith((body) => !(isWholeNumber(body.first) && isWholeNumber(body.second))),
      examples: [
        { first: 'POST', second: '{"first": 0.1, "second": 0.2}' },
        { first: 'POST', second: '{"first": 0.7, "second": 0.1}' },
      ],
    },
    {
      technique: 'errorGuessing',
      text: {
        en: 'a sum of very large whole numbers loses its last digits: 12345678901234567890 + 1 gives 12345678901234567000',
        ua: 'сума дуже великих цілих чисел втрачає останні цифри: 12345678901234567890 + 1 дає 12345678901234567000',
        ru: 'сумма очень больших целых чисел теряет последние цифры: 12345678901234567890 + 1 даёт 12345678901234567000',
        pl: 'suma bardzo dużych liczb całkowitych traci ostatnie cyfry: 12345678901234567890 + 1 daje 12345678901234567000',
      },
      matches: inexactWith((body) => isWholeNumber(body.first) && isWholeNumber(body.second)),
      examples: [
        { first: 'POST', second: '{"first": 12345678901234567890, "second": 1}' },
        { first: 'POST', second: '{"first": 100000000000000000000, "second": -7}' },
      ],
    },
  ],
};
