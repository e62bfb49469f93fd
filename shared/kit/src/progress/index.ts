// `@qa/kit/progress`: what the shell follows of a page's progress (what is stored, the events, the list pages'
// marks). Free of side effects, without the slice or the texts: the shell's start-up imports its events, and a
// bundle takes only the modules of the names it uses.
export { announceProgressChange, PROGRESS_CHANGED_EVENT, PROGRESS_MERGED_EVENT } from './progressEvents';
export { readStoredAnswers, readCompletedChallenges } from './progressStorage';
export { useCompletedChallenges } from './useCompletedChallenges';
