import { EMPTY_OPTION_INDEX, LANGUAGES, type ChallengePayload } from '@qa/shared/catalogue';
import { evaluate } from '../../src/challenges/engine/evaluate';
import { ENGINE_MESSAGES } from '../../src/challenges/engine/messages';
import type { BuilderDefinition } from '../../src/challenges/engine/definition';
import { OPTION_INDEXES, readOptionValues } from '../../src/challenges/engine/option-inputs';
import { REGISTERED_CHALLENGES } from '../../src/challenges/registry';
import { rules as attractor } from '../../src/challenges/generator/attractor/rules';
import { rules as summation } from '../../src/challenges/gherkin/summation/rules';
import { buildApp } from '../helper';

/** The generator and gherkin forms: the two challenges of each mode and their learn introductions. */
const FORMS = REGISTERED_CHALLENGES.flatMap(({ entry, definition }) => {
  const dropdown = definition.resultDropdown;
  return dropdown ? [{ key: entry.key, url: `/${entry.path}`, definition, dropdown }] : [];
});

/** Every combination of the three dropdowns a tester can choose. */
const combinations = (results: number): ChallengePayload[] =>
  OPTION_INDEXES.flatMap((first) =>
    OPTION_INDEXES.flatMap((second) =>
      Array.from({ length: results }, (_, expectedResult) => ({ first, second, expectedResult })),
    ),
  );

describe('generator and gherkin forms', () => {
  it('are the four challenges of SPEC §2', () => {
    expect(FORMS.map(({ key }) => key)).toEqual(['multiplexer', 'attractor', 'subtraction', 'summation']);
  });

  it.each(FORMS)(
    '$key offers five values per input and no comma in any option',
    ({ definition, dropdown }) => {
      // The sixth option of each input (index 5) is the empty field.
      expect(definition.dropdowns?.first).toHaveLength(EMPTY_OPTION_INDEX);
      expect(definition.dropdowns?.second).toHaveLength(EMPTY_OPTION_INDEX);
      const texts = [
        ...(definition.dropdowns?.first ?? []),
        ...(definition.dropdowns?.second ?? []),
        ...dropdown.results.flatMap((result) => Object.values(result)),
      ];
      for (const text of texts) expect(text).not.toContain(',');
    },
  );

  it.each(FORMS.filter(({ definition }) => definition.evaluator === 'builder'))(
    '$key: every combination with the right result finds a case, every other one is invalid',
    ({ definition, dropdown }) => {
      const invalid = ENGINE_MESSAGES[dropdown.style === 'generator' ? 'invalidCase' : 'invalidScenario'];
      const found = new Set<number>();
      for (const payload of combinations(dropdown.results.length)) {
        const answer = evaluate(definition, payload, 'en');
        if (answer.message !== invalid.en) {
          expect(answer.caseIndex).toEqual(expect.any(Number));
          found.add(answer.caseIndex!);
        } else {
          expect(answer).toStrictEqual({ message: invalid.en });
        }
      }
      // Each case is reached by the combinations of its class, and all of them are.
      expect([...found].sort((a, b) => a - b)).toEqual(definition.cases.map((_, index) => index + 1));
    },
  );

  it.each(FORMS.filter(({ definition }) => definition.evaluator === 'builder'))(
    '$key: exactly one result is right for each pair of inputs',
    ({ definition, dropdown }) => {
      for (const first of OPTION_INDEXES) {
        for (const second of OPTION_INDEXES) {
          const valid = Array.from({ length: dropdown.results.length }, (_, expectedResult) =>
            evaluate(definition, { first, second, expectedResult }, 'en'),
          ).filter((answer) => answer.caseIndex !== undefined);
          expect(valid).toHaveLength(1);
        }
      }
    },
  );
});

describe('the invalid combination in four languages', () => {
  const app = buildApp({ RATE_LIMIT_MAX: '100000', RATE_LIMIT_LEARNER_MAX: '100000' });
  afterAll(async () => (await app).close());

  it.each(
    FORMS.flatMap(({ key, url, definition, dropdown }) =>
      LANGUAGES.map((language) => ({ key, url, definition, dropdown, language })),
    ),
  )('$key in $language', async ({ url, definition, dropdown, language }) => {
    const example = definition.cases[0]!.examples[0];
    const wrong = (example.expectedResult! + 1) % dropdown.results.length;
    const response = await (
      await app
    ).inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', 'accept-language': language },
      payload: {
        first: example.first,
        second: example.second,
        expectedResult: wrong,
        ...(definition.evaluator === 'learn' && { caseNumber: 1 }),
      },
    });
    const invalid = ENGINE_MESSAGES[dropdown.style === 'generator' ? 'invalidCase' : 'invalidScenario'];
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(invalid[language]);
    expect(response.json().caseIndex).toBeUndefined();
  });
});

/** The app's answer to the chosen options, with the result the app really gives chosen. */
const withRightResult = (definition: BuilderDefinition, first: string, second: string): string => {
  const expectedResult = definition.resultDropdown.actualResult(
    readOptionValues(definition.dropdowns, { first, second }),
  );
  return evaluate(definition, { first, second, expectedResult }, 'en').message;
};

