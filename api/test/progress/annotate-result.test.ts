import type { ChallengePayload } from '@qa/shared/catalogue';
import { learnerInputsOf } from '@qa/shared/learner-inputs';
import { evaluate, type PureDefinition } from '../../src/challenges/engine/evaluate';
import { REGISTERED_BY_STORE_NAME, REGISTERED_CHALLENGES } from '../../src/challenges/registry';
import { annotateResult } from '../../src/progress/annotate-result';
import { VERY_LONG } from '../../src/progress/input-classes';

const definitionOf = (storeName: string) => {
  const registered = REGISTERED_BY_STORE_NAME.get(storeName);
  if (!registered) throw new Error(`${storeName} is registered`);
  return registered.definition;
};

/** The classes a submission is credited with, judged as nothing found. */
const classesOf = (storeName: string, payload: ChallengePayload) =>
  annotateResult(definitionOf(storeName), payload, { message: '' }).inputClasses;

/** The classes of the example that finds the first case of `technique`, judged as the route judges it. */
const classesOfCase = (storeName: string, technique: string) => {
  const definition = definitionOf(storeName) as PureDefinition;
  const found = definition.cases.find((item) => item.technique === technique);
  if (!found) throw new Error(`${storeName} has a ${technique} case`);
  return annotateResult(definition, found.examples[0], evaluate(definition, found.examples[0], 'en'));
};

describe('annotateResult: only what the learner chose is classified', () => {
  it('classifies every text field of a form, the empty word as empty', () => {
    expect(classesOf('scripted_divide', { first: '-4', second: 'empty' })).toEqual(['empty', 'negative']);
  });

  it('leaves out the app’s own dropdowns: a birth year, a currency', () => {
    expect(classesOf('scripted_createProfile', { first: 'Kate', second: 'Smith', third: '2000' })).toEqual(
      [],
    );
    expect(classesOf('scripted_currencyConverter', { first: '0', second: 'GBP', third: 'EUR' })).toEqual([
      'zero',
    ]);
  });

  it('classifies the test value behind a generator option, not its index', () => {
    // Attractor's first input offers 99, 100, 135, 180, -5 and, sixth, the empty field.
    expect(classesOf('generator_attractor', { first: '4', second: '0', expectedResult: 0 })).toEqual([
      'negative',
    ]);
    expect(classesOf('generator_attractor', { first: '5', second: '0', expectedResult: 0 })).toEqual([
      'empty',
    ]);
  });

  describe('the to-do app', () => {
    it('credits nothing for the task count and action it sends itself', () => {
      expect(classesOf('functional_todoList', { first: 'Buy milk', second: '0', third: '' })).toEqual([]);
      expect(classesOf('functional_todoList', { first: 'COMPLETED', second: '0', third: 'mark' })).toEqual(
        [],
      );
      expect(classesOf('functional_todoList', { first: '', second: '3', third: 'delete' })).toEqual([]);
    });

    it('classifies the task name the learner typed and added', () => {
      expect(classesOf('functional_todoList', { first: '', second: '2', third: '' })).toEqual(['empty']);
      expect(classesOf('functional_todoList', { first: '<b>x</b>', second: '0', third: '' })).toEqual([
        'markup',
      ]);
      expect(classesOf('functional_todoList', { first: '0', second: '4', third: '' })).toEqual(['zero']);
    });

    it('credits a boundary found with a name the learner typed', () => {
      expect(classesOfCase('functional_todoList', 'boundaryValues').inputClasses).toContain('boundaries');
    });
  });

  describe('the hotel app', () => {
    it('credits nothing for the sort and filter indexes', () => {
      expect(classesOf('functional_bookHotel', { first: '0', second: '0' })).toEqual([]);
      expect(classesOf('functional_bookHotel', { first: '3', second: '5' })).toEqual([]);
    });

    it('credits no boundary for a find made with its dropdowns', () => {
      const answer = classesOfCase('functional_bookHotel', 'boundaryValues');
      expect(answer.caseTechnique).toBe('boundaryValues');
      expect(answer.inputClasses).toEqual([]);
    });
  });

  describe('API testing', () => {
    it('credits nothing for the method, the path’s slashes, or a request without a body', () => {
      expect(classesOf('apiTesting_userCrud', { first: 'GET', second: '/users/1', third: '' })).toEqual([]);
      expect(classesOf('apiTesting_userCrud', { first: 'GET', second: '/users', third: 'empty' })).toEqual(
        [],
      );
      expect(
        classesOf('apiTesting_userCrud', {
          first: 'GET',
          second: 'http://localhost:3000/api/sandbox/v1/users/2',
          third: '',
        }),
      ).toEqual([]);
    });

    it('classifies what follows the resource in the path', () => {
      expect(classesOf('apiTesting_userCrud', { first: 'GET', second: '/users/-1', third: '' })).toEqual([
        'negative',
      ]);
      expect(classesOf('apiTesting_userCrud', { first: 'GET', second: '/users/0', third: '' })).toEqual([
        'zero',
      ]);
      expect(classesOf('apiTesting_userCrud', { first: 'GET', second: '/users/1/2', third: '' })).toEqual([
        'symbols',
      ]);
    });

    it('classifies the body’s values, never its JSON punctuation or field names', () => {
      expect(
        classesOf('apiTesting_userCrud', { first: 'POST', second: '/users', third: '{"name": "Alex"}' }),
      ).toEqual([]);
      expect(
        classesOf('apiTesting_userCrud', {
          first: 'POST',
          second: '/users',
          third: '{"first_name": "Kate"}',
        }),
      ).toEqual([]);
      expect(
        classesOf('apiTesting_userCrud', { first: 'POST', second: '/users', third: '{"name": ""}' }),
      ).toEqual(['empty']);
      expect(
        classesOf('apiTesting_userCrud', {
          first: 'PUT',
          second: '/users/2',
          third: `{"name": "<script>${'a'.repeat(VERY_LONG)}"}`,
        }),
      ).toEqual(['veryLong', 'markup']);
      expect(classesOf('apiTesting_plusser', { first: 'POST', second: '{"first": 2, "second": 3}' })).toEqual(
        [],
      );
      expect(
        classesOf('apiTesting_plusser', { first: 'POST', second: '{"first": -2, "second": [0, null]}' }),
      ).toEqual(['empty', 'zero', 'negative']);
    });

    it('names a body that is not JSON a wrong format', () => {
      expect(classesOf('apiTesting_plusser', { first: 'POST', second: '{first: 2}' })).toEqual([
        'wrongFormat',
      ]);
    });
  });

  it('has the catalogue name as the learner’s only slots the form sends, never a dropdown of the app', () => {
    for (const { entry, definition } of REGISTERED_CHALLENGES) {
      const inputs = learnerInputsOf(entry);
      for (const [slot, input] of Object.entries(inputs)) {
        expect(definition.fields).toContain(slot);
        const isDropdown = definition.dropdowns?.[slot as keyof typeof inputs] !== undefined;
        // Generator and gherkin dropdowns offer test values; every other dropdown is the app's.
        expect([entry.key, slot, isDropdown]).toEqual([
          entry.key,
          slot,
          definition.resultDropdown !== undefined,
        ]);
        expect([entry.key, input === 'testValue']).toEqual([entry.key, isDropdown]);
      }
    }
  });
});
