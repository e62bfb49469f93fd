import { http, HttpError, LANGUAGES, provideNotifier, setLanguage } from '@qa/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { settle } from '../../test/settle';
import { StaticPage } from './StaticPage';

const get = jest.spyOn(http, 'get');
const notifier = jest.fn();
provideNotifier(notifier);

/** Called by every piece of served code below that manages to run. */
const ran = jest.fn();
Object.assign(window, { ran });

const HOSTILE =
  '<h2>Privacy</h2><script>window.ran("script")</script>' +
  '<img src="missing.png" alt="logo" onerror="window.ran(\'onerror\')">' +
  '<p onclick="window.ran(\'onclick\')">Click me</p>' +
  '<a href="javascript:window.ran(\'href\')">Bad link</a>';

const content = () => screen.getByTestId('static-content');

/** jsdom follows a clicked javascript: link in a later task; give it the time to. */
const laterTasks = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('StaticPage', () => {
  beforeEach(() => {
    localStorage.clear(); // the language a test switches to is remembered there
    get.mockReset();
    notifier.mockReset();
    ran.mockReset();
  });

  it.each(LANGUAGES)('loads the page in the current language (%s)', async (language) => {
    get.mockResolvedValue(`<h2>Terms ${language}</h2><p>Text</p>`);
    const { store } = renderWithProviders(<StaticPage page="terms-and-conditions" />, {
      preloadedState: { language: { local: language } },
    });
    expect(await screen.findByRole('heading', { level: 2, name: `Terms ${language}` })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(`api/static/terms-and-conditions.${language}.html`, expect.anything());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(store.getState().page.pageTitle);
  });

  it('has the page title of the page it shows', async () => {
    get.mockResolvedValue('<p>Text</p>');
    const { store } = renderWithProviders(<StaticPage page="privacy-policy" />);
    expect(await screen.findByText('Text')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(store.getState().page.pageTitle).toBe('Privacy Policy');
  });

  it('loads again when the language changes, never showing the old text', async () => {
    get.mockResolvedValueOnce('<p>English text</p>');
    const { store } = renderWithProviders(<StaticPage page="privacy-policy" />);
    expect(await screen.findByText('English text')).toBeInTheDocument();
    let answer: (html: string) => void = () => undefined;
    get.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    act(() => void store.dispatch(setLanguage('pl')));
    expect(get).toHaveBeenLastCalledWith('api/static/privacy-policy.pl.html', expect.anything());
    expect(screen.queryByText('English text')).not.toBeInTheDocument();
    answer('<p>Polski tekst</p>');
    await settle();
    expect(screen.getByText('Polski tekst')).toBeInTheDocument();
  });

  it('never runs a script, an event handler or a javascript: link of the served HTML', async () => {
    get.mockResolvedValue(HOSTILE);
    renderWithProviders(<StaticPage page="privacy-policy" />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Privacy' })).toBeInTheDocument();

    fireEvent.error(screen.getByRole('img', { name: 'logo' }));
    fireEvent.click(screen.getByText('Click me'));
    fireEvent.click(screen.getByText('Bad link'));
    await laterTasks();
    expect(ran).not.toHaveBeenCalled();

    expect(content().querySelector('script')).toBeNull();
    expect(content().querySelector('[onerror], [onclick]')).toBeNull();
    expect(screen.getByText('Bad link')).not.toHaveAttribute('href');
    expect(content().innerHTML).not.toMatch(/ran\(/);
  });

  it('would run those handlers and the link unsanitized here, so the test above can fail', async () => {
    // Jest's jsdom runs inline handlers and javascript: links (runScripts: 'dangerously'), as a browser would.
    const raw = document.createElement('div');
    raw.innerHTML = HOSTILE;
    document.body.append(raw);
    fireEvent.error(raw.querySelector('img') as HTMLImageElement);
    fireEvent.click(raw.querySelector('p') as HTMLParagraphElement);
    fireEvent.click(raw.querySelector('a') as HTMLAnchorElement);
    // The link runs in a later task, which a busy machine may delay past laterTasks: waited for here.
    await waitFor(() => expect(ran).toHaveBeenCalledTimes(3));
    raw.remove();
    expect(ran.mock.calls).toEqual([['onerror'], ['onclick'], ['href']]);
  });

  it('shows an error notice with the error message when the page cannot be loaded', async () => {
    get.mockRejectedValue(new HttpError('http', 404, 'Page not found'));
    renderWithProviders(<StaticPage page="terms-and-conditions" />);
    await settle();
    expect(notifier).toHaveBeenCalledWith({ text: 'Page not found', variant: 'error' });
    expect(screen.queryByTestId('static-content')).not.toBeInTheDocument();
  });
});
