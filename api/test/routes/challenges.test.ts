import { EMPTY_TEXT, LANGUAGES } from '@qa/shared/catalogue';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../helper';

const ADDER = '/api/learn/v1/adder';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
});
afterAll(() => app.close());

const post = (url: string, payload: unknown, language = 'en') =>
  app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', 'accept-language': language },
  });

describe('GET /api/learn/v1/adder', () => {
  it('lists the seven instructions and the totals', async () => {
    const response = await app.inject({ method: 'GET', url: ADDER });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      cases: [
        'Enter two positive whole numbers, for example 2 and 3.',
        'Enter a negative number in the First Number field and a positive number in the Second Number field, for example -5 and 3.',
        'Enter zero in both fields.',
        'Enter two decimal numbers, for example 1.5 and 2.25.',
        'Enter letters or symbols in the First Number field and a number in the Second Number field, for example abc and 3.',
        'Enter a number in the First Number field and leave the Second Number field empty, for example 7.',
        'Enter a very large number (17 digits or more) in the First Number field and any number in the Second Number field, for example 12345678901234567890 and 1.',
      ],
      casesTotal: 7,
      bugsTotal: 0,
    });
  });

  it.each([
    ['pl', 'Wpisz zero w obu polach.'],
    ['uk-UA,uk;q=0.9,en;q=0.8', 'Введіть нуль в обидва поля.'],
    ['ru', 'Введите ноль в оба поля.'],
    ['fr', 'Enter zero in both fields.'],
  ])('speaks the Accept-Language %s', async (language, third) => {
    const response = await app.inject({
      method: 'GET',
      url: ADDER,
      headers: { 'accept-language': language },
    });
    expect(response.json().cases[2]).toBe(third);
  });
});

