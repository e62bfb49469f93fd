import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, type ReactNode } from 'react';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
} from './navigation';

const Where = () => {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
};
const where = () => screen.getByTestId('where').textContent;

const ShowParams = () => <output data-testid="params">{JSON.stringify(useParams())}</output>;

const atMemory = (entry: string, ui: ReactNode) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      {ui}
      <Where />
    </MemoryRouter>,
  );

/** The routes given, at `path`; page() is what they show. */
const routed = (path: string, routes: ReactNode) =>
  atMemory(
    path,
    <main data-testid="page">
      <Routes>{routes}</Routes>
    </main>,
  );
const page = () => screen.getByTestId('page').textContent;

describe('Routes and Route', () => {
  const appLike = (
    <>
      <Route path="/" element="root" />
      <Route path="/app" element="home" />
      <Route path="/app/list" element="list" />
      <Route path="/app/list/:challengeType" element={<ShowParams />} />
      <Route path="*" element="not found" />
    </>
  );

  it.each([
    ['/', 'root'],
    ['/app', 'home'],
    ['/app/', 'home'],
    ['/APP/List', 'list'],
    ['/app/list/', 'list'],
    ['/app/nothing', 'not found'],
    ['/app/list/scripted/more', 'not found'],
  ])('%s shows %s, and only that', (path, shown) => {
    routed(path, appLike);
    expect(page()).toBe(shown);
  });

  it("hands the matched route's parameters to useParams, also with a trailing slash", () => {
    routed('/app/list/scripted/', appLike);
    expect(JSON.parse(screen.getByTestId('params').textContent ?? '')).toMatchObject({
      challengeType: 'scripted',
    });
  });

  it('renders the first route that matches, in order', () => {
    const { unmount } = routed(
      '/app/list',
      <>
        <Route path="/app/list" element="static" />
        <Route path="/app/:page" element="pattern" />
      </>,
    );
    expect(page()).toBe('static');
    unmount();
    routed(
      '/app/list',
      <>
        <Route path="/app/:page" element="pattern" />
        <Route path="/app/list" element="static" />
      </>,
    );
    expect(page()).toBe('pattern');
  });

  it('renders nothing when no route matches', () => {
    routed('/elsewhere', <Route path="/app" element="home" />);
    expect(page()).toBe('');
  });
});

describe('MemoryRouter', () => {
  it('starts at the last of its initial entries, search included', () => {
    render(
      <MemoryRouter initialEntries={['/first', '/app/list?group=scripted']}>
        <Where />
      </MemoryRouter>,
    );
    expect(where()).toBe('/app/list?group=scripted');
  });

  it("starts at '/' without entries", () => {
    render(
      <MemoryRouter>
        <Where />
      </MemoryRouter>,
    );
    expect(where()).toBe('/');
  });
});

describe('useNavigate', () => {
  const GoTo = ({ to, replace }: { to: string; replace?: boolean }) => {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => void navigate(to, { replace })}>
        go
      </button>
    );
  };

  it('navigates, and what the routes show follows', async () => {
    const user = userEvent.setup();
    atMemory(
      '/app',
      <>
        <GoTo to="/app/account/login?next=x" />
        <Routes>
          <Route path="/app" element="home" />
          <Route path="/app/account/:currentAction" element={<ShowParams />} />
        </Routes>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(where()).toBe('/app/account/login?next=x');
    expect(screen.getByTestId('params')).toHaveTextContent('"currentAction":"login"');
  });

  it('returns a promise', async () => {
    let returned: unknown;
    const Probe = () => {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => (returned = navigate('/b'))}>
          go
        </button>
      );
    };
    atMemory('/a', <Probe />);
    await userEvent.setup().click(screen.getByRole('button'));
    await expect(returned).resolves.toBeUndefined();
    expect(where()).toBe('/b');
  });
});

describe('in the browser', () => {
  const push = jest.spyOn(window.history, 'pushState');
  const replace = jest.spyOn(window.history, 'replaceState');
  beforeEach(() => {
    window.history.replaceState(null, '', '/start');
    push.mockClear();
    replace.mockClear();
  });
  afterAll(() => jest.restoreAllMocks());

  const atBrowser = (ui: ReactNode) =>
    render(
      <BrowserRouter>
        {ui}
        <Where />
      </BrowserRouter>,
    );

  it('follows the address bar, back included', async () => {
    atBrowser(<Link to="/next?x=1">next</Link>);
    expect(where()).toBe('/start');
    await userEvent.setup().click(screen.getByRole('link', { name: 'next' }));
    expect(window.location.pathname + window.location.search).toBe('/next?x=1');
    expect(where()).toBe('/next?x=1');
    act(() => {
      window.history.back();
    });
    // jsdom goes back asynchronously.
    expect(await screen.findByText('/start')).toBeInTheDocument();
  });

  it.each([
    [true, 'replaceState'],
    [false, 'pushState'],
  ])('Navigate replace=%s goes there with history.%s', (replacing, used) => {
    atBrowser(<Navigate to="/redirected" replace={replacing} />);
    expect(window.location.pathname).toBe('/redirected');
    expect(where()).toBe('/redirected');
    expect(used === 'pushState' ? push : replace).toHaveBeenCalledTimes(1);
    expect(push.mock.calls.length + replace.mock.calls.length).toBe(1);
  });

  it('replaces the history entry for a link to where the page already is', async () => {
    const user = userEvent.setup();
    atBrowser(
      <>
        <Link to="/start">here</Link>
        <Link to="/other">other</Link>
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'here' }));
    expect(replace).toHaveBeenCalledTimes(1);
    expect(push).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'other' }));
    expect(push).toHaveBeenCalledTimes(1);
  });
});

