import { STORAGE_KEYS, useLocation } from '@qa/shared';
import { BugList, CaseList, ChallengeDescription, ChallengeForm } from '@qa/kit';
import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ChallengeTour } from './ChallengeTour';

/** Short, so a tour waiting for a target that is not coming starts within a test's wait. */
jest.mock('./tourSteps', () => ({ ...jest.requireActual('./tourSteps'), TOUR_TARGET_WAIT_MS: 300 }));

interface KitPageProps {
  video?: boolean;
  bugs?: boolean;
  /** The tester tools' buttons (the kit's TesterTools carry the same targets). */
  tools?: boolean;
  /** The form, present but not shown. */
  formHidden?: boolean;
}

/** A challenge page built from the kit pieces that carry the tour's targets; the optional ones on request. */
const KitPage = ({ video = false, bugs = false, tools = false, formHidden = false }: KitPageProps) => (
  <>
    <ChallengeDescription
      title="Addition"
      paragraphs={['Adds two numbers.']}
      hint="Try the edges."
      videoLink={video ? 'https://video.example/adder' : undefined}
    />
    <CaseList
      kind="case"
      heading="Test cases"
      counterLabel="Test cases found"
      emptyText="None yet"
      slots={['']}
      total={1}
      answers={{}}
      fields={[]}
    />
    <BugList slots={['']} total={bugs ? 1 : 0} answers={{}} fields={[]} />
    <div style={formHidden ? { display: 'none' } : undefined}>
      <ChallengeForm
        fields={[{ type: 'textfield', label: 'First Number' }]}
        values={['']}
        flags={[null]}
        disabled={false}
        onChange={() => undefined}
        onSubmit={() => Promise.resolve()}
        label="Addition"
      />
    </div>
    {tools && (
      <div data-tour="tester-tools">
        <button type="button" data-tour="test-design">
          Test design
        </button>
        <button type="button" data-tour="bug-report">
          Report a bug
        </button>
      </div>
    )}
  </>
);

const GoTo = ({ to }: { to: string }) => {
  const [, navigate] = useLocation();
  return (
    <button type="button" onClick={() => navigate(to)}>
      go
    </button>
  );
};

const ADDER = '/app/challenge/learn/adder';
const TRIANGLE = '/app/challenge/exploratory/triangle';

const renderTour = (route = ADDER, page = <KitPage />) =>
  renderWithProviders(
    <>
      <ChallengeTour />
      {page}
    </>,
    { route },
  );

const tooltip = (name: string) => screen.findByRole('alertdialog', { name });

/** Goes through the tooltips with these titles in order, pressing Next between them; answers the last one. */
const walk = async (user: UserEvent, titles: readonly string[]): Promise<HTMLElement> => {
  let shown = await tooltip(titles[0]!);
  for (const title of titles.slice(1)) {
    await user.click(screen.getByRole('button', { name: 'Next' }));
    shown = await tooltip(title);
  }
  return shown;
};
const OPENING = ['The challenge', 'Need a reminder?'] as const;
const noTooltip = () => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
/** Gives a tour that should not start the time it would take to show. */
const expectNoTour = async () => {
  await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
  noTooltip();
};
const completedTours = (): unknown => JSON.parse(localStorage.getItem(STORAGE_KEYS.completedTours) ?? 'null');

