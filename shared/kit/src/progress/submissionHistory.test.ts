import {
  HISTORY_LENGTH,
  historyStorageKey,
  readSubmissionHistory,
  recordSubmission,
} from './submissionHistory';

const NAME = 'exploratory_triangle';

describe('the submission history', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the values as the form held them, newest first, a repeated submission once', () => {
    recordSubmission(NAME, { first: '3', second: '4', third: '5' });
    recordSubmission(NAME, { first: 'empty', second: '4', third: '5', emptyFields: ['first'] });
    recordSubmission(NAME, { first: '3', second: '4', third: '5' });
    expect(readSubmissionHistory(NAME)).toEqual([
      ['3', '4', '5'],
      ['', '4', '5'],
    ]);
  });

  it('holds the last submissions only, and reads a corrupted entry as none', () => {
    for (let side = 1; side <= HISTORY_LENGTH + 5; side += 1) recordSubmission(NAME, { first: String(side) });
    const history = readSubmissionHistory(NAME);
    expect(history).toHaveLength(HISTORY_LENGTH);
    expect(history[0]?.[0]).toBe(String(HISTORY_LENGTH + 5));
    sessionStorage.setItem(historyStorageKey(NAME), '[["3",4]]');
    expect(readSubmissionHistory(NAME)).toEqual([]);
  });
});
