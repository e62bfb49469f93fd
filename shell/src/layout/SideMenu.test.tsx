import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { SideMenu } from './SideMenu';

const GROUPS = ['Learn', 'Scripted', 'Generator', 'Gherkin', 'Functional', 'API Testing', 'Exploratory'];

describe('SideMenu', () => {
  it('lists Home, the list, the seven groups, My progress, Assessment, Game and Classroom with their addresses', () => {
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
    expect(within(menu).getByRole('link', { name: 'Assessment' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Classroom' })).toBeInTheDocument();
  });

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
