import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  findChallenge,
  i18n,
  storeName,
  type ChallengeEntry,
  type ChallengePayload,
  type ChallengeResult,
} from '@qa/shared';
import type { Technique } from '@qa/shared/progress';
import { ModeChallenge } from '../components/layout/ModeChallenge';
import { FindDebrief } from './FindDebrief';
import { mockHttp } from '../test/mockHttp';
import { renderWithStore } from '../test/renderWithStore';

const division = findChallenge('exploratory', 'division') as ChallengeEntry;
const CASE_TECHNIQUES: Technique[] = ['equivalencePartitioning', 'boundaryValues', 'errorGuessing'];

/** The division's server as the page sees it: "c{n}" finds case n, "b1" the bug, anything else nothing. */
const fakeServer = () => {
  const answer = ({ first = '' }: ChallengePayload): ChallengeResult => {
    const caseIndex = Number(/^c(\d)$/.exec(first)?.[1] ?? 0);
    if (caseIndex > 0) {
      const caseTechnique = CASE_TECHNIQUES[caseIndex - 1];
      return {
        message: `${first}: found case ${caseIndex}`,
        caseIndex,
        caseText: `Case ${caseIndex}`,
        caseTechnique,
      };
    }
    if (first === 'b1') {
      return {
        message: `${first}: found the bug`,
        bugIndex: 1,
        bugText: 'Bug 1',
        bugTechnique: 'stateTransition',
      };
    }
    return { message: `${first}: nothing` };
  };
  return mockHttp({
    get: () => ({ cases: [], casesTotal: 3, bugsTotal: 1 }),
    // The batch answers with the techniques too: a restore must not show them all the same.
    post: (path, body) =>
      path.endsWith('/batch') ? (body as ChallengePayload[]).map(answer) : answer(body as ChallengePayload),
  });
};

const renderPage = () =>
  renderWithStore(
    <ModeChallenge
      challenge={division}
      title="Division"
      description={['Divides two numbers.']}
      fields={[
        { type: 'textfield', label: 'Dividend' },
        { type: 'textfield', label: 'Divisor' },
      ]}
    />,
  );

const debriefs = () => screen.queryAllByRole('complementary');
const resultLine = () => screen.getByRole('status', { name: /^(Result|Результат)$/ });

const setup = () => {
  const user = userEvent.setup();
  const send = async (value: string) => {
    const dividend = screen.getByRole('textbox', { name: /^(Dividend)/ });
    await user.clear(dividend);
    await user.type(dividend, value);
    await user.click(screen.getByRole('button', { name: /^(Submit|Надіслати)$/ }));
    // The result line says the server's answer to this value.
    await waitFor(() => expect(resultLine()).toHaveTextContent(`${value}:`));
  };
  return { send };
};

describe('the debrief after a find', () => {
  beforeAll(async () => {
    // The chunk is loaded once before the tests (as after a page's first find), so that a debrief a test does
    // not expect would show at once, not after the test has looked (firstLoad.test.tsx covers the loading).
    const { unmount } = renderWithStore(
      <FindDebrief finds={[{ kind: 'case', technique: 'errorGuessing' }]} />,
    );
    await screen.findByRole('complementary');
    unmount();
  });

  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    window.scrollTo = jest.fn();
    await i18n.changeLanguage('en');
  });
  afterEach(() => jest.restoreAllMocks());

  it('names the technique that found the case, why it matters and the interview question', async () => {
    fakeServer();
    renderPage();
    await setup().send('c2');

    const debrief = await screen.findByRole('complementary', {
      name: 'Test case found with: Boundary value analysis',
    });
    expect(debrief).toHaveTextContent(
      /^Test case found with: Boundary value analysisBugs gather at the edges/,
    );
    expect(debrief).toHaveTextContent(
      'Asked in interviews: A password must be 8 to 16 characters long. Which lengths would you test?',
    );
    expect(debriefs()).toHaveLength(1);
    expect(resultLine()).toHaveTextContent('found case 2');
  });

  it('says a bug was found when the find is a bug', async () => {
    fakeServer();
    renderPage();
    await setup().send('b1');

    expect(
      await screen.findByRole('complementary', { name: 'Bug found with: State transition' }),
    ).toBeInTheDocument();
    expect(debriefs()).toHaveLength(1);
  });

  it('speaks the page’s language', async () => {
    await i18n.changeLanguage('ua');
    fakeServer();
    renderPage();
    await setup().send('b1');

    const debrief = await screen.findByRole('complementary', {
      name: 'Баг знайдено завдяки техніці: Переходи станів',
    });
    expect(debrief).toHaveTextContent('Чимало багів з’являється лише за певного порядку дій');
    expect(debrief).toHaveTextContent('Питають на співбесідах: Як ви протестуєте замовлення');
  });

  it('shows nothing after a submission that finds nothing, and goes when the next one finds nothing', async () => {
    fakeServer();
    renderPage();
    const { send } = setup();
    await send('42');
    expect(debriefs()).toEqual([]);

    await send('c1');
    expect(
      await screen.findByRole('complementary', {
        name: 'Test case found with: Equivalence partitioning',
      }),
    ).toBeInTheDocument();
    await send('43');
    expect(debriefs()).toEqual([]);
  });

  it('shows nothing for a case found before, nor for what a restore brings back', async () => {
    fakeServer();
    localStorage.setItem(
      storeName(division),
      JSON.stringify({ case_1: { first: 'c1' }, case_3: { first: 'c3' }, bug_1: { first: 'b1' } }),
    );
    renderPage();
    expect(await screen.findByText('2 out of 3')).toBeInTheDocument();
    expect(resultLine()).toHaveTextContent('found the bug');
    expect(debriefs()).toEqual([]);

    await setup().send('c3');
    expect(resultLine()).toHaveTextContent('found case 3');
    expect(debriefs()).toEqual([]);
  });
});
