// The challenge page kit's entry: only what the shell, the remotes and the contract tests import; the rest is the
// kit's own. Evaluating it registers the 'kit' texts and injects the progress slice (side effects of these two).
import './texts/kitTexts';
import './progress/progressSlice';

// Building a remote: a mode's page from its definition, the form a challenge asks for, the page's texts and title.
export { createModeRemote } from './remote/createModeRemote';
export type { ModeChallengeDefinition } from './remote/modeDefinition';
export type { ChallengeAppProps } from './components/layout/challengeKitProps';
export { formDefinition } from './remote/formDefinition';
export { useChallengeTexts } from './remote/useChallengeTexts';
export { usePageTitle } from './page/usePageTitle';

// Page parts the shell's own challenge pages and the account pages compose.
export { ChallengeDescription, type ChallengeDescriptionProps } from './components/text/ChallengeDescription';
export { ChallengeForm, type ChallengeFormProps } from './components/form/ChallengeForm';
export { CaseList, type CaseListProps } from './components/lists/CaseList';
export { BugList, type BugListProps } from './components/lists/BugList';
export { ResultLine, type ResultLineProps } from './components/feedback/ResultLine';
export { ExternalLink, type ExternalLinkProps } from './components/text/ExternalLink';
export { VisuallyHidden } from './components/text/VisuallyHidden';
export { Modal, focusPageHeading, keepTabWithin, type ModalProps } from './dialog/Modal';

// Styling: the design tokens and the two button looks.
export { tokens } from './theme/tokens';
export { primaryButtonStyle, secondaryButtonStyle } from './components/buttons/buttonStyles';

// Progress: the page state's actions, selector and thunks, what is stored, and the events the shell follows.
export { inputChanged, selectChallengeProgress } from './progress/progressSlice';
export { loadChallengeInfo, submitAnswer, syncProgress, syncSandbox } from './progress/progressThunks';
export { requestHint } from './hint/requestHint';
export { profileOf } from './modes/modeProfile';
export { RESULT_INPUT } from './modes/payload';
export {
  readStoredAnswers,
  readCompletedChallenges,
  announceProgressChange,
  PROGRESS_CHANGED_EVENT,
  PROGRESS_MERGED_EVENT,
} from './progress/progressStorage';
export { useCompletedChallenges } from './progress/useCompletedChallenges';

// Texts and links the shell shows as the kit does: the feedback form and how long the halfway notice stays.
export { FEEDBACK_FORM_URL } from './links/kitRoutes';
export { HALFWAY_NOTICE_MS } from './kitConstants';
