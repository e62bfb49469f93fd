import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { HALFWAY_NOTICE_MS } from '../kitConstants';
import type { ProgressNotice } from '../progress/progressState';
import { KIT_NAMESPACE } from '../texts/kitTexts';
import type { KitTexts } from '../texts/en';
import { tokens } from '../../theme/tokens';

export interface ProgressNoticesProps {
  notices: readonly ProgressNotice[];
  /** Scripted mode words the all-cases milestone as 'You validated all the cases!'. */
  scripted: boolean;
  /** Milestones the page already says elsewhere, e.g. learn's done line saying all cases are found. */
  hidden?: readonly ProgressNotice[];
  /** Called when the halfway notice has been shown for 5000 ms. */
  onDismiss: (notice: ProgressNotice) => void;
}

/** Always rendered, so the live region exists before a notice arrives. */
const Region = styled.div`
  display: grid;
  gap: ${tokens.space.sm};
`;

const Notice = styled.p`
  margin: 0;
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-left: 4px solid ${tokens.colors.success};
  border-radius: ${tokens.radius};
  background: ${tokens.colors.subtle};
  color: ${tokens.colors.success};
  font-weight: 600;
`;

const TEXT: Record<ProgressNotice, keyof KitTexts> = {
  halfway: 'halfway',
  allCases: 'foundAllCases',
  allBugs: 'foundAllBugs',
  completed: 'congratulation',
};

/**
 * The milestone messages of SPEC §4, inline in a polite live region until the notification library comes.
 * 'Halfway there!' goes away after 5000 ms; the others stay for this page view.
 */
export const ProgressNotices = ({ notices, scripted, hidden = [], onDismiss }: ProgressNoticesProps) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  const halfway = notices.includes('halfway');

  useEffect(() => {
    if (!halfway) return;
    const timer = setTimeout(() => onDismiss('halfway'), HALFWAY_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [halfway, onDismiss]);

  return (
    <Region role="status" aria-label={t('noticesLabel')}>
      {notices
        .filter((notice) => !hidden.includes(notice))
        .map((notice) => (
          <Notice key={notice}>
            {t(notice === 'allCases' && scripted ? 'validatedAllCases' : TEXT[notice])}
          </Notice>
        ))}
    </Region>
  );
};
