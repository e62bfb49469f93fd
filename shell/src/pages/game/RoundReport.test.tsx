import { http } from '@qa/shared';
import { gameRoundPath, type GameRoundReport } from '@qa/shared/game';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { settle } from '../../test/settle';
import { RoundReport } from './RoundReport';

const ROUND_ID = '0b5b8f1e-8c1d-4c43-9a57-3c2a5b0d6f11';
const BY_TECHNIQUE = 'Not found, by test design technique:';

const REPORT: GameRoundReport = {
  roundId: ROUND_ID,
  startedAt: '2026-11-24T10:00:00.000Z',
  endsAt: '2026-11-24T10:02:00.000Z',
  over: true,
  score: 20,
  challenges: [
    {
      storeName: 'exploratory_triangle',
      type: 'exploratory',
      key: 'triangle',
      fieldCount: 3,
      cases: 4,
      bugs: 2,
    },
    {
      storeName: 'generator_attractor',
      type: 'generator',
      key: 'attractor',
      fieldCount: 2,
      cases: 2,
      bugs: 0,
    },
  ],
  found: [
    { storeName: 'generator_attractor', key: 'case_1', text: 'Decision table: a tall adult' },
    { storeName: 'generator_attractor', key: 'case_2', text: 'Decision table: a short child' },
  ],
  missed: {
    exploratory_triangle: { cases: 4, bugs: 2 },
    generator_attractor: { cases: 0, bugs: 0 },
  },
  missedByTechnique: {
    exploratory_triangle: [
      { technique: 'equivalencePartitioning', name: 'Equivalence partitioning', cases: 1, bugs: 1 },
      { technique: 'boundaryValues', name: 'Boundary value analysis', cases: 3, bugs: 0 },
      { technique: 'errorGuessing', name: 'Error guessing', cases: 0, bugs: 1 },
    ],
    generator_attractor: [],
  },
  personalBest: null,
  unranked: null,
};

const renderReport = async (report: GameRoundReport, language: 'en' | 'pl' = 'en') => {
  const get = jest.spyOn(http, 'get').mockImplementation(async () => report as never);
  renderWithProviders(<RoundReport roundId={ROUND_ID} />, {
    route: '/game',
    preloadedState: { language: { local: language } },
  });
  await settle();
  return { get, region: screen.getByRole('region') };
};

const itemsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('RoundReport', () => {
  afterEach(() => jest.restoreAllMocks());

  it('names what each challenge missed by technique and kind, and nothing of a missed item', async () => {
    const { get, region } = await renderReport(REPORT);
    expect(get).toHaveBeenCalledWith(gameRoundPath(ROUND_ID), { auth: true });
    const lists = within(region).getAllByRole('list', { name: BY_TECHNIQUE });
    // The attractor's every case was found: it has no list of misses.
    expect(lists).toHaveLength(1);
    expect(itemsOf(lists[0]!)).toEqual([
      'Equivalence partitioning: test cases 1, bugs 1',
      'Boundary value analysis: test cases 3',
      'Error guessing: bugs 1',
    ]);
    expect(within(region).getByText('Everything found!', { exact: false })).toBeInTheDocument();
  });

  it('says it in the page’s language, with the technique names the server sent', async () => {
    const { region } = await renderReport(
      {
        ...REPORT,
        missedByTechnique: {
          exploratory_triangle: [
            { technique: 'boundaryValues', name: 'Analiza wartości brzegowych', cases: 3, bugs: 0 },
          ],
          generator_attractor: [],
        },
      },
      'pl',
    );
    const list = within(region).getByRole('list', {
      name: 'Nie znaleziono — według technik projektowania testów:',
    });
    expect(itemsOf(list)).toEqual(['Analiza wartości brzegowych: przypadki testowe — 3']);
  });

  it('names no technique of a round not over yet', async () => {
    const { region } = await renderReport({ ...REPORT, over: false, missedByTechnique: null });
    expect(within(region).getByText(/Not found: test cases 4, bugs 2/)).toBeInTheDocument();
    expect(within(region).queryByText(BY_TECHNIQUE)).toBeNull();
  });

  it('takes the keyboard’s focus on its heading', async () => {
    const { region } = await renderReport(REPORT);
    expect(within(region).getByRole('heading', { name: 'Round over' })).toHaveFocus();
  });
});