describe('Link', () => {
  /** Whether the page handled the click; the test cancels it afterwards, as jsdom cannot load another page. */
  let handled: boolean[];
  const record = (event: Event) => {
    handled.push(event.defaultPrevented);
    event.preventDefault();
  };
  beforeEach(() => {
    handled = [];
    window.addEventListener('click', record);
  });
  afterEach(() => window.removeEventListener('click', record));

  it('renders an anchor to its path with the anchor props given', () => {
    atMemory(
      '/',
      <Link to="/app/list" className="styled" aria-label="All challenges">
        list
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'All challenges' });
    expect(link).toHaveAttribute('href', '/app/list');
    expect(link).toHaveClass('styled');
  });

  it('navigates in the app on a click', async () => {
    atMemory('/', <Link to="/app/list">list</Link>);
    await userEvent.setup().click(screen.getByRole('link'));
    expect(where()).toBe('/app/list');
    expect(handled).toEqual([true]);
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['middle', { button: 1 }],
  ])('leaves a %s click to the browser (a new tab or window)', (_, init) => {
    const onClick = jest.fn();
    atMemory(
      '/',
      <Link to="/app/list" onClick={onClick}>
        list
      </Link>,
    );
    fireEvent.click(screen.getByRole('link'), init);
    expect(where()).toBe('/');
    expect(handled).toEqual([false]);
    // As react-router's: the link's own handler still runs (the side menu closes).
    expect(onClick).toHaveBeenCalled();
  });

  it('leaves a link with another target to the browser', async () => {
    atMemory(
      '/',
      <Link to="/app/list" target="_blank">
        list
      </Link>,
    );
    await userEvent.setup().click(screen.getByRole('link'));
    expect(where()).toBe('/');
    expect(handled).toEqual([false]);
  });

  it("does not navigate when the link's own handler prevents it", async () => {
    atMemory(
      '/',
      <Link to="/app/list" onClick={(event) => event.preventDefault()}>
        list
      </Link>,
    );
    await userEvent.setup().click(screen.getByRole('link'));
    expect(where()).toBe('/');
  });
});

describe('NavLink', () => {
  const menu = (
    <>
      <NavLink to="/app/" end>
        Home
      </NavLink>
      <NavLink to="/app/list" end className="item">
        List
      </NavLink>
      <NavLink to="/app/list/scripted">Scripted</NavLink>
    </>
  );
  const current = () =>
    screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);

  it.each([
    ['/app/', ['Home']],
    ['/app/list', ['List']],
    ['/app/list/scripted', ['Scripted']],
    ['/app/list/Scripted/', ['Scripted']],
    ['/app/list/scripted/more', ['Scripted']],
    ['/app/list/scriptedX', []],
  ])('at %s marks %j as the current page', (path, marked) => {
    atMemory(path, menu);
    expect(current()).toEqual(marked);
  });

  it('adds the class "active" to its own while current', () => {
    atMemory('/app/list', menu);
    expect(screen.getByRole('link', { name: 'List' })).toHaveAttribute('class', 'item active');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('class', '');
  });
});

describe('useMatch', () => {
  const Match = () => {
    const match = useMatch('/app/challenge/:challengeType/:challenge');
    return (
      <output data-testid="match">
        {match ? `${match.params.challengeType}/${match.params.challenge}` : 'none'}
      </output>
    );
  };

  it.each([
    ['/app/challenge/learn/adder', 'learn/adder'],
    ['/App/Challenge/learn/adder/', 'learn/adder'],
    ['/app/challenge/learn', 'none'],
  ])('at %s gives %s', (path, shown) => {
    atMemory(path, <Match />);
    expect(screen.getByTestId('match')).toHaveTextContent(shown);
  });
});

describe('a navigation to a page that is still loading', () => {
  it('keeps the page before it on screen instead of the loading fallback, as react-router 7', async () => {
    let loaded = (_: { default: () => ReactNode }) => undefined as void;
    const LazyPage = lazy(() => new Promise<{ default: () => ReactNode }>((resolve) => (loaded = resolve)));
    atMemory(
      '/first',
      <>
        <Link to="/lazy">go</Link>
        <Suspense fallback="loading">
          <Routes>
            <Route path="/first" element="first page" />
            <Route path="/lazy" element={<LazyPage />} />
          </Routes>
        </Suspense>
      </>,
    );
    await userEvent.setup().click(screen.getByRole('link'));
    expect(screen.getByText('first page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    await act(async () => loaded({ default: () => 'lazy page' }));
    expect(await screen.findByText('lazy page')).toBeInTheDocument();
    expect(where()).toBe('/lazy');
  });
});
