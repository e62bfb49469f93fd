import { act, renderHook } from '@testing-library/react';
import { addCompletedChallenge, removeCompletedChallenge } from './progressStorage';
import { useCompletedChallenges } from './useCompletedChallenges';

describe('useCompletedChallenges', () => {
  beforeEach(() => localStorage.clear());

  it('reads the list and follows completions and resets made on this page', () => {
    addCompletedChallenge('learn_adder');
    const { result } = renderHook(() => useCompletedChallenges());
    expect(result.current).toEqual(['learn_adder']);
    act(() => addCompletedChallenge('scripted_divide'));
    expect(result.current).toEqual(['learn_adder', 'scripted_divide']);
    act(() => removeCompletedChallenge('learn_adder'));
    expect(result.current).toEqual(['scripted_divide']);
  });

  it('follows another tab and treats a corrupted entry as none', () => {
    const { result, rerender } = renderHook(() => useCompletedChallenges());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    act(() => {
      localStorage.setItem('completedChallenges', '["learn_divider"');
      window.dispatchEvent(new StorageEvent('storage', { key: 'completedChallenges' }));
    });
    expect(result.current).toEqual([]);
    act(() => {
      localStorage.setItem('completedChallenges', '["learn_divider"]');
      window.dispatchEvent(new StorageEvent('storage', { key: 'completedChallenges' }));
    });
    expect(result.current).toEqual(['learn_divider']);
  });
});
