import { findingText } from '../../../../src/challenges/engine/techniques';
import { LANGUAGES } from '@qa/shared/catalogue';
import { createProfile } from '../../../../src/challenges/definitions/scripted/createProfile';
import { describeChallenge } from '../../../../src/challenges/engine/describe';
import { evaluate } from '../../../../src/challenges/engine/evaluate';

const submit = (first: string, second: string, third: string) =>
  evaluate(createProfile, { first, second, third }, 'en');

const CREATED = 'Profile created.';
const NICKNAME =
  'Nickname must be 5 to 8 characters long and contain only lowercase Latin letters, digits and underscores.';
const LAST_NAME = 'Last Name must be 2 to 32 characters long, without spaces.';
const LONG_NAME = 'A'.repeat(33);

describe('createProfile cases', () => {
  it.each([
    ['qa_anna', 'Smith', '2002', 1, CREATED],
    ['tester', 'Li', '2004', 1, CREATED],
    ['qa_anna', 'O’Brien-2', '2001', 1, CREATED],
    ['qa_01', 'Smith', '2002', 2, CREATED],
    ['qa_01', 'Smith', '2000', 2, CREATED],
    ['qa_anna1', 'Smith', '2005', 3, CREATED],
    ['qa_1', 'Smith', '2002', 4, NICKNAME],
    ['qa_tester', 'Smith', '2000', 5, NICKNAME],
    ['QaTest!', 'Smith', '2002', 6, NICKNAME],
    ['qa anna', 'Smith', '2002', 6, NICKNAME],
    ['qa_anna', 'S', '2002', 7, LAST_NAME],
    ['qa_anna', ' S ', '2003', 7, LAST_NAME],
    ['qa_anna', LONG_NAME, '2002', 8, LAST_NAME],
    ['qa_anna', 'de la Cruz', '2002', 9, LAST_NAME],
    ['qa_anna', 'Smith', '2000', 10, CREATED],
    ['qa_anna', 'Smith', '2005', 10, CREATED],
  ])('%j, %j, %j finds case %i, the app answering %j', (first, second, third, caseIndex, message) => {
    expect(submit(first, second, third)).toStrictEqual({
      message,
      caseIndex,
      caseText: createProfile.cases[caseIndex - 1] && findingText(createProfile.cases[caseIndex - 1]!, 'en'),
    });
  });

  it.each([
    ['', 'Smith', '2002', NICKNAME],
    ['qa', 'Smith', '2002', NICKNAME],
    ['qa_1', 'S', '2002', NICKNAME],
    ['qa_anna', '', '2002', LAST_NAME],
    ['qa_anna', 'A'.repeat(40), '2002', LAST_NAME],
  ])('%j, %j, %j finds no case, the app answering %j', (first, second, third, message) => {
    expect(submit(first, second, third)).toStrictEqual({ message });
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
