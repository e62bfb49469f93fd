import { setLanguage } from '@qa/shared';
import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { SideMenu } from './SideMenu';

const GROUPS = ['Learn', 'Scripted', 'Generator', 'Gherkin', 'Functional', 'API Testing', 'Exploratory'];

describe('SideMenu', () => {
  // A language chosen in one test is kept in storage: each starts in English.
  beforeEach(() => localStorage.clear());

  it('lists Home, the list, the seven groups, My progress, the subscriber assessment, Game, the interview simulation and Classroom with their addresses', () => {
    renderWithProviders(<SideMenu />);
    const menu = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/app/',
      '/app/list',
      '/app/list/learn',
      '/app/list/scripted',
      '/app/list/generator',
      '/app/list/gherkin',
      '/app/list/functional',
      '/app/list/apiTesting',
      '/app/list/exploratory',
      '/app/progress',
      '/app/assessment',
      '/game',
      '/app/interview',
      '/app/classroom',
    ]);
    expect(links.slice(2, 9).map((link) => link.textContent?.replace(' New', ''))).toEqual(GROUPS);
    expect(within(menu).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'List of Challenges' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'My progress' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Subscriber assessment' })).toHaveAttribute(
      'href',
      '/app/assessment',
    );
    expect(within(menu).getByRole('link', { name: 'Interview simulation' })).toHaveAttribute(
      'href',
      '/app/interview',
    );
    expect(within(menu).getByRole('link', { name: 'Classroom' })).toBeInTheDocument();
  });

  it.each([
    ['en', 'Subscriber assessment', 'Interview simulation'],
    ['ua', 'Оцінювання за підпискою', 'Симуляція співбесіди'],
    ['ru', 'Оценка по подписке', 'Симуляция собеседования'],
    ['pl', 'Ocena dla subskrybentów', 'Symulacja rozmowy kwalifikacyjnej'],
  ] as const)(
    'in %s, tells the assessment of a subscription from the free interview simulation',
    async (language, assessment, interview) => {
      const { store } = renderWithProviders(<SideMenu />);
      act(() => void store.dispatch(setLanguage(language)));
      expect(await screen.findByRole('link', { name: assessment })).toHaveAttribute(
        'href',
        '/app/assessment',
      );
      expect(screen.getByRole('link', { name: interview })).toHaveAttribute('href', '/app/interview');
    },
  );

  it('marks only API Testing as new', () => {
    renderWithProviders(<SideMenu />);
    const apiTesting = screen.getByRole('link', { name: 'API Testing New' });
    expect(apiTesting).toHaveAttribute('href', '/app/list/apiTesting');
    expect(screen.getAllByText('New')).toHaveLength(1);
  });

  it('marks the current page', () => {
    renderWithProviders(<SideMenu />, { route: '/app/list/gherkin' });
    expect(screen.getByRole('link', { name: 'Gherkin' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'List of Challenges' })).not.toHaveAttribute('aria-current');
  });

  it('links to the game as a page of the app, marked while it is shown', () => {
    renderWithProviders(<SideMenu />, { route: '/game' });
    expect(screen.getByRole('link', { name: 'Game' })).toHaveAttribute('href', '/game');
    expect(screen.getByRole('link', { name: 'Game' })).toHaveAttribute('aria-current', 'page');
  });

  it('tells the layout when an entry is chosen', async () => {
    const onNavigate = jest.fn();
    const { user } = renderWithProviders(<SideMenu onNavigate={onNavigate} />);
    await user.click(screen.getByRole('link', { name: 'Learn' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
