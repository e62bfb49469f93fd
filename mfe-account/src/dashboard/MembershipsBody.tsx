import { ConfirmDialog } from '@qa/kit/confirm-dialog';
import type { Membership } from '@qa/shared/classroom';
import { useState, type RefObject } from 'react';
import { useTranslation } from '@qa/shared';
import { callNotice, useLeaveClassMutation, useMembershipsQuery } from '../classroom/membershipsApi';
import { SecondaryButton } from '../components/buttons';
import { FailureLine, SuccessLine } from '../components/FailureLine';
import { ACCOUNT_NAMESPACE } from '../i18n/accountTexts';
import { ClassesLoading } from './ClassMemberships';
import { useBusy } from '../identity/useBusy';
import { NoticeDialog } from '../notice/NoticeDialog';
import { useNotice } from '../notice/useNotice';
import { useNoticeText } from '../notice/useNoticeText';
import { JoinClassForm } from './JoinClassForm';
import { MembershipList } from './MembershipList';

/**
 * The classes section's content: the list as the server has it (loaded on entry), leaving a class after a
 * question, and joining one. Its own chunk, with the calls, so the account page's first load carries neither.
 */
export const MembershipsBody = ({ heading }: { heading: RefObject<HTMLHeadingElement | null> }) => {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const {
    data: memberships,
    error,
    isError,
    isLoading,
    refetch,
  } = useMembershipsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [leaveClass] = useLeaveClassMutation();
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
      const failed = await leaveClass(membership.classId)
        .unwrap()
        .then(
          () => null,
          (failure: unknown) => callNotice(failure, 'classLeaveFailed'),
        );
      setLeavingId(null);
      if (failed) return show(failed);
      setLeft(membership.className);
      // Its Leave button goes with it: focus goes to the section rather than back to the page's start.
      heading.current?.focus();
    });
  };

  return (
    <>
      {isLoading && <ClassesLoading />}
      {isError && (
        <FailureLine role="alert">
          {noticeText(callNotice(error, 'classesLoadFailed'))}{' '}
          <SecondaryButton type="button" onClick={() => void refetch()}>
            {t('dashboard.classesRetry')}
          </SecondaryButton>
        </FailureLine>
      )}
      {memberships &&
        !isError &&
        (memberships.length === 0 ? (
          <p>{t('dashboard.classesEmpty')}</p>
        ) : (
          <MembershipList
            memberships={memberships}
            leavingId={leavingId}
            // A press while a leave runs is ignored, as BusyButton asks of its caller.
            onLeave={(membership) => setAsking(leaving.busy ? null : membership)}
          />
        ))}
      {/* Always present, so the line is announced when it appears. */}
      <div role="status">
        {left !== null && <SuccessLine>{t('dashboard.classLeft', { name: left })}</SuccessLine>}
      </div>
      <JoinClassForm />
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
    </>
  );
};
