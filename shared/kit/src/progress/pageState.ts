// `@qa/kit/page-state`: the page state and the calls that fill it, for code that drives a challenge page without
// rendering it (the client–API tests). Evaluating it registers the 'kit' texts and injects the progress slice,
// as the entry does, so the thunks find both.
import '../texts/kitTexts';
import './progressSlice';

export { inputChanged, selectChallengeProgress } from './progressSlice';
export { loadChallengeInfo, sendSubmission, syncProgress, syncSandbox } from './progressThunks';
export { requestHint } from '../hint/requestHint';
export { profileOf } from '../modes/modeProfile';
export { RESULT_INPUT } from '../modes/payload';
