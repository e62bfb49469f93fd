// The challenge page kit's entry: what the remote pages, the account screens and the shell import; the rest is the
// kit's own, or a subpath for the few parts that use it (`./progress`, `./page-state`, `./static`, ...). Evaluating it
// registers the 'kit' texts and injects the progress slice, which a remote page needs when it imports the entry alone.
import './texts/kitTexts';
import './progress/progressSlice';

// Building a remote: a mode's page from its definition, the form a challenge asks for, the page's texts and title.
export { createModeRemote } from './remote/createModeRemote';
export type { ModeChallengeDefinition } from './remote/modeDefinition';
export type { ChallengeAppProps } from './components/layout/challengeKitProps';
export { formDefinition } from './remote/formDefinition';
export { useChallengeTexts } from './remote/useChallengeTexts';
export { usePageTitle } from './page/usePageTitle';

// Page parts the remotes' own apps, the account screens and the shell compose.
export { ChallengeDescription } from './components/text/ChallengeDescription';
export { ChallengeForm } from './components/form/ChallengeForm';
export { CaseList } from './components/lists/CaseList';
export { BugList } from './components/lists/BugList';
export { ResultLine } from './components/feedback/ResultLine';
export { ExternalLink } from './components/text/ExternalLink';
export { VisuallyHidden } from './components/text/VisuallyHidden';
export { Modal, focusPageHeading, keepTabWithin } from './dialog/Modal';

// Styling: the design tokens and the two button looks.
export { tokens } from './theme/tokens';
export { primaryButtonStyle, secondaryButtonStyle } from './components/buttons/buttonStyles';

// What the shell follows of a page's progress: the stored finds, the events and the list pages' marks. From the
// entry, not a subpath: the shell then uses the page's one kit copy instead of bundling a second storage module.
export {
  announceProgressChange,
  PROGRESS_CHANGED_EVENT,
  PROGRESS_MERGED_EVENT,
} from './progress/progressEvents';
export { readCompletedChallenges, readStoredAnswers } from './progress/progressStorage';
export { useCompletedChallenges } from './progress/useCompletedChallenges';

// Texts and links the shell shows as the kit does: the feedback form and how long the halfway notice stays.
export { FEEDBACK_FORM_URL } from './links/kitRoutes';
export { HALFWAY_NOTICE_MS } from './kitConstants';
