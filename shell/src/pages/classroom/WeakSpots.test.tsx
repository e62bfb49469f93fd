import { screen, within } from '@testing-library/react';
import { findMissingKeys, http, HttpError } from '@qa/shared';
import type { WeakSpots as WeakSpotsAnswer } from '@qa/shared/classroom';
import { renderWithProviders } from '../../test/renderWithProviders';
import { settle } from '../../test/settle';
import { classroomPageTexts } from './classroomPageTexts';
import { WeakSpots } from './WeakSpots';

const SIGNED_IN = { account: { user: 'trainer-1', isEmailVerified: true, authChecked: true } };
const CLASS_ID = '6f1c7f49-9f6b-4a3a-9d0e-1c2b3a4d5e6f';
const SPOTS: WeakSpotsAnswer = {
  learners: 3,
  techniques: [
    { technique: 'errorGuessing', total: 7, missed: 86 },
    { technique: 'boundaryValues', total: 12, missed: 58 },
    { technique: 'equivalencePartitioning', total: 20, missed: 0 },
  ],
  challenges: [
    { storeName: 'scripted_divide', total: 10, missed: 70 },
    { storeName: 'exploratory_triangle', total: 16, missed: 25 },
  ],
};

const renderSpots = async (answer: () => Promise<WeakSpotsAnswer>) => {
  const get = jest.spyOn(http, 'get').mockImplementation(async () => (await answer()) as never);
  const rendered = renderWithProviders(<WeakSpots classId={CLASS_ID} />, {
    route: `/app/classroom/${CLASS_ID}`,
    preloadedState: SIGNED_IN,
  });
  await settle();
  return { get, ...rendered };
};

/** A table's body rows as their cells' texts. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
        (cell) => cell.textContent,
      ),
    );

describe('a class’s weak spots', () => {
  afterEach(() => jest.restoreAllMocks());

  it('draws a bar per technique and per challenge, worst first, each with its share in words', async () => {
    const { get, container } = await renderSpots(async () => SPOTS);
    expect(get).toHaveBeenCalledWith(`api/classroom/v1/classes/${CLASS_ID}/weak-spots`, expect.anything());
    const card = screen.getByRole('region', { name: 'Weak spots of the class' });
    // Screen readers read the chart as the table it is: a row header, the count and the share in words.
    expect(rowsOf(within(card).getByRole('table', { name: 'By technique' }))).toEqual([
      ['Error guessing', '7', '86% not found'],
      ['Boundary value analysis', '12', '58% not found'],
      ['Equivalence partitioning', '20', '0% not found'],
    ]);
    expect(rowsOf(within(card).getByRole('table', { name: 'By challenge' }))).toEqual([
      ['Division (Scripted)', '10', '70% not found'],
      ['Triangle', '16', '25% not found'],
    ]);
    // Each bar is as long as its share, and hidden from assistive technology: the words say it.
    const bars = [...container.querySelectorAll<HTMLElement>('[data-bar]')];
    expect(bars.map((bar) => bar.style.inlineSize)).toEqual(['86%', '58%', '0%', '70%', '25%']);
    expect(bars.every((bar) => bar.closest('[aria-hidden="true"]'))).toBe(true);
  });

  it('says there is nothing to show before anyone has joined', async () => {
    await renderSpots(async () => ({ learners: 0, techniques: [], challenges: [] }));
    expect(
      screen.getByText('No learner has joined yet: the weak spots show once someone has.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says why the weak spots could not be loaded', async () => {
    await renderSpots(async () => {
      throw new HttpError('http', 503, 'Service Unavailable', { message: 'The database is away.' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The weak spots could not be loaded. The database is away.',
    );
  });

  it('has every text in every language', () => {
    expect(findMissingKeys(classroomPageTexts)).toEqual([]);
  });
});
