import { findingText } from '../../../../src/challenges/engine/techniques';
import { LANGUAGES } from '@qa/shared/catalogue';
import { rules as createProfile } from '../../../../src/challenges/scripted/createProfile/rules';
import { describeChallenge } from '../../../../src/challenges/engine/challenge-info';
import { evaluate } from '../../../../src/challenges/engine/evaluate';

const submit = (first: string, second: string, third: string) =>
  evaluate(createProfile, { first, second, third }, 'en');

const CREATED = 'Profile created.';
const NICKNAME =
  'Nickname must be 5 to 8 characters long and contain only lowercase Latin letters, digits and underscores.';
const LAST_NAME = 'Last Name must be 2 to 32 characters long.';
const LONG_NAME = 'A'.repeat(33);

describe('createProfile cases', () => {
  it.each([
    ['qa_anna', 'Smith', '2002', 1, CREATED],
    ['tester', 'Lee', '2004', 1, CREATED],
    ['qa_anna', 'O’Brien-2', '2001', 1, CREATED],
    ['qa_01', 'Smith', '2002', 2, CREATED],
    ['qa_01', 'Li', '2000', 2, CREATED],
    ['qa_anna1', 'Smith', '2005', 3, CREATED],
    ['qa_1', 'Smith', '2002', 4, NICKNAME],
    ['qa_tester', 'Smith', '2000', 5, NICKNAME],
    ['QaTest!', 'Smith', '2002', 6, NICKNAME],
    ['qa anna', 'Smith', '2002', 6, NICKNAME],
    ['qa_anna', 'S', '2002', 7, LAST_NAME],
    ['qa_anna', ' S ', '2003', 7, LAST_NAME],
    ['qa_anna', LONG_NAME, '2002', 8, LAST_NAME],
    ['qa_anna', 'de la Cruz', '2002', 9, CREATED],
    ['qa_anna', 'Smith', '2000', 10, CREATED],
    ['', 'Smith', '2002', 11, NICKNAME],
    ['qa_anna', '', '2002', 12, LAST_NAME],
    ['qa_anna', '    ', '2002', 12, LAST_NAME],
    ['', '', '2002', 13, NICKNAME],
    ['tester', 'Li', '2004', 14, CREATED],
    ['qa_anna', 'Li', '2005', 14, CREATED],
    ['qa_anna', 'A'.repeat(32), '2002', 15, CREATED],
    ['qa', 'Smith', '2002', 16, NICKNAME],
    ['qa_tester_01', 'Smith', '2002', 17, NICKNAME],
    ['qa_anna', 'A'.repeat(40), '2002', 18, LAST_NAME],
    ['qa_anna', ' Smith ', '2002', 19, CREATED],
    ['qa_anna', 'Smith', '2005', 20, CREATED],
  ])('%j, %j, %j finds case %i, the app answering %j', (first, second, third, caseIndex, message) => {
    expect(submit(first, second, third)).toStrictEqual({
      message,
      caseIndex,
      caseText: createProfile.cases[caseIndex - 1] && findingText(createProfile.cases[caseIndex - 1]!, 'en'),
    });
  });

  /** Values of each class besides its examples, so a narrowed rule fails here by the case's name. */
  it.each<[string, Array<[string, string, string]>]>([
    [
      'valid values away from every boundary',
      [
        ['anna_07', 'Kowalska', '2003'],
        ['abcdef', 'Abc', '2001'],
        ['qa_anna', 'X'.repeat(31), '2004'],
      ],
    ],
    [
      'a Last Name of several words, such as de la Cruz, other fields valid',
      [
        ['qa_anna', 'Smith Jones', '2004'],
        ['tester', 'Da Silva', '2001'],
      ],
    ],
    [
      'a Last Name of 33 characters, one over the maximum, other fields valid',
      [['qa_anna', ` ${'B'.repeat(33)} `, '2002']],
    ],
    [
      'the shortest valid Last Name (2 characters)',
      [
        ['qa_anna', 'Ян', '2003'],
        ['tester', 'Li ', '2000'],
      ],
    ],
    [
      'the longest valid Last Name (32 characters)',
      [
        ['qa_anna', ` ${'B'.repeat(32)} `, '2002'],
        ['tester', 'Ж'.repeat(32), '2005'],
      ],
    ],
    [
      'an empty Nickname',
      [
        ['', 'Li', '2000'],
        ['  ', 'de la Cruz', '2004'],
        ['', 'A'.repeat(40), '2002'],
      ],
    ],
    [
      'an empty Last Name or only spaces',
      [
        ['qa_01', '', '2000'],
        ['tester_8', ' ', '2005'],
        ['тестер', '', '2002'],
        ['qa', '  ', '2001'],
      ],
    ],
    ['both Nickname and Last Name empty', [['', '   ', '2005']]],
    [
      'a Nickname far shorter than the minimum (1 to 3 allowed characters), other fields valid',
      [
        ['_', 'Smith', '2002'],
        ['123', 'Li', '2000'],
      ],
    ],
    [
      'a Nickname far longer than the maximum (10 or more allowed characters), other fields valid',
      [
        ['qa_tester1', 'Smith', '2002'],
        ['1'.repeat(100), 'Li', '2005'],
      ],
    ],
    [
      'a Last Name far longer than the maximum (34 characters or more), other fields valid',
      [
        ['qa_anna', 'B'.repeat(34), '2002'],
        ['qa_01', 'B'.repeat(256), '2000'],
      ],
    ],
    [
      'a valid Last Name with spaces before or after it, which are not counted',
      [
        ['qa_anna', '  Kowalska', '2001'],
        ['tester', 'van der Berg ', '2003'],
      ],
    ],
    [
      'the first Birth Year in the list (2000)',
      [
        ['abcdefg', 'de la Cruz', '2000'],
        ['qa_anna', ' Smith ', '2000'],
      ],
    ],
    ['the last Birth Year in the list (2005)', [['abcdefg', 'X'.repeat(31), '2005']]],
  ])('%s is found by any value of its class', (text, submissions) => {
    const index = createProfile.cases.findIndex((found) => found.text.en === text);
    expect(index).toBeGreaterThanOrEqual(0);
    for (const values of submissions)
      expect([values, submit(...values).caseIndex]).toEqual([values, index + 1]);
  });

  it.each([
    ['QA', 'Smith', '2002', NICKNAME],
    ['qa_1', 'S', '2002', NICKNAME],
    ['QaTester!!', 'Smith', '2002', NICKNAME],
  ])(
    '%j, %j, %j breaks two rules at once: no case, the app answering %j',
    (first, second, third, message) => {
      expect(submit(first, second, third)).toStrictEqual({ message });
    },
  );

  it('accepts a last name of several words and refuses only spaces, as the description says', () => {
    expect(createProfile.result({ first: 'qa_anna', second: 'van der Berg', third: '2002' }, 'en')).toBe(
      CREATED,
    );
    expect(createProfile.result({ first: 'qa_anna', second: '   ', third: '2002' }, 'en')).toBe(LAST_NAME);
  });

  it('offers the birth years 2000 to 2005 in its dropdown', () => {
    expect(describeChallenge(createProfile, 'en').caseOptions).toBe('2000,2001,2002,2003,2004,2005');
  });

  it('words its messages in every language', () => {
    for (const [first, second] of [
      ['qa_anna', 'Smith'],
      ['qa', 'Smith'],
      ['qa_anna', 'S'],
    ] as const) {
      const messages = LANGUAGES.map((language) =>
        createProfile.result({ first, second, third: '2002' }, language),
      );
      expect(new Set(messages).size).toBe(LANGUAGES.length);
    }
  });
});
