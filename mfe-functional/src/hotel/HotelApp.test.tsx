import { i18n } from '@qa/shared';
import { mockHttp, renderWithStore } from '@qa/kit/test';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ChallengePage from '../ChallengePage';

const SUITE = {
  name: 'Grand Palace Suites',
  type: 'hotel',
  place: 'Vienna',
  rating: 9.6,
  reviewNumber: 2210,
  distance: 0.2,
  price: 1050,
};
const CAMP = { ...SUITE, name: 'Dune Camp', type: 'camping', place: 'Łeba', rating: 7.8, price: 31 };

const renderHotels = async (answers: Parameters<typeof mockHttp>[0]) => {
  const http = mockHttp(answers);
  const user = userEvent.setup();
  renderWithStore(<ChallengePage group="functional" challengeKey="bookHotel" />);
  await act(async () => undefined);
  return { http, user };
};

describe('the hotel app', () => {
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the list GET sends, everything SPEC §2 names in four columns', async () => {
    await renderHotels({
      get: () => ({ cases: [], casesTotal: 9, bugsTotal: 3, message: JSON.stringify([SUITE]) }),
    });
    const table = screen.getByRole('table', { name: 'Find Your Hotel' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Place to stay', 'Rating', 'Distance from city center', 'Price per night']);
    const row = within(table).getByRole('row', { name: /Grand Palace Suites/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Grand Palace SuitesHotel · Vienna');
    expect(row).toHaveTextContent('9.62,210 reviews');
    expect(row).toHaveTextContent('0.2 km');
    expect(row).toHaveTextContent('$1,050');
  });

  it('sends the sort and filter indexes and shows the list that comes back', async () => {
    const { http, user } = await renderHotels({
      get: () => ({ cases: [], casesTotal: 9, bugsTotal: 3, message: JSON.stringify([SUITE, CAMP]) }),
      post: () => ({
        message: JSON.stringify([CAMP]),
        caseIndex: 9,
        caseText: 'Equivalence partitioning: “Campsites only” shows campsites and nothing else',
      }),
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Distance: nearest first');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by' }), 'Campsites only');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(http.post).toHaveBeenCalledWith(
      'api/functional/v1/book-hotel',
      expect.objectContaining({ first: '3', second: '5' }),
    );
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('row', { name: /Dune Camp/ })).toHaveTextContent('Camping');
    expect(screen.getByTestId('cases-counter')).toHaveTextContent('1 out of 9');
    expect(screen.getByRole('status', { name: 'Result' })).toHaveTextContent(
      'Result:Sort: “Distance: nearest first”. Filter: “Campsites only”. Places shown: 1.',
    );
  });

  it('describes no search that got no answer (offline)', async () => {
    const { user } = await renderHotels({
      get: () => ({ cases: [], casesTotal: 9, bugsTotal: 3, message: JSON.stringify([SUITE, CAMP]) }),
      post: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by' }), 'Campsites only');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('status', { name: 'Result' })).toHaveTextContent('');
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('lets the keyboard reach the table, so a narrow screen can scroll it', async () => {
    await renderHotels({
      get: () => ({ cases: [], casesTotal: 9, bugsTotal: 3, message: JSON.stringify([SUITE]) }),
    });
    expect(screen.getByRole('region', { name: 'Find Your Hotel' })).toHaveAttribute('tabindex', '0');
  });

  it('shows a message that is not a hotel list as an error', async () => {
    await renderHotels({
      get: () => ({ cases: [], casesTotal: 9, bugsTotal: 3, message: 'Service unavailable' }),
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The hotel list could not be read: Service unavailable',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('speaks Ukrainian', async () => {
    await i18n.changeLanguage('ua');
    await renderHotels({
      get: () => ({ cases: [], casesTotal: 9, bugsTotal: 3, message: JSON.stringify([CAMP]) }),
    });
    expect(screen.getByRole('row', { name: /Dune Camp/ })).toHaveTextContent('Кемпінг');
    // Ratings in the notation the rating filters name: 7,8 as “Оцінка: 7,0 і вище” has it.
    expect(screen.getByRole('row', { name: /Dune Camp/ })).toHaveTextContent('7,8');
    // The reviews in the Ukrainian plural form and digit grouping (ua is the locale uk).
    expect(screen.getByRole('row', { name: /Dune Camp/ })).toHaveTextContent('2 210 відгуків');
    expect(screen.getByRole('option', { name: 'Оцінка: 7,0 і вище' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Шукати' })).toBeInTheDocument();
  });
});