describe('POST /api/learn/v1/adder', () => {
  it('answers a followed step with the sum and the case', async () => {
    const response = await post(ADDER, { first: '2', second: '3', caseNumber: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({
      message: '5',
      caseIndex: 1,
      caseText: 'Equivalence partitioning: two positive whole numbers',
      firstCorrect: true,
      secondCorrect: true,
      caseTechnique: 'equivalencePartitioning',
      inputClasses: [],
    });
  });

  it('asks to follow the instructions, flagging the wrong field', async () => {
    const response = await post(ADDER, { first: '2', second: '3', caseNumber: 2 }, 'pl');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({
      message: 'Postępuj zgodnie z instrukcjami',
      firstCorrect: false,
      secondCorrect: true,
      inputClasses: [],
    });
  });

  it.each(LANGUAGES)('takes the %s word for an empty field', async (language) => {
    const response = await post(ADDER, { first: '7', second: EMPTY_TEXT[language], caseNumber: 6 }, language);
    expect(response.json()).toMatchObject({ caseIndex: 6, firstCorrect: true, secondCorrect: true });
  });
});

describe('POST /api/learn/v1/adder/batch', () => {
  it('restores stored answers in the request language', async () => {
    const response = await post(
      `${ADDER}/batch`,
      [
        { first: '2', second: '3', caseNumber: 1 },
        { first: '0', second: '0', caseNumber: 3 },
        { first: '7', second: EMPTY_TEXT.en, caseNumber: 6 },
        { first: '1', second: '1', caseNumber: 2 },
      ],
      'pl',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual([
      {
        message: '5',
        caseIndex: 1,
        caseText: 'Podział na klasy równoważności: dwie dodatnie liczby całkowite',
      },
      { message: '0', caseIndex: 3, caseText: 'Analiza wartości brzegowych: zero w obu polach' },
      { message: 'Wpisz obie liczby.', caseIndex: 6, caseText: 'Zgadywanie błędów: puste pole' },
      { message: 'Postępuj zgodnie z instrukcjami' },
    ]);
  });

  it('answers an empty batch with an empty list', async () => {
    const response = await post(`${ADDER}/batch`, []);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe('a scripted challenge', () => {
  const MULTIPLIER = '/api/scripted/v1/multiplier';
  const CONVERTER = '/api/scripted/v1/currency-converter';

  it('lists the cases to find, in order', async () => {
    const response = await app.inject({
      method: 'GET',
      url: MULTIPLIER,
      headers: { 'accept-language': 'pl' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      cases: [
        'Podział na klasy równoważności: dwie dodatnie liczby całkowite',
        'Podział na klasy równoważności: liczba ujemna i liczba dodatnia',
        'Podział na klasy równoważności: dwie liczby ujemne',
        'Analiza wartości brzegowych: mnożenie przez zero',
        'Podział na klasy równoważności: liczby dodatnie, z których co najmniej jedna jest dziesiętna',
        'Zgadywanie błędów: litery lub znaki specjalne zamiast liczby',
        'Zgadywanie błędów: puste pole lub same spacje',
        'Zgadywanie błędów: bardzo duża liczba (ponad 15 cyfr przed przecinkiem)',
      ],
      casesTotal: 8,
      bugsTotal: 0,
    });
  });

  it('gives the dropdown options as one comma-separated string', async () => {
    const response = await app.inject({ method: 'GET', url: CONVERTER });
    expect(response.json()).toMatchObject({ casesTotal: 14, caseOptions: 'GBP,EUR,USD' });
  });

  it('finds a case in any order, without a step number', async () => {
    const response = await post(MULTIPLIER, { first: '-3', second: '-4' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({
      message: '12',
      caseIndex: 3,
      caseText: 'Equivalence partitioning: two negative numbers',
      caseTechnique: 'equivalencePartitioning',
      inputClasses: ['negative'],
    });
  });

  it('answers an empty field, sent as the language’s word, with the app’s message and its case', async () => {
    const response = await post(MULTIPLIER, { first: '3', second: EMPTY_TEXT.ua }, 'ua');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({
      message: 'Будь ласка, введіть обидва числа.',
      caseIndex: 7,
      caseText: 'Вгадування помилок: порожнє поле або лише пробіли',
      caseTechnique: 'errorGuessing',
      inputClasses: ['empty'],
    });
  });

  it('reads a typed word "empty" as text when the page names the fields left empty', async () => {
    const typed = await post(MULTIPLIER, { first: '3', second: EMPTY_TEXT.pl, emptyFields: [] }, 'pl');
    expect(typed.json()).toMatchObject({ inputClasses: [] });
    const left = await post(MULTIPLIER, { first: '3', second: EMPTY_TEXT.pl, emptyFields: ['second'] }, 'pl');
    expect(left.json()).toMatchObject({ inputClasses: ['empty'] });
    const unknown = await post(MULTIPLIER, { first: '3', second: '4', emptyFields: ['third'] });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses a step number and an option the dropdown does not offer', async () => {
    const withStep = await post(MULTIPLIER, { first: '3', second: '4', caseNumber: 1 });
    expect(withStep.statusCode).toBe(400);
    expect(withStep.json().message).toMatch(/The field "caseNumber" is not expected here\./);
    const unknownCurrency = await post(CONVERTER, { first: '100', second: 'JPY', third: 'EUR' });
    expect(unknownCurrency.statusCode).toBe(400);
    expect(unknownCurrency.json().message).toMatch(/The field "second" is not one of the allowed values\./);
  });

  it('restores a batch in the request language', async () => {
    const response = await post(
      `${CONVERTER}/batch`,
      [
        { first: '100', second: 'EUR', third: 'GBP' },
        { first: '', second: 'EUR', third: 'GBP' },
      ],
      'ru',
    );
    expect(response.json()).toStrictEqual([
      {
        message: '100 EUR = 83.33 GBP',
        caseIndex: 4,
        caseText: 'Таблица решений: из EUR в GBP по обратному курсу 1,2',
      },
      {
        message: 'Пожалуйста, введите сумму.',
        caseIndex: 11,
        caseText: 'Предугадывание ошибок: пустое поле суммы (или только пробелы)',
      },
    ]);
  });
});
