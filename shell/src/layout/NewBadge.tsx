import { CATALOGUE_NAMESPACE, useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { theme } from '../theme/theme';

const Badge = styled.span`
  display: inline-block;
  margin-inline-start: ${theme.space.xs};
  padding: 0 ${theme.space.sm};
  border-radius: 999px;
  background: ${theme.colors.badge};
  color: ${theme.colors.onBadge};
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.6;
  letter-spacing: 0.02em;
  vertical-align: middle;
`;

/** The 'New' mark of the API Testing group (menu entry and series 6 heading, SPEC §2). */
export const NewBadge = () => {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  // The leading space keeps the mark a word of its own in the accessible name ('API Testing New').
  return (
    <>
      {' '}
      <Badge>{t('new')}</Badge>
    </>
  );
};
