import { EMPTY_TEXT, LANGUAGES } from '@qa/shared/catalogue';
import { evaluate, evaluateBatch } from '../../../src/challenges/engine/evaluate';
import { twoCases, twoSteps } from './fixtures';

describe('evaluate (learn)', () => {
  it('answers with the app result and the case when every field follows the step', () => {
    expect(evaluate(twoSteps, { first: 'b', second: 'c', caseNumber: 2 }, 'pl')).toStrictEqual({
      message: 'pl: b|c',
      caseIndex: 2,
      caseText: 'Podział na klasy równoważności: pl second case',
      firstCorrect: true,
      secondCorrect: true,
    });
  });

  it('lets a field without a rule take any value', () => {
    expect(evaluate(twoSteps, { first: 'a', second: 'zzz', caseNumber: 1 }, 'en')).toMatchObject({
      caseIndex: 1,
    });
  });

  it.each([
    [
      { first: 'x', second: 'c' },
      { firstCorrect: false, secondCorrect: true },
    ],
    [
      { first: 'b', second: 'x' },
      { firstCorrect: true, secondCorrect: false },
    ],
    [
      { first: 'x', second: 'x' },
      { firstCorrect: false, secondCorrect: false },
    ],
  ])('asks to follow the instructions and flags each field: %j', (values, flags) => {
    expect(evaluate(twoSteps, { ...values, caseNumber: 2 }, 'en')).toStrictEqual({
      message: 'Please follow the instructions',
      ...flags,
    });
  });

  it('localizes the request to follow the instructions', () => {
    const messages = LANGUAGES.map(
      (language) => evaluate(twoSteps, { first: 'x', second: 'x', caseNumber: 2 }, language).message,
    );
    expect(new Set(messages).size).toBe(LANGUAGES.length);
  });

  it('flags every field when the step does not exist', () => {
    expect(evaluate(twoSteps, { first: 'a', second: 'c', caseNumber: 9 }, 'en')).toEqual({
      message: 'Please follow the instructions',
      firstCorrect: false,
      secondCorrect: false,
    });
    expect(evaluate(twoSteps, { first: 'a', second: 'c' }, 'en')).toMatchObject({ firstCorrect: false });
  });

  it.each([...Object.values(EMPTY_TEXT), '', '   ', ` ${EMPTY_TEXT.pl} `])(
    'reads %j as an empty field',
    (empty) => {
      expect(evaluate(twoSteps, { first: 'a', second: empty, caseNumber: 1 }, 'en').message).toBe('en: a|');
    },
  );

  it.each(Object.values(EMPTY_TEXT))(
    'reads a typed %j as text when the page names the empty fields',
    (word) => {
      expect(
        evaluate(twoSteps, { first: 'a', second: word, emptyFields: [], caseNumber: 1 }, 'en').message,
      ).toBe(`en: a|${word}`);
      expect(
        evaluate(twoSteps, { first: 'a', second: word, emptyFields: ['second'], caseNumber: 1 }, 'en')
          .message,
      ).toBe('en: a|');
    },
  );

  it('reads a missing field as empty', () => {
    expect(evaluate(twoSteps, { first: 'a', caseNumber: 1 }, 'en').message).toBe('en: a|');
  });
});

describe('evaluateBatch', () => {
  it('evaluates each stored answer in the request language, without field flags', () => {
    const payloads = [
      { first: 'a', second: 'x', caseNumber: 1 },
      { first: 'b', second: 'x', caseNumber: 2 },
      { first: 'b', second: 'c', caseNumber: 2 },
    ];
    expect(evaluateBatch(twoSteps, payloads, 'ru')).toStrictEqual([
      { message: 'ru: a|x', caseIndex: 1, caseText: 'Разбиение на классы эквивалентности: ru first case' },
      { message: 'Пожалуйста, следуйте инструкциям' },
      { message: 'ru: b|c', caseIndex: 2, caseText: 'Разбиение на классы эквивалентности: ru second case' },
    ]);
  });

  it('answers an empty batch with an empty list', () => {
    expect(evaluateBatch(twoSteps, [], 'en')).toEqual([]);
  });
});

describe('evaluate (scripted)', () => {
  it('answers with the app result and the case the values match', () => {
    expect(evaluate(twoCases, { first: 'b', second: 'y' }, 'ru')).toStrictEqual({
      message: 'ru: b|y',
      caseIndex: 2,
      caseText: 'Разбиение на классы эквивалентности: ru option y',
    });
  });

  it('finds the first case in the list when the values match several', () => {
    expect(evaluate(twoCases, { first: 'a', second: 'y' }, 'en')).toMatchObject({ caseIndex: 1 });
  });

  it('answers only with the app result when no case matches', () => {
    expect(evaluate(twoCases, { first: 'b', second: 'x' }, 'en')).toStrictEqual({ message: 'en: b|x' });
  });

  it('ignores a step number and reads the localized empty word as empty', () => {
    expect(evaluate(twoCases, { first: EMPTY_TEXT.ua, second: 'x', caseNumber: 1 }, 'en')).toStrictEqual({
      message: 'en: |x',
    });
  });

  it('restores a batch in any order', () => {
    expect(
      evaluateBatch(
        twoCases,
        [
          { first: 'b', second: 'y' },
          { first: 'b', second: 'x' },
          { first: 'a', second: 'x' },
        ],
        'en',
      ),
    ).toStrictEqual([
      { message: 'en: b|y', caseIndex: 2, caseText: 'Equivalence partitioning: option y' },
      { message: 'en: b|x' },
      { message: 'en: a|x', caseIndex: 1, caseText: 'Equivalence partitioning: text a' },
    ]);
  });
});
