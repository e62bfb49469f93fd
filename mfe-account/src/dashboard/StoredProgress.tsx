import { tokens } from '@qa/kit';
import { ConfirmDialog } from '@qa/kit/confirm-dialog';
import { useId, useState } from 'react';
import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { BusyButton } from '../components/BusyButton';
import type { Notice } from '../errors/accountErrors';
import { ACCOUNT_NAMESPACE } from '../i18n/accountTexts';
import { useBusy } from '../identity/useBusy';
import { NoticeDialog } from '../notice/NoticeDialog';
import { useNotice } from '../notice/useNotice';
import { DashboardSection, SectionHeading } from './DashboardSection';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
`;

/** The calls are a chunk of their own, loaded on the first press (see storedProgressCalls.ts). */
const loadCalls = () => import('../progress/storedProgressCalls');

/**
 * Export and delete the progress stored with the account. Shown to every signed-in learner, email
 * confirmed or not: the API takes any valid identity token (it does not look at email_verified), and the
 * shell keeps an unconfirmed learner's progress with the account too, so they must be able to take it back.
 */
export const StoredProgress = () => {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const headingId = useId();
  const exporting = useBusy();
  const deleting = useBusy();
  const [asking, setAsking] = useState(false);
  const { notice, show, close } = useNotice();

  const exportProgress = () =>
    void exporting.run(async () => {
      const failure = await loadCalls().then(
        ({ exportStoredProgress }) => exportStoredProgress(),
        (): Notice => ({ key: 'progressExportFailed' }),
      );
      // A download is its own answer; only a failure needs words.
      if (failure) show(failure);
    });

  const deleteProgress = () => {
    setAsking(false);
    void deleting.run(async () => {
      show(
        await loadCalls().then(
          ({ deleteStoredProgress }) => deleteStoredProgress(),
          (): Notice => ({ key: 'progressDeleteFailed' }),
        ),
      );
    });
  };

  return (
    <DashboardSection aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t('dashboard.storedHeading')}</SectionHeading>
      <p>{t('dashboard.storedIntro')}</p>
      <Actions>
        <BusyButton type="button" variant="secondary" busy={exporting.busy} onClick={exportProgress}>
          {t('dashboard.exportProgress')}
        </BusyButton>
        {/* A press while the deletion runs is ignored, as BusyButton asks of its caller. */}
        <BusyButton
          type="button"
          variant="secondary"
          busy={deleting.busy}
          onClick={() => setAsking(!deleting.busy)}
        >
          {t('dashboard.deleteProgress')}
        </BusyButton>
      </Actions>
      <ConfirmDialog
        open={asking}
        question={t('dashboard.deleteQuestion')}
        details={t('dashboard.deleteDetails')}
        cancelLabel={t('dashboard.cancel')}
        confirmLabel={t('dashboard.deleteConfirm')}
        onCancel={() => setAsking(false)}
        onConfirm={deleteProgress}
      />
      <NoticeDialog notice={notice} onClose={close} />
    </DashboardSection>
  );
};
