import { LANGUAGES } from '@qa/shared/catalogue';
import type { FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { rules as adder } from '../../src/challenges/learn/adder/rules';
import { rules as currencyConverter } from '../../src/challenges/scripted/currencyConverter/rules';
import { batchSchema, payloadSchema } from '../../src/challenges/engine/payload-schema';
import { describeValidation } from '../../src/i18n/validation-messages';

const problemsOf = (schema: TSchema, value: unknown) =>
  [...Compile(schema).Errors(value)] as unknown as FastifySchemaValidationError[];
const adderProblems = (value: unknown) => problemsOf(payloadSchema(adder), value);

describe('describeValidation', () => {
  it.each([
    [{ first: '2', caseNumber: 1 }, 'The field "second" is required.'],
    [{ first: 2, second: '3', caseNumber: 1 }, 'The field "first" must be text.'],
    [
      { first: 'x'.repeat(300), second: '3', caseNumber: 1 },
      'The field "first" is too long (at most 256 characters).',
    ],
    [{ first: '2', second: '3', caseNumber: 0 }, 'The field "caseNumber" must be at least 1.'],
    [{ first: '2', second: '3', caseNumber: 1.5 }, 'The field "caseNumber" must be a whole number.'],
    [{ first: '2', second: '3', caseNumber: 1, admin: true }, 'The field "admin" is not expected here.'],
    [[1], 'The request body must be a JSON object.'],
    [
      { first: '2', second: '3', caseNumber: 1, emptyFields: ['first', 'first'] },
      'The field "emptyFields" has an item twice.',
    ],
  ])('explains %j in a sentence', (body, expected) => {
    expect(describeValidation(adderProblems(body), 'body', 'en')).toBe(expected);
  });

  it('names the batch item and the allowed choices of a dropdown', () => {
    const batch = problemsOf(batchSchema(currencyConverter), [
      { first: '1', second: 'EUR', third: 'USD' },
      { first: '1', second: 'JPY', third: 'EUR' },
    ]);
    expect(describeValidation(batch, 'body', 'en')).toBe(
      'The field "second" of item 2 is not one of the allowed values. Allowed: GBP, EUR, USD.',
    );
    expect(describeValidation(batch, 'body', 'pl')).toBe(
      'Pole „second” elementu 2 nie ma żadnej z dozwolonych wartości. Dozwolone: GBP, EUR, USD.',
    );
  });

  it('says every problem in the request language, never in the validator’s English', () => {
    const bodies: unknown[] = [
      { first: '2', caseNumber: 1 },
      { first: 2, second: '3', caseNumber: 1 },
      { first: 'x'.repeat(300), second: '3', caseNumber: 1 },
      { first: '2', second: '3', caseNumber: 0 },
      { first: '2', second: '3', caseNumber: 1, admin: true },
      [1],
    ];
    for (const language of LANGUAGES.filter((each) => each !== 'en')) {
      for (const body of bodies) {
        const text = describeValidation(adderProblems(body), 'body', language);
        expect(text).toMatch(/^\p{Lu}/u);
        expect(text).not.toMatch(/\b(must|required|expected|field|item|body|allowed|text)\b/);
      }
    }
  });

  it('keeps at most three sentences however many problems there are', () => {
    const many = problemsOf(batchSchema(adder), Array(40).fill({ first: 1 }));
    expect(describeValidation(many, 'body', 'en').split('. ').length).toBeLessThanOrEqual(3);
  });
});