describe('ChallengeTour', () => {
  let warn: jest.SpyInstance;

  // The tour's chunk loaded beforehand, so that a test's tour is mounted as soon as its page.
  beforeAll(() => import('./GuidedTour'));

  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.cookiesAccepted, 'true');
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('walks through the stops the page has, leaving out silently those it is not meant to have, and is marked completed at the end', async () => {
    const { user } = renderTour(
      ADDER,
      <>
        <KitPage />
        <span data-tour="video-link" style={{ display: 'none' }} />
      </>,
    );
    const next = () => user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await tooltip('The challenge')).toHaveTextContent('the description says what the form does');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await next();
    expect(await tooltip('Need a reminder?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await tooltip('The challenge')).toBeInTheDocument();
    await next();
    await tooltip('Need a reminder?');
    await next();
    // The video link is hidden on this page, and Addition has no bugs: straight on to the test cases.
    expect(await tooltip('Test cases')).toBeInTheDocument();
    await next();
    expect(await tooltip('The form')).toBeInTheDocument();
    expect(completedTours()).toBeNull();
    // The last stop shown is the last: it says Finish, and the keyboard goes on from the page's heading.
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(noTooltip);
    expect(completedTours()).toEqual({ learn: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Addition' })).toHaveFocus();
    // Video, bugs, the generator form and the tester tools are not Addition's: nothing to say of them.
    expect(warn).not.toHaveBeenCalled();
  });

  it('stops at the video link where the page shows one', async () => {
    const { user } = renderTour(ADDER, <KitPage video />);
    await walk(user, [...OPENING, 'Video', 'Test cases']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('stops at the bugs and the tester tools of a challenge with planted bugs, and ends on the interview', async () => {
    const { user } = renderTour(TRIANGLE, <KitPage bugs tools />);
    expect(await walk(user, [...OPENING, 'Test cases', 'Bugs', 'The form', 'Test design'])).toHaveTextContent(
      'hidden bug variants',
    );
    expect(await walk(user, ['Test design', 'Report a bug'])).toHaveTextContent('bug tracker');
    expect(await walk(user, ['Report a bug', 'Interview simulation'])).toHaveTextContent(
      'Open Interview simulation in the menu',
    );
    expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
  });

  it('waits for a target the page should have that renders later, such as the bug list', async () => {
    const { user, rerender } = renderTour(TRIANGLE, <KitPage tools />);
    // The tour is there and waiting: it would have started by now with what the page had.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    noTooltip();
    // The API's totals arrive: the bug list renders.
    rerender(
      <>
        <ChallengeTour />
        <KitPage bugs tools />
      </>,
    );
    await walk(user, [...OPENING, 'Test cases', 'Bugs']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns of a target the page should have that does not come, and goes on without it', async () => {
    const { user } = renderTour(TRIANGLE, <KitPage tools />);
    await walk(user, [...OPENING, 'Test cases', 'The form']);
    expect(warn.mock.calls).toEqual([['Tour step "bugs" skipped: no visible target']]);
  });

  it('warns of a target the page should show that is hidden', async () => {
    const { user } = renderTour(ADDER, <KitPage formHidden />);
    const next = () => user.click(screen.getByRole('button', { name: 'Next' }));
    await tooltip('The challenge');
    await next();
    await tooltip('Need a reminder?');
    await next();
    expect(await tooltip('Test cases')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument();
    expect(warn.mock.calls).toEqual([['Tour step "form" skipped: no visible target']]);
  });

  it('is marked completed when skipped', async () => {
    const { user } = renderTour();
    await tooltip('The challenge');
    await user.click(screen.getByRole('button', { name: 'Skip tour' }));
    await waitFor(noTooltip);
    expect(completedTours()).toEqual({ learn: true });
  });

  it('closes on Escape, and on Close, for good', async () => {
    const first = renderTour();
    await tooltip('The challenge');
    await first.user.keyboard('{Escape}');
    await waitFor(noTooltip);
    expect(completedTours()).toEqual({ learn: true });
    first.unmount();

    const second = renderTour('/app/challenge/scripted/multiplier', <KitPage tools />);
    await tooltip('The challenge');
    await second.user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(noTooltip);
    expect(completedTours()).toEqual({ learn: true, scripted: true });
  });

  it('runs once per challenge type', async () => {
    localStorage.setItem(STORAGE_KEYS.completedTours, JSON.stringify({ learn: true }));
    const learn = renderTour('/app/challenge/learn/divider');
    expect(await screen.findByRole('heading', { name: 'Addition' })).toBeInTheDocument();
    await expectNoTour();
    learn.unmount();
    renderTour('/app/challenge/scripted/divide', <KitPage tools />);
    expect(await tooltip('The challenge')).toBeInTheDocument();
  });

  it.each(['{"learn"', '["learn"]', '{"learn":"yes"}'])(
    'treats completedTours %s as empty',
    async (stored) => {
      localStorage.setItem(STORAGE_KEYS.completedTours, stored);
      const { user } = renderTour();
      await tooltip('The challenge');
      await user.click(screen.getByRole('button', { name: 'Skip tour' }));
      await waitFor(noTooltip);
      expect(completedTours()).toEqual({ learn: true });
    },
  );

  it('waits for the remote page to render its targets', async () => {
    const { rerender } = renderTour(ADDER, <p>Loading…</p>);
    await screen.findByText('Loading…');
    await expectNoTour();
    rerender(
      <>
        <ChallengeTour />
        <KitPage />
      </>,
    );
    expect(await tooltip('The challenge')).toBeInTheDocument();
  });

  it('stops waiting when the route changes before the page has rendered', async () => {
    const { user, rerender } = renderTour(ADDER, <GoTo to="/app/list" />);
    await user.click(screen.getByRole('button', { name: 'go' }));
    rerender(
      <>
        <ChallengeTour />
        <KitPage />
      </>,
    );
    await screen.findByRole('heading', { name: 'Addition' });
    await expectNoTour();
  });

  it.each([
    ['outside challenge pages', '/app/list', true],
    ['on an unknown challenge', '/app/challenge/learn/unknown', true],
    ['before the cookie notice is accepted', ADDER, false],
  ])('does not run %s', async (_, route, cookiesAccepted) => {
    if (!cookiesAccepted) localStorage.removeItem(STORAGE_KEYS.cookiesAccepted);
    renderTour(route);
    await screen.findByRole('heading', { name: 'Addition' });
    await expectNoTour();
  });
});
