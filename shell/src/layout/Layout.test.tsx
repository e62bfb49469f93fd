import { Link, notify, Route, setPageTitle, Switch } from '@qa/shared';
import { act, screen } from '@testing-library/react';
import { mockWindowWidth, restoreWindowWidth } from '../test/matchMedia';
import { renderWithProviders } from '../test/renderWithProviders';
import { Layout } from './Layout';

const renderLayout = () =>
  renderWithProviders(
    <Layout onLogout={jest.fn()}>
      <p>page content</p>
    </Layout>,
  );

/** The side menu, found even while hidden so its visibility can be checked. */
const sideMenu = () => screen.getByRole('navigation', { name: 'Main navigation', hidden: true });

describe('Layout', () => {
  afterEach(restoreWindowWidth);

  it('puts the page in the main area between the top bar and the footer', () => {
    renderLayout();
    expect(screen.getByRole('main')).toHaveTextContent('page content');
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('contentinfo')).toHaveTextContent('QA Practice Simulator');
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveAttribute('href', '#main-content');
  });

  it('keeps the browser tab title in step with the page title', () => {
    const { store } = renderLayout();
    expect(document.title).toBe('QA Practice Simulator');
    act(() => {
      store.dispatch(setPageTitle('Addition'));
    });
    expect(document.title).toBe('Addition | QA Practice Simulator');
  });

  it('mounts the chrome: the cookie notice, and the notifications any part sends', async () => {
    localStorage.clear();
    renderLayout();
    expect(screen.getByRole('dialog', { name: 'Cookies and browser storage' })).toBeInTheDocument();
    act(() => notify({ text: 'Saved', variant: 'success' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Saved');
  });

  describe('below 768 px', () => {
    beforeEach(() => mockWindowWidth(767));

    it('hides the menu in a drawer that the menu button opens and closes', async () => {
      const { user } = renderLayout();
      const button = screen.getByRole('button', { name: 'Menu' });
      expect(sideMenu()).not.toBeVisible();
      expect(button).toHaveAttribute('aria-expanded', 'false');
      await user.click(button);
      expect(sideMenu()).toBeVisible();
      expect(button).toHaveAttribute('aria-expanded', 'true');
      await user.click(button);
      expect(sideMenu()).not.toBeVisible();
    });

    it('closes the drawer when an entry is chosen', async () => {
      const { user } = renderLayout();
      await user.click(screen.getByRole('button', { name: 'Menu' }));
      await user.click(screen.getByRole('link', { name: 'Learn' }));
      expect(sideMenu()).not.toBeVisible();
    });

    it('holds the keyboard while open: its first link takes focus, Tab goes round, Escape closes from anywhere', async () => {
      const { user } = renderLayout();
      const button = screen.getByRole('button', { name: 'Menu' });
      await user.click(button);
      const links = screen.getAllByRole('link').filter((link) => sideMenu().contains(link));
      expect(links[0]).toHaveFocus();
      links.at(-1)!.focus();
      await user.tab();
      expect(links[0]).toHaveFocus();
      await user.tab({ shift: true });
      expect(links.at(-1)).toHaveFocus();
      // Focus elsewhere (a click on the bar), Escape still closes it.
      button.blur();
      await user.keyboard('{Escape}');
      expect(sideMenu()).not.toBeVisible();
      expect(button).toHaveFocus();
    });

    it('closes the drawer on Escape and gives focus back to the menu button', async () => {
      const { user } = renderLayout();
      const button = screen.getByRole('button', { name: 'Menu' });
      await user.click(button);
      screen.getByRole('link', { name: 'Home' }).focus();
      await user.keyboard('{Escape}');
      expect(sideMenu()).not.toBeVisible();
      expect(button).toHaveFocus();
    });
  });

  it('opens a new page at its top, with focus on the main area once the link that led there is gone', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    const { user } = renderWithProviders(
      <Layout onLogout={jest.fn()}>
        <Switch>
          <Route path="/app/">
            <Link to="/app/list">See all challenges</Link>
          </Route>
          <Route path="/app/list">
            <h1>List of Challenges</h1>
          </Route>
        </Switch>
      </Layout>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'See all challenges' }));
    expect(screen.getByRole('heading', { name: 'List of Challenges' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('main')).toHaveFocus();
    scrollTo.mockRestore();
  });

  describe('at 768 px and above', () => {
    beforeEach(() => mockWindowWidth(768));

    it('shows the menu beside the content, and the menu button collapses it', async () => {
      const { user } = renderLayout();
      const button = screen.getByRole('button', { name: 'Menu' });
      expect(sideMenu()).toBeVisible();
      expect(button).toHaveAttribute('aria-expanded', 'true');
      await user.click(screen.getByRole('link', { name: 'Learn' }));
      expect(sideMenu()).toBeVisible();
      await user.click(button);
      expect(sideMenu()).not.toBeVisible();
      expect(button).toHaveAttribute('aria-expanded', 'false');
      await user.click(button);
      expect(sideMenu()).toBeVisible();
    });
  });
});
