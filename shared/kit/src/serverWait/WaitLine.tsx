import { useTranslation } from '@qa/shared';
import type { Waiting } from './callWithRetry';
import { WAIT_NAMESPACE, waitText } from './waitTexts';

/** A wait the page sits out before calling again, its seconds counting down. */
export const WaitLine = ({ wait, left }: Waiting) => {
  // Subscribed, so the line follows a change of language.
  const { i18n } = useTranslation(WAIT_NAMESPACE);
  const [meaning, when] = waitText(wait, true, left, i18n.language);
  return (
    <p>
      {/* Said once, as the line appears: a screen reader is not told every second. */}
      {meaning} <span aria-live="off">{when}</span>
    </p>
  );
};
