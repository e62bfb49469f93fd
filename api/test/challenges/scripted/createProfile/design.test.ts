import { rules as createProfile } from '../../../../src/challenges/scripted/createProfile/rules';
import { design as createProfileDesign } from '../../../../src/challenges/scripted/createProfile/design';
import { runTests } from '../../../../src/test-design/test-design';
import { checkDesign, row } from '../../../test-design/designChecks';

const HAPPY_PATH = [
  row('created', 'qa_anna', 'Smith', '2002'),
  row('created', 'tester', 'Kowalska', '2003'),
  row('created', 'qa_1234', 'Smith', '2004'),
];

const THIRTY_TWO = 'Abcdefghijklmnopqrstuvwxyzabcdef';

const FULL = [
  row('created', 'qa_01', 'Smith', '2002'),
  row('invalidNickname', 'anna', 'Smith', '2002'),
  row('created', 'qa_anna1', 'Smith', '2002'),
  row('invalidNickname', 'qa_tester', 'Smith', '2002'),
  row('invalidNickname', 'QaTest!', 'Smith', '2002'),
  row('invalidNickname', 'тестер', 'Smith', '2002'),
  row('created', 'qa_anna', 'Li', '2002'),
  row('invalidLastName', 'qa_anna', 'S', '2002'),
  row('created', 'qa_anna', THIRTY_TWO, '2002'),
  row('invalidLastName', 'qa_anna', `${THIRTY_TWO}g`, '2002'),
  row('invalidLastName', 'qa_anna', ' S ', '2002'),
  row('created', 'qa_anna', 'de la Cruz', '2002'),
];

describe('the create profile test design', () => {
  checkDesign(createProfileDesign, createProfile, {
    full: FULL,
    happyPath: HAPPY_PATH,
    wrong: row('created', 'QaTest!', 'Smith', '2002'),
  });

  it('answers each row of the full table as the app itself does', () => {
    const app = FULL.map(({ values }) => createProfile.result(values, 'en'));
    const reference = createProfileDesign.reference.outcomesOf(FULL.map(({ values }) => values));
    expect(reference.map((outcome) => createProfileDesign.outcomes[outcome].en)).toEqual(app);
  });

  it('needs a field at a time at its limits: a happy path misses every boundary', () => {
    const run = runTests(createProfileDesign, HAPPY_PATH);
    expect(run.missed.filter(({ technique }) => technique === 'boundaryValues')).toHaveLength(8);
  });

  it('on build 2 takes a Nickname of up to 12 characters, and ships a refusal of a Last Name of several words', () => {
    const build = createProfileDesign.build2;
    const values = [
      { first: 'qa_tester_01', second: 'Smith', third: '2002' },
      { first: 'qa_tester_012', second: 'Smith', third: '2002' },
      { first: 'qa_anna', second: 'de la Cruz', third: '2002' },
    ];
    expect(build?.reference.outcomesOf(values)).toEqual(['created', 'invalidNickname', 'created']);
    expect(build?.shipped.outcomesOf(values)).toEqual(['created', 'invalidNickname', 'invalidLastName']);
  });
});
