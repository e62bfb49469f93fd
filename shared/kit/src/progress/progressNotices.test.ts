import { reachedNotices } from './progressNotices';
import { emptyProgress } from './progressState';

const before = { casesFound: 0, bugsFound: 0, completed: false };

describe('the milestones an answer reaches', () => {
  it('are none while the totals have not loaded: one find is not all of an unknown number', () => {
    expect(reachedNotices(before, { ...emptyProgress(), cases: ['Case one'], casesTotal: 0 })).toEqual([]);
  });

  it('are all the cases once the last one is found', () => {
    expect(reachedNotices(before, { ...emptyProgress(), cases: ['Case one'], casesTotal: 1 })).toEqual([
      'allCases',
    ]);
  });
});
