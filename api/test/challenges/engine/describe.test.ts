import { describeChallenge } from '../../../src/challenges/engine/describe';
import { twoSteps } from './fixtures';

describe('describeChallenge (learn)', () => {
  it('lists the instructions in order in the request language, with the totals', () => {
    expect(describeChallenge(twoSteps, 'ua')).toStrictEqual({
      cases: ['ua type a', 'ua type b and c'],
      casesTotal: 2,
      bugsTotal: 0,
    });
  });
});
