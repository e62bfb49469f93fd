import { CATALOGUE_NAMESPACE, SERIES, NavLink, useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { CHROME_NAMESPACE } from '../i18n/chromeTexts';
import { theme } from '../theme/theme';
import { NewBadge } from './NewBadge';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** Its entries are indented: narrower padding keeps a group and its 'New' mark on one line in every language. */
const GroupList = styled(List)`
  margin: ${theme.space.xs} 0 ${theme.space.sm};
  padding-inline-start: ${theme.space.md};
  border-inline-start: 2px solid ${theme.colors.border};

  a {
    padding-inline: ${theme.space.sm};
  }
`;

const Item = styled(NavLink)`
  display: block;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius};
  color: ${theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${theme.colors.background};
  }

  &[aria-current='page'] {
    background: ${theme.colors.activeLink};
    color: ${theme.colors.primary};
    font-weight: 600;
  }
`;

export interface SideMenuProps {
  /** Called when an entry is chosen, so the mobile drawer can close. */
  onNavigate?: () => void;
}

/** Side menu of SPEC §2: Home, the list, the seven groups (API Testing marked 'New'), the
 * learner's progress, the subscribers' assessment, Game, the free interview simulation, and the trainers'
 * Classroom. The two interview entries are named apart: one needs a subscription, the other no account. */
export const SideMenu = ({ onNavigate }: SideMenuProps) => {
  const { t } = useTranslation([CHROME_NAMESPACE, CATALOGUE_NAMESPACE]);
  return (
    <nav aria-label={t('menu.label')}>
      <List>
        <li>
          <Item to="/app/" end onClick={onNavigate}>
            {t('menu.home')}
          </Item>
        </li>
        <li>
          <Item to="/app/list" end onClick={onNavigate}>
            {t('menu.list')}
          </Item>
          <GroupList>
            {SERIES.map((series) => (
              <li key={series.group}>
                <Item to={series.challengeLink} onClick={onNavigate}>
                  {t(`${CATALOGUE_NAMESPACE}:groups.${series.group}`)}
                  {series.isNew && <NewBadge />}
                </Item>
              </li>
            ))}
          </GroupList>
        </li>
        <li>
          <Item to="/app/progress" onClick={onNavigate}>
            {t('menu.progress')}
          </Item>
        </li>
        <li>
          <Item to="/app/assessment" onClick={onNavigate}>
            {t('menu.assessment')}
          </Item>
        </li>
        <li>
          {/* Once served outside the shell (SPEC §2); the Game is a page of the app now. */}
          <Item to="/game" onClick={onNavigate}>
            {t('menu.game')}
          </Item>
        </li>
        <li>
          <Item to="/app/interview" onClick={onNavigate}>
            {t('menu.interview')}
          </Item>
        </li>
        <li>
          <Item to="/app/classroom" onClick={onNavigate}>
            {t('menu.classroom')}
          </Item>
        </li>
      </List>
    </nav>
  );
};
