import type { Membership } from '@qa/shared/classroom';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadClassroomCalls } from '../classroom/loadClassroomCalls';
import { SecondaryButton } from '../components/buttons';
import { FailureLine, SuccessLine } from '../components/FailureLine';
import type { Notice } from '../errors/accountErrors';
import { ACCOUNT_NAMESPACE } from '../i18n/accountTexts';
import { useBusy } from '../identity/useBusy';
import { ConfirmDialog } from '../notice/ConfirmDialog';
import { NoticeDialog } from '../notice/NoticeDialog';
import { useNotice } from '../notice/useNotice';
import { useNoticeText } from '../notice/useNoticeText';
import { DashboardSection, SectionHeading } from './DashboardSection';
import { JoinClassForm } from './JoinClassForm';
import { MembershipList } from './MembershipList';
import { useMemberships } from './useMemberships';

/**
 * The classes the learner is in, leaving one, and joining one with the code from their trainer.
 * Shown to every signed-in learner, email confirmed or not: the classroom API takes any valid identity token.
 */
export const ClassMemberships = () => {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { state, reload, add, remove } = useMemberships();
  const noticeText = useNoticeText();
  const leaving = useBusy();
  const [asking, setAsking] = useState<Membership | null>(null);
  const [leavingId, setLeavingId] = useState<string | null>(null);
  const [left, setLeft] = useState<string | null>(null);
  const { notice, show, close } = useNotice();

  const leave = () => {
    const membership = asking;
    setAsking(null);
    if (!membership) return;
    void leaving.run(async () => {
      setLeft(null);
      setLeavingId(membership.classId);
      const failure = await loadClassroomCalls().then(
        ({ leaveClass }) => leaveClass(membership.classId),
        (): Notice => ({ key: 'classLeaveFailed' }),
      );
      setLeavingId(null);
      if (failure) return show(failure);
      remove(membership.classId);
      setLeft(membership.className);
      // Its Leave button goes with it: focus goes to the section rather than back to the page's start.
      heading.current?.focus();
    });
  };

  return (
    <DashboardSection aria-labelledby={headingId}>
      <SectionHeading ref={heading} id={headingId} tabIndex={-1}>
        {t('dashboard.classesHeading')}
      </SectionHeading>
      {state.status === 'loading' && <p aria-busy="true">{t('dashboard.classesLoading')}</p>}
      {state.status === 'failed' && (
        <FailureLine role="alert">
          {noticeText(state.notice)}{' '}
          <SecondaryButton type="button" onClick={reload}>
            {t('dashboard.classesRetry')}
          </SecondaryButton>
        </FailureLine>
      )}
      {state.status === 'ready' &&
        (state.memberships.length === 0 ? (
          <p>{t('dashboard.classesEmpty')}</p>
        ) : (
          <MembershipList
            memberships={state.memberships}
            leavingId={leavingId}
            // A press while a leave runs is ignored, as BusyButton asks of its caller.
            onLeave={(membership) => setAsking(leaving.busy ? null : membership)}
          />
        ))}
      {/* Always present, so the line is announced when it appears. */}
      <div role="status">
        {left !== null && <SuccessLine>{t('dashboard.classLeft', { name: left })}</SuccessLine>}
      </div>
      <JoinClassForm onJoined={add} />
      <ConfirmDialog
        open={asking !== null}
        question={t('dashboard.leaveQuestion', { name: asking?.className ?? '' })}
        details={t('dashboard.leaveDetails')}
        cancelLabel={t('dashboard.cancel')}
        confirmLabel={t('dashboard.leaveConfirm')}
        onCancel={() => setAsking(null)}
        onConfirm={leave}
      />
      <NoticeDialog notice={notice} onClose={close} />
    </DashboardSection>
  );
};
