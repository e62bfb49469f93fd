import { tokens, VisuallyHidden } from '@qa/kit';
import { DEFAULT_LANGUAGE, isLanguage, languageTag, Link, useTranslation } from '@qa/shared';
import type { Membership } from '@qa/shared/classroom';
import styled from 'styled-components';
import { BusyButton } from '../components/BusyButton';
import { ACCOUNT_NAMESPACE } from '../i18n/accountTexts';

export interface MembershipListProps {
  memberships: Membership[];
  /** The class whose leaving is under way: its button says so. */
  leavingId: string | null;
  onLeave: (membership: Membership) => void;
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${tokens.space.sm};
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.md};
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius};
`;

const About = styled.div`
  display: grid;
  gap: ${tokens.space.xs};
  /* A long class name or member name wraps rather than pushing the button off a narrow screen. */
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Details = styled.span`
  color: ${tokens.colors.muted};
  font-size: 0.875rem;
`;

/** The classes the learner is in: each with their name in it, the day they joined, and Leave. */
export const MembershipList = ({ memberships, leavingId, onLeave }: MembershipListProps) => {
  const { t, i18n } = useTranslation(ACCOUNT_NAMESPACE);
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  // The learner's own calendar day: they joined in their time zone.
  const joinedDate = new Intl.DateTimeFormat(languageTag(language), { dateStyle: 'long' });
  return (
    <List>
      {memberships.map((membership) => (
        <Item key={membership.classId}>
          <About>
            <strong>{membership.className}</strong>
            <Details>{t('dashboard.classYourName', { name: membership.name })}</Details>
            <Details>
              {t('dashboard.classJoinedOn', { date: joinedDate.format(new Date(membership.joinedAt)) })}
            </Details>
            {/* The class's open interviews: each starts a session the trainer sees in the class's grid. */}
            {membership.assignments?.map((assignment) => (
              <Details key={assignment.id}>
                {assignment.dueAt === null
                  ? t('dashboard.classInterview')
                  : t('dashboard.classInterviewDue', { date: joinedDate.format(new Date(assignment.dueAt)) })}
                {': '}
                <Link to={`/app/interview?assignment=${assignment.id}`}>
                  {t('dashboard.classInterviewTake')}
                </Link>
              </Details>
            ))}
          </About>
          <BusyButton
            type="button"
            variant="secondary"
            busy={leavingId === membership.classId}
            onClick={() => onLeave(membership)}
          >
            {t('dashboard.leaveClass')}
            {/* Several Leave buttons: each names its class for a screen reader's list of buttons. */}
            <VisuallyHidden> {membership.className}</VisuallyHidden>
          </BusyButton>
        </Item>
      ))}
    </List>
  );
};
