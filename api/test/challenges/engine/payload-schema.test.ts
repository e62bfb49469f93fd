import Value from 'typebox/value';
import { MAX_VALUE_LENGTH } from '@qa/shared/catalogue';
import { batchSchema, MAX_BATCH_ITEMS, payloadSchema } from '../../../src/challenges/engine/payload-schema';
import { rules as userCrud } from '../../../src/challenges/api-testing/userCrud/rules';
import { twoCases, twoSteps } from './fixtures';

describe('payloadSchema (learn)', () => {
  const schema = payloadSchema(twoSteps);
  const valid = { first: 'a', second: '', caseNumber: 1 };

  it('accepts one string per field and a step number', () => {
    expect(Value.Check(schema, valid)).toBe(true);
    expect(Value.Check(schema, { ...valid, first: 'x'.repeat(MAX_VALUE_LENGTH), caseNumber: 2 })).toBe(true);
  });

  it.each([
    ['a missing field', { first: 'a', caseNumber: 1 }],
    ['a field of the wrong type', { ...valid, first: 1 }],
    ['a field too long', { ...valid, first: 'x'.repeat(MAX_VALUE_LENGTH + 1) }],
    ['a slot the form does not have', { ...valid, third: 'c' }],
    ['an unknown field', { ...valid, admin: true }],
    ['no step', { first: 'a', second: 'b' }],
    ['step 0', { ...valid, caseNumber: 0 }],
    ['a step after the last', { ...valid, caseNumber: 3 }],
    ['a fractional step', { ...valid, caseNumber: 1.5 }],
    ['a step as a string', { ...valid, caseNumber: '1' }],
  ])('rejects %s', (_name, payload) => {
    expect(Value.Check(schema, payload)).toBe(false);
  });
});

describe('payloadSchema (scripted)', () => {
  const schema = payloadSchema(twoCases);
  const valid = { first: 'a', second: 'y' };

  it('accepts one string per field and an option per dropdown, without a step', () => {
    expect(Value.Check(schema, valid)).toBe(true);
    expect(Value.Check(schema, { ...valid, first: 'x'.repeat(MAX_VALUE_LENGTH) })).toBe(true);
  });

  it.each([
    ['a step number', { ...valid, caseNumber: 1 }],
    ['a value the dropdown does not offer', { ...valid, second: 'z' }],
    ['an option in the wrong case', { ...valid, second: 'Y' }],
    ['an empty dropdown', { ...valid, second: '' }],
    ['a missing dropdown', { first: 'a' }],
    ['a text field too long', { ...valid, first: 'x'.repeat(MAX_VALUE_LENGTH + 1) }],
    ['a number', { ...valid, first: 1 }],
  ])('rejects %s', (_name, payload) => {
    expect(Value.Check(schema, payload)).toBe(false);
  });
});

describe('payloadSchema (API testing)', () => {
  const schema = payloadSchema(userCrud);
  const request = { first: 'GET', second: '/users/5', third: '' };
  const deleted = { first: 'DELETE', second: '/users/5' };

  it('takes the requests a stored state transition keeps, a few at most', () => {
    expect(Value.Check(schema, { ...request, before: [deleted] })).toBe(true);
    expect(Value.Check(schema, { ...request, before: Array(12).fill(deleted) })).toBe(true);
  });

  it.each([
    ['too many requests before', { ...request, before: Array(13).fill(deleted) }],
    ['a request with a field the form lacks', { ...request, before: [{ ...deleted, admin: true }] }],
    ['a request too long', { ...request, before: [{ ...deleted, third: 'x'.repeat(MAX_VALUE_LENGTH + 1) }] }],
    ['requests before on a form that is not an API', null],
  ])('rejects %s', (_name, payload) => {
    const checked = payload ?? { first: 'a', second: 'y', before: [deleted] };
    expect(Value.Check(payload ? schema : payloadSchema(twoCases), checked)).toBe(false);
  });
});

describe('batchSchema', () => {
  const item = { first: 'a', second: 'b', caseNumber: 1 };

  it('accepts a list of payloads, up to the limit', () => {
    expect(Value.Check(batchSchema(twoSteps), [])).toBe(true);
    expect(Value.Check(batchSchema(twoSteps), Array(MAX_BATCH_ITEMS).fill(item))).toBe(true);
  });

  it('rejects a longer list, an invalid item or a single object', () => {
    expect(Value.Check(batchSchema(twoSteps), Array(MAX_BATCH_ITEMS + 1).fill(item))).toBe(false);
    expect(Value.Check(batchSchema(twoSteps), [item, { ...item, caseNumber: 0 }])).toBe(false);
    expect(Value.Check(batchSchema(twoSteps), item)).toBe(false);
  });
});
