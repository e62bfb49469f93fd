import { useEffect, useRef } from 'react';
import { notify, useTranslation } from '@qa/shared';
import { HALFWAY_NOTICE_MS } from '../../kitConstants';
import type { ProgressNotice } from '../../progress/progressState';
import { KIT_NAMESPACE } from '../../texts/kitTexts';
import type { KitTexts } from '../../texts/en';

export interface ProgressNoticesProps {
  notices: readonly ProgressNotice[];
  /** How the mode words the all-cases milestone: scripted validates cases, gherkin finds scenarios. */
  allCasesText?: 'foundAllCases' | 'validatedAllCases' | 'foundAllScenarios';
  /** Milestones the page already says elsewhere, e.g. learn's done line saying all cases are found. */
  hidden?: readonly ProgressNotice[];
  /** Called once a notice has been handed on, so the state keeps only the ones still to announce. */
  onDismiss: (notice: ProgressNotice) => void;
}

const TEXT: Record<Exclude<ProgressNotice, 'completed' | 'allCases'>, keyof KitTexts> = {
  halfway: 'halfway',
  allBugs: 'foundAllBugs',
};

/**
 * The milestone messages of SPEC §4 as notifications (the shell shows them, and its toasts are announced):
 * 'Halfway there!' for 5000 ms, the others for the shell's default time. The find that completes a challenge
 * is announced by the congratulation alone, not by a toast per milestone besides it. Renders nothing itself.
 */
export const ProgressNotices = ({
  notices,
  allCasesText = 'foundAllCases',
  hidden = [],
  onDismiss,
}: ProgressNoticesProps) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  // Notices already handed on and not yet gone from the state: React runs a new effect twice in
  // development (StrictMode) before the dismissal re-renders, and each notice must show once.
  const handedOn = useRef(new Set<ProgressNotice>());

  useEffect(() => {
    for (const notice of handedOn.current) if (!notices.includes(notice)) handedOn.current.delete(notice);
    const completing = notices.includes('completed');
    for (const notice of notices) {
      if (handedOn.current.has(notice)) continue;
      handedOn.current.add(notice);
      if (!hidden.includes(notice) && !completing && notice !== 'completed') {
        notify(
          notice === 'halfway'
            ? { text: t(TEXT.halfway), variant: 'info', autoCloseMs: HALFWAY_NOTICE_MS }
            : { text: t(notice === 'allCases' ? allCasesText : TEXT[notice]), variant: 'success' },
        );
      }
      onDismiss(notice);
    }
  }, [notices, hidden, allCasesText, onDismiss, t]);

  return null;
};
