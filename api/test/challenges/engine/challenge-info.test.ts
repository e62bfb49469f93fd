import { describeChallenge } from '../../../src/challenges/engine/challenge-info';
import { twoCases, twoSteps } from './fixtures';

describe('describeChallenge (learn)', () => {
  it('lists the instructions in order in the request language, with the totals', () => {
    expect(describeChallenge(twoSteps, 'ua')).toStrictEqual({
      cases: ['ua type a', 'ua type b and c'],
      casesTotal: 2,
      bugsTotal: 0,
    });
  });
});

describe('describeChallenge (scripted)', () => {
  it('lists the cases to find in order, with the totals and the dropdown options', () => {
    expect(describeChallenge(twoCases, 'pl')).toStrictEqual({
      cases: ['Podział na klasy równoważności: pl text a', 'Podział na klasy równoważności: pl option y'],
      casesTotal: 2,
      bugsTotal: 0,
      caseOptions: 'x,y',
    });
  });
});
