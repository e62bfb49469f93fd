import { CHALLENGES } from '@qa/shared';
import { act, screen, within } from '@testing-library/react';
import { loadChallengeTotals } from '../../progress/challengeTotals';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ChallengeListPage } from './ChallengeListPage';

jest.mock('../../progress/challengeTotals', () => ({ loadChallengeTotals: jest.fn() }));
const totals = jest.mocked(loadChallengeTotals);

const seriesHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const target = (link: HTMLElement) => [link.textContent, link.getAttribute('href')];

describe('ChallengeListPage', () => {
  beforeEach(() => {
    localStorage.clear();
    // Still loading: the tests of the list itself see it before any bar.
    totals.mockReturnValue(new Promise(() => {}));
  });

  it('shows under each challenge a bar of what this browser found of it', async () => {
    totals.mockResolvedValue([
      { storeName: 'learn_adder', cases: 4, bugs: 1, techniques: {} },
      { storeName: 'learn_divider', cases: 3, bugs: 0, techniques: {} },
    ]);
    localStorage.setItem(
      'learn_adder',
      JSON.stringify({ case_1: { first: '1', second: '2' }, bug_1: { first: 'a' } }),
    );
    renderWithProviders(<ChallengeListPage />, { route: '/app/list' });
    await act(async () => {});
    const learn = within(screen.getByRole('region', { name: 'Series 1: Learn' }));
    const adder = learn.getByRole('link', { name: /^Addition/ });
    expect(adder).toHaveTextContent('Addition2 of 5 found');
    // Written out for everyone, not only for screen readers (a hidden text is clipped to 1 px).
    expect(within(adder).getByText('2 of 5 found')).not.toHaveStyle({ width: '1px' });
    expect(within(adder).getByTestId('found-bar')).toHaveAttribute('value', '2');
    expect(within(adder).getByTestId('found-bar')).toHaveAttribute('max', '5');
    expect(learn.getByRole('link', { name: /^Division/ })).toHaveTextContent('Division0 of 3 found');
    // No totals for it: no bar rather than a wrong one.
    expect(
      within(screen.getByRole('link', { name: /^Password Restore/ })).queryByTestId('found-bar'),
    ).toBeNull();
  });

  it('keeps its check marks when the totals cannot be had', async () => {
    totals.mockRejectedValue(new Error('offline'));
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithProviders(<ChallengeListPage />, { route: '/app/list' });
    await act(async () => {});
    expect(screen.queryAllByTestId('found-bar')).toEqual([]);
    expect(screen.getAllByRole('link')).toHaveLength(CHALLENGES.length);
  });

  it('shows every series with a heading, series 6 marked new', () => {
    const { store } = renderWithProviders(<ChallengeListPage />, { route: '/app/list' });
    expect(screen.getByRole('heading', { level: 1, name: 'List of Challenges' })).toBeInTheDocument();
    expect(seriesHeadings()).toEqual([
      'Series 1: Learn',
      'Series 2: Scripted',
      'Series 3: Generator',
      'Series 4: Gherkin',
      'Series 5: Functional',
      'Series 6: API Testing New',
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
    expect(screen.getAllByRole('link')).toHaveLength(CHALLENGES.length);
  });

  it('shows only the series of the chosen type', () => {
    const { store } = renderWithProviders(<ChallengeListPage group="apiTesting" />, {
      route: '/app/list/apiTesting',
    });
    expect(seriesHeadings()).toEqual(['Series 6: API Testing New']);
    expect(screen.getAllByRole('link').map(target)).toEqual([
      ['Addition API', '/app/challenge/apiTesting/plusser'],
      ['User API', '/app/challenge/apiTesting/userCrud'],
      ['Show all challenges', '/app/list'],
    ]);
    expect(store.getState().page.pageTitle).toBe('API Testing');
  });

  it('shows the not-found page for an unknown type', () => {
    renderWithProviders(<ChallengeListPage group="unknown" />, { route: '/app/list/unknown' });
    expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });
});

describe('completed challenges', () => {
  beforeEach(() => localStorage.clear());

  it('marks the challenges listed in completedChallenges, and only those', () => {
    localStorage.setItem('completedChallenges', JSON.stringify(['learn_adder']));
    renderWithProviders(<ChallengeListPage group="learn" />);
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
