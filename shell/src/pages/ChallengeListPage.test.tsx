import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { ChallengeListPage } from './ChallengeListPage';

const seriesHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const target = (link: HTMLElement) => [link.textContent, link.getAttribute('href')];

describe('ChallengeListPage', () => {
  it('shows every series with a heading, series 6 marked new', () => {
    const { store } = renderWithProviders(<ChallengeListPage />, { route: '/app/list' });
    expect(screen.getByRole('heading', { level: 1, name: 'List of Challenges' })).toBeInTheDocument();
    expect(seriesHeadings()).toEqual([
      'Series 1: Learn',
      'Series 2: Scripted',
      'Series 3: Generator',
      'Series 4: Gherkin',
      'Series 5: Functional',
      'Series 6: ApiTesting New',
      'Series 7: Exploratory',
    ]);
    expect(screen.getAllByText('New')).toHaveLength(1);
    expect(store.getState().page.pageTitle).toBe('List of Challenges');
  });

  it('links every challenge to its page', () => {
    renderWithProviders(<ChallengeListPage />, { route: '/app/list' });
    const learn = screen.getByRole('region', { name: 'Series 1: Learn' });
    expect(within(learn).getAllByRole('link').map(target)).toEqual([
      ['Addition', '/app/challenge/learn/adder'],
      ['Division', '/app/challenge/learn/divider'],
      ['Password Restore', '/app/challenge/learn/passwordRestore'],
      ['Update Profile', '/app/challenge/learn/updateNickname'],
    ]);
    expect(screen.getAllByRole('link')).toHaveLength(23);
  });

  it('shows only the series of the chosen type', () => {
    const { store } = renderWithProviders(<ChallengeListPage challengeType="apiTesting" />, {
      route: '/app/list/apiTesting',
    });
    expect(seriesHeadings()).toEqual(['Series 6: ApiTesting New']);
    expect(screen.getAllByRole('link').map(target)).toEqual([
      ['Addition API', '/app/challenge/apiTesting/plusser'],
      ['User API', '/app/challenge/apiTesting/userCrud'],
      ['Show all challenges', '/app/list'],
    ]);
    expect(store.getState().page.pageTitle).toBe('ApiTesting');
  });

  it('shows the not-found page for an unknown type', () => {
    renderWithProviders(<ChallengeListPage challengeType="unknown" />, { route: '/app/list/unknown' });
    expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });
});

describe('completed challenges', () => {
  beforeEach(() => localStorage.clear());

  it('marks the challenges listed in completedChallenges, and only those', () => {
    localStorage.setItem('completedChallenges', JSON.stringify(['learn_adder']));
    renderWithProviders(<ChallengeListPage challengeType="learn" />);
    expect(screen.getByRole('link', { name: 'Addition Completed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Division' })).toBeInTheDocument();
    expect(screen.getAllByTestId('completed-mark')).toHaveLength(1);
  });

  it('treats a corrupted completedChallenges entry as none completed', () => {
    localStorage.setItem('completedChallenges', '{broken');
    renderWithProviders(<ChallengeListPage />);
    expect(screen.queryByTestId('completed-mark')).not.toBeInTheDocument();
  });
});
