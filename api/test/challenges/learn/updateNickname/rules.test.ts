import { findingText, TECHNIQUES } from '../../../../src/challenges/engine/techniques';
import { LANGUAGES } from '@qa/shared/catalogue';
import { rules as updateNickname } from '../../../../src/challenges/learn/updateNickname/rules';
import { evaluate } from '../../../../src/challenges/engine/evaluate';

const submit = (caseNumber: number, first: string, second: string, third: string) =>
  evaluate(updateNickname, { first, second, third, caseNumber }, 'en');

type Example = [nickname: string, firstName: string, lastName: string];

const UPDATED = 'Profile updated.';
const NICKNAME =
  'Nickname must be 5 to 8 characters long and contain only lowercase Latin letters, digits and underscores.';
const FIRST_NAME = 'First Name must be 2 to 32 characters long.';

/** Per step: inputs that follow it with the app's answer, and inputs that do not with the expected field flags. */
const STEPS: Array<{
  step: number;
  follows: Array<[...Example, string]>;
  breaks: Array<[...Example, boolean, boolean, boolean]>;
}> = [
  {
    step: 1,
    follows: [
      ['qa_anna', 'Anna', 'Smith', UPDATED],
      ['tester_8', 'Jo', 'X'.repeat(32), UPDATED],
      ['12345', 'Ольга', 'Шевченко', UPDATED],
    ],
    breaks: [
      ['qa_tester', 'Anna', 'Smith', false, true, true],
      ['qa_anna', 'A', 'Smith', true, false, true],
      ['qa_anna', 'Anna', 'X'.repeat(33), true, true, false],
      ['', '', '', false, false, false],
    ],
  },
  {
    step: 2,
    follows: [
      ['qa_01', 'Anna', 'Smith', UPDATED],
      ['_____', 'Li', 'Wu', UPDATED],
    ],
    breaks: [
      ['qa_001', 'Anna', 'Smith', false, true, true],
      ['qa_1', 'Anna', 'Smith', false, true, true],
      ['Qa_01', 'Anna', 'Smith', false, true, true],
      ['qa_01', ' ', 'Smith', true, false, true],
    ],
  },
  {
    step: 3,
    follows: [
      ['qa_tester', 'Anna', 'Smith', NICKNAME],
      ['123456789', 'Anna', 'Smith', NICKNAME],
    ],
    breaks: [
      ['qa_teste', 'Anna', 'Smith', false, true, true],
      ['qa_tester1', 'Anna', 'Smith', false, true, true],
      ['Qa_tester', 'Anna', 'Smith', false, true, true],
    ],
  },
  {
    step: 4,
    follows: [
      ['QaTest!', 'Anna', 'Smith', NICKNAME],
      ['qa test', 'Anna', 'Smith', NICKNAME],
      ['тестер', 'Anna', 'Smith', NICKNAME],
    ],
    breaks: [
      ['qa_test', 'Anna', 'Smith', false, true, true],
      ['QaTester!', 'Anna', 'Smith', false, true, true],
      ['QA!', 'Anna', 'Smith', false, true, true],
    ],
  },
  {
    step: 5,
    follows: [
      ['qa_anna', 'A', 'Smith', FIRST_NAME],
      ['qa_anna', ' A ', 'Smith', FIRST_NAME],
      ['tester', 'Я', 'Kowalska', FIRST_NAME],
    ],
    breaks: [
      ['qa_anna', 'Al', 'Smith', true, false, true],
      ['qa_anna', '', 'Smith', true, false, true],
      ['QA', 'A', 'S', false, true, false],
    ],
  },
  {
    step: 6,
    follows: [
      ['qa_anna', 'Anna', '', 'Last Name must be 2 to 32 characters long.'],
      ['tester_8', 'Ольга', '   ', 'Last Name must be 2 to 32 characters long.'],
      ['_____', 'Li', '', 'Last Name must be 2 to 32 characters long.'],
    ],
    breaks: [
      ['qa_anna', 'Anna', 'S', true, true, false],
      ['qa_anna', '', '', true, false, true],
      ['', 'Anna', '', false, true, true],
    ],
  },
];

describe('updateNickname steps', () => {
  describe.each(STEPS)('step $step', ({ step, follows, breaks }) => {
    it.each(follows)('is found with %j, %j and %j, the app answering %j', (first, second, third, message) => {
      expect(submit(step, first, second, third)).toStrictEqual({
        message,
        caseIndex: step,
        caseText: updateNickname.cases[step - 1] && findingText(updateNickname.cases[step - 1]!, 'en'),
        firstCorrect: true,
        secondCorrect: true,
        thirdCorrect: true,
      });
    });

    it.each(breaks)(
      'is not found with %j, %j and %j (flags %s, %s, %s)',
      (first, second, third, firstCorrect, secondCorrect, thirdCorrect) => {
        expect(submit(step, first, second, third)).toStrictEqual({
          message: 'Please follow the instructions',
          firstCorrect,
          secondCorrect,
          thirdCorrect,
        });
      },
    );
  });

  it('teaches six steps, each naming its technique, the empty Last Name last', () => {
    expect(updateNickname.cases.map((step) => TECHNIQUES[step.technique].en)).toEqual([
      'Equivalence partitioning',
      'Boundary value analysis',
      'Boundary value analysis',
      'Equivalence partitioning',
      'Boundary value analysis',
      'Error guessing',
    ]);
    expect(updateNickname.cases[5]?.text.en).toBe('an empty Last Name, other fields valid');
  });
});

describe('the Update Profile app', () => {
  const answer = (nickname: string, firstName: string, lastName: string) =>
    updateNickname.result({ first: nickname, second: firstName, third: lastName }, 'en');

  it.each([
    ['qa_anna', 'Anna', 'Smith', UPDATED],
    ['qa_anna', 'Anna', 'S', 'Last Name must be 2 to 32 characters long.'],
    ['qa_anna', 'A'.repeat(33), 'Smith', FIRST_NAME],
    ['', '', '', NICKNAME],
    ['qa', 'A', 'S', NICKNAME],
  ])('answers %j, %j, %j with %j (one error at a time)', (nickname, firstName, lastName, message) => {
    expect(answer(nickname, firstName, lastName)).toBe(message);
  });

  it('words its messages in every language', () => {
    for (const values of [
      { first: 'qa_anna', second: 'Anna', third: 'Smith' },
      { first: 'QA', second: 'Anna', third: 'Smith' },
      { first: 'qa_anna', second: 'A', third: 'Smith' },
      { first: 'qa_anna', second: 'Anna', third: 'S' },
    ]) {
      const messages = LANGUAGES.map((language) => updateNickname.result(values, language));
      expect(new Set(messages).size).toBe(LANGUAGES.length);
    }
  });
});