describe('SPEC §5: the calculators compute exactly and never crash', () => {
  const sum = (first: string, second: string) => withRightResult(summation, first, second);

  it.each([
    ['0', '0', '10'],
    ['1', '2', '-3.25'],
    ['2', '2', '3.25'],
    ['0', '3', '19'],
    ['4', '0', '100000000000000000002'],
    ['4', '4', '99999999999999999999'],
    ['0', '4', '7'],
    ['1', '4', '-4'],
    ['3', '0', 'Please enter valid numbers.'],
    ['5', '0', 'Please enter both numbers.'],
  ])('options %s and %s answer %s', (first, second, expected) => {
    expect(sum(first, second)).toBe(expected);
  });

  /** The scenario a pair of options finds with the right result, by its English text. */
  const scenarioOf = (first: string, second: string): string | undefined => {
    const expectedResult = summation.resultDropdown.actualResult(
      readOptionValues(summation.dropdowns, { first, second }),
    );
    const { caseIndex } = evaluate(summation, { first, second, expectedResult }, 'en');
    return caseIndex === undefined ? undefined : summation.cases[caseIndex - 1]!.text.en;
  };

  // Pairs of each class besides its examples: the class, not one pair, finds the scenario.
  it.each([
    ['1', '3', 'a negative number'],
    ['1', '2', 'a negative number'],
    ['2', '3', 'decimal numbers add up exactly'],
    ['4', '2', 'a very large number adds up exactly'],
    ['4', '3', 'a very large number adds up exactly'],
    ['3', '1', 'letters instead of a number'],
    ['3', '2', 'letters instead of a number'],
    ['0', '5', 'an empty field'],
    ['3', '5', 'an empty field'],
    ['4', '5', 'an empty field'],
    ['0', '4', 'zero as one of the numbers gives the other number'],
  ])('options %s and %s are in the scenario "%s"', (first, second, text) => {
    expect(scenarioOf(first, second)).toBe(text);
  });

  it('offers zero and two positive whole numbers, and labels the very large number a guess, not a boundary', () => {
    expect(summation.dropdowns.second).toContain('0');
    expect(summation.cases.map(({ technique }) => technique)).toEqual([
      'equivalencePartitioning',
      'equivalencePartitioning',
      'equivalencePartitioning',
      'errorGuessing',
      'errorGuessing',
      'errorGuessing',
      'boundaryValues',
    ]);
  });
});

describe('the attraction ride', () => {
  const gate = (first: string, second: string) => withRightResult(attractor, first, second);

  // Heights 99, 100, 135, 180, -5, empty; ages 5, 7, 8, 30, ten, empty.
  it.each([
    ['0', '3', 'Sorry, you are not tall enough for this ride.'],
    ['0', '0', 'Sorry, you are not tall enough for this ride.'],
    ['1', '2', 'Enjoy the ride!'],
    ['3', '3', 'Enjoy the ride!'],
    ['2', '1', 'You may ride with an adult.'],
    ['1', '0', 'You may ride with an adult.'],
    ['4', '3', 'Please enter a valid height and age.'],
    ['2', '4', 'Please enter a valid height and age.'],
    ['5', '3', 'Please enter both height and age.'],
  ])('height option %s and age option %s: %s', (first, second, expected) => {
    expect(gate(first, second)).toBe(expected);
  });

  /** The case a pair of options finds with the right result, by its number. */
  const caseOf = (first: string, second: string): number | undefined => {
    const expectedResult = attractor.resultDropdown.actualResult(
      readOptionValues(attractor.dropdowns, { first, second }),
    );
    return evaluate(attractor, { first, second, expectedResult }, 'en').caseIndex;
  };

  // Every pair of options of each class, by name: the classes cover all 36 pairs.
  const CLASSES = [
    ['tall enough and 8 or older', 1, ['23', '33']],
    ['tall enough, younger than 7', 2, ['10', '20', '30']],
    ['99 cm, 8 or older', 3, ['02', '03']],
    ['100 cm, 8 or older', 4, ['12', '13']],
    ['8 years, taller than 100 cm', 5, ['22', '32']],
    ['a negative height', 6, ['40', '41', '42', '43']],
    ['letters', 7, ['04', '14', '24', '34', '44']],
    ['an empty field', 8, ['50', '51', '52', '53', '54', '55', '05', '15', '25', '35', '45']],
    ['too short and younger than 8', 9, ['00', '01']],
    ['7 years, tall enough', 10, ['11', '21', '31']],
  ] as const;

  it.each(CLASSES)('%s: case %i', (_name, number, pairs) => {
    for (const [first, second] of pairs) {
      expect([first, second, caseOf(first!, second!)]).toEqual([first, second, number]);
    }
  });

  it('has a class for every case and every pair of options', () => {
    expect(CLASSES.flatMap(([, , pairs]) => pairs)).toHaveLength(36);
    expect(new Set(CLASSES.map(([, number]) => number)).size).toBe(attractor.cases.length);
  });
});
