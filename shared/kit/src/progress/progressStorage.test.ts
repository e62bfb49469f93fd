import {
  addCompletedChallenge,
  clearStoredProgress,
  COMPLETED_CHALLENGES_EVENT,
  removeCompletedChallenge,
  readCompletedChallenges,
  readFollowInstructions,
  readStoredAnswers,
  writeFollowInstructions,
  writeStoredAnswers,
} from './progressStorage';

describe('progress storage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('round-trips the correct answers under the store name', () => {
    const answers = { case_1: { first: '2', second: '3', caseNumber: 1 } };
    writeStoredAnswers('learn_adder', answers);
    expect(JSON.parse(localStorage.getItem('learn_adder') ?? '')).toEqual(answers);
    expect(readStoredAnswers('learn_adder')).toEqual(answers);
    writeStoredAnswers('learn_adder', {});
    expect(localStorage.getItem('learn_adder')).toBeNull();
  });

  it.each([
    ['unparseable', '{"case_1": '],
    ['a list', '[1, 2]'],
    ['a wrong key', '{"step_1": {"first": "1"}}'],
    ['a wrong value', '{"case_1": {"first": 1}}'],
  ])('treats a corrupted entry (%s) as empty', (_, raw) => {
    localStorage.setItem('learn_adder', raw);
    expect(readStoredAnswers('learn_adder')).toEqual({});
  });

  it('keeps the follow-instructions flag in session storage', () => {
    writeFollowInstructions('learn_adder', true);
    expect(sessionStorage.getItem('learn_adder_followInstructions')).toBe('true');
    expect(readFollowInstructions('learn_adder')).toBe(true);
    writeFollowInstructions('learn_adder', false);
    expect(readFollowInstructions('learn_adder')).toBe(false);
  });

  it('adds a completed challenge once and survives a corrupted list', () => {
    localStorage.setItem('completedChallenges', 'not json');
    addCompletedChallenge('learn_adder');
    addCompletedChallenge('learn_adder');
    expect(readCompletedChallenges()).toEqual(['learn_adder']);
  });

  it('removes a completed challenge and tells this page about every change', () => {
    const changes = jest.fn();
    window.addEventListener(COMPLETED_CHALLENGES_EVENT, changes);
    addCompletedChallenge('learn_adder');
    addCompletedChallenge('scripted_divide');
    removeCompletedChallenge('learn_adder');
    removeCompletedChallenge('learn_adder');
    window.removeEventListener(COMPLETED_CHALLENGES_EVENT, changes);
    expect(readCompletedChallenges()).toEqual(['scripted_divide']);
    expect(changes).toHaveBeenCalledTimes(3);
  });

  it('clears the local answers and both session entries of one challenge only', () => {
    writeStoredAnswers('learn_adder', { case_1: { first: '1' } });
    writeStoredAnswers('learn_divider', { case_1: { first: '1' } });
    sessionStorage.setItem('learn_adder', 'last');
    writeFollowInstructions('learn_adder', true);
    clearStoredProgress('learn_adder');
    expect(localStorage.getItem('learn_adder')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('learn_divider')).not.toBeNull();
  });
});
