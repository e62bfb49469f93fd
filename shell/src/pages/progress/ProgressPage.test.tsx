import { PROGRESS_MERGED_EVENT } from '@qa/kit';
import { HttpError } from '@qa/shared';
import { PROGRESS_API } from '@qa/shared/progress';
import { mockHttp } from '@qa/kit/test';
import { act, screen, within } from '@testing-library/react';
import { SCRIPTED_TOTALS } from '../../test/progressFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { settle } from '../../test/settle';
import { drawBars } from './charts/drawBars';
import { ProgressPage } from './ProgressPage';

jest.mock('./charts/drawBars', () => ({ drawBars: jest.fn(() => ({ destroy: jest.fn() })) }));

/** A learner who found two partitions in divide with 5 submissions, trying empty and zero. */
const storeLearner = () => {
  localStorage.setItem(
    'scripted_divide',
    JSON.stringify({ case_1: { first: '4', second: '2' }, case_2: { first: '-4', second: '2' } }),
  );
  localStorage.setItem(
    'scripted_divide_stats',
    JSON.stringify({ epoch: 0, submissions: { device0001: 5 }, inputClasses: ['zero', 'empty'] }),
  );
};

const FOUND = { scripted_divide: { case_1: 'equivalencePartitioning', case_2: 'equivalencePartitioning' } };

const serve = (post: (path: string, body: unknown) => unknown = () => ({ found: FOUND, completed: [] })) =>
  mockHttp({ get: () => ({ challenges: SCRIPTED_TOTALS }), post });

const renderPage = async (language: 'en' | 'ua' = 'en') => {
  const rendered = renderWithProviders(<ProgressPage />, {
    route: '/app/progress',
    preloadedState: { language: { local: language } },
  });
  await settle();
  return rendered;
};

describe('ProgressPage', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.restoreAllMocks();
    (drawBars as jest.Mock).mockClear();
  });

  it('sends this browser’s record for its summary and shows every figure of a learner', async () => {
    storeLearner();
    const calls = serve();
    await renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Your progress' })).toBeInTheDocument();
    expect(calls.post).toHaveBeenCalledWith(PROGRESS_API.summary, expect.anything(), { background: true });
    expect(calls.post.mock.calls[0]?.[1]).toMatchObject({
      challenges: { scripted_divide: { answers: { case_1: { first: '4', second: '2' } } } },
    });

    const groups = screen.getByRole('region', { name: 'Cases and bugs per group' });
    expect(within(groups).getByRole('row', { name: /Scripted/ })).toHaveTextContent(
      '2 of 7 (29%)0 of 1 (0%)',
    );

    // Boundaries 0 of 2 and error guessing 0 of 1: too few met to call either weak.
    const weak = screen.getByRole('region', { name: 'Weak spots' });
    expect(within(weak).queryAllByTestId('weak-spot')).toEqual([]);
    expect(within(weak).getByText(/counts as weak when .* at least 3 .* fewer than 60%/)).toBeInTheDocument();
    expect(
      within(weak).getByText('No weak spots for now: no technique falls under this rule.'),
    ).toBeInTheDocument();

    const techniques = screen.getByRole('region', { name: 'Techniques' });
    expect(within(techniques).getByRole('row', { name: /Equivalence partitioning/ })).toHaveTextContent(
      '2 of 2100%',
    );

    const efficiency = screen.getByRole('region', { name: 'Efficiency' });
    expect(within(efficiency).getByRole('row', { name: /Division/ })).toHaveTextContent(
      '52 of 552.5Getting there',
    );

    const classes = screen.getByRole('region', { name: 'Input classes tried' });
    expect(within(classes).getByText('Division (Scripted): 2 of 10 tried')).toBeInTheDocument();
    expect(within(classes).getByText('Empty value, Zero')).toBeInTheDocument();
    expect(within(classes).getByText('Markup')).toBeInTheDocument();
    expect(within(classes).getByText(/never run: the root of cross-site scripting/)).toBeInTheDocument();
    expect(within(classes).queryByText(/the most common slip/)).not.toBeInTheDocument();

    // No table run yet: where the exercise is, instead of an empty chart.
    const design = screen.getByRole('region', { name: 'Test design' });
    expect(
      within(design).getByText(/^No test design run yet: open “Test design” under a challenge’s form/),
    ).toBeInTheDocument();
    expect(within(design).queryByRole('table')).not.toBeInTheDocument();

    // No bug report yet: where the exercise is, instead of an empty table.
    const reports = screen.getByRole('region', { name: 'Bug reports' });
    expect(
      within(reports).getByText(/^No bug report yet: open “Report a bug” under the form of a challenge/),
    ).toBeInTheDocument();
    expect(within(reports).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the best bug reports this browser keeps', async () => {
    localStorage.setItem(
      'scripted_divide_stats',
      JSON.stringify({
        epoch: 0,
        submissions: {},
        inputClasses: [],
        bugReports: [
          {
            title: 'Division: 1 / 0 answers 0 instead of an error',
            steps: [{ values: { first: '1', second: '0' } }],
            expected: 'An error message',
            actual: '0',
            severity: 'major',
            priority: 'high',
            bug: 1,
            score: 80,
            language: 'en',
          },
        ],
      }),
    );
    serve(() => ({ found: {}, completed: [] }));
    await renderPage();
    const reports = screen.getByRole('region', { name: 'Bug reports' });
    expect(within(reports).getByRole('row', { name: /Division/ })).toHaveTextContent(
      'Division: 1 / 0 answers 0 instead of an errorMajor80 of 100',
    );
  });

  it('shows the best test-design runs this browser keeps, with the technique its tables miss most', async () => {
    const run = (caught: number, total: number, missed: string[]) => ({
      epoch: 0,
      submissions: {},
      inputClasses: [],
      testDesign: {
        tests: [{ values: { first: '4', second: '2' }, expected: 'quotient' }],
        score: Math.round((caught / total) * 100),
        variantsCaught: caught,
        variantsTotal: total,
        missed,
      },
    });
    localStorage.setItem(
      'scripted_divide_stats',
      JSON.stringify(run(3, 5, ['boundaryValues', 'errorGuessing'])),
    );
    localStorage.setItem('scripted_multiplier_stats', JSON.stringify(run(5, 6, ['boundaryValues'])));
    serve(() => ({ found: {}, completed: [] }));
    await renderPage();
    const design = screen.getByRole('region', { name: 'Test design' });
    expect(within(design).getByTestId('design-weak-spot')).toHaveTextContent(
      'Your tables most often miss bugs that the “Boundary value analysis” technique finds. Bug variants missed: 2; tables that missed them: 2.',
    );
    expect(within(design).getByRole('row', { name: /Division/ })).toHaveTextContent('3 of 560 of 100');
    expect(within(design).getByRole('row', { name: /Multiplication/ })).toHaveTextContent('5 of 683 of 100');
  });

  it('draws each chart from the same figures as its table', async () => {
    storeLearner();
    serve();
    await renderPage();
    const charts = jest.mocked(drawBars).mock.calls;
    expect(charts).toHaveLength(3);
    const [canvas, groups] = charts[0]!;
    expect(groups.labels).toEqual(['Scripted']);
    expect(groups.series.map((series) => series.values)).toEqual([[29], [0]]);
    expect(charts.every(([drawn]) => drawn.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(canvas).toBeInstanceOf(HTMLCanvasElement);
  });

  it('invites a new learner to start instead of showing empty figures', async () => {
    serve(() => ({ found: {}, completed: [] }));
    await renderPage();
    expect(screen.getByRole('link', { name: 'Start with the Learn challenges' })).toHaveAttribute(
      'href',
      '/app/list/learn',
    );
    expect(screen.queryByRole('region', { name: 'Weak spots' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cases and bugs per group' })).toBeInTheDocument();
  });

  it('says why it could not load, in the server’s words, and loads on a retry', async () => {
    storeLearner();
    let fail = true;
    serve(() => {
      if (fail)
        throw new HttpError('http', 503, 'down', { message: 'The server cannot take requests just now.' });
      return { found: FOUND, completed: [] };
    });
    const { user } = await renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your progress could not be loaded. The server cannot take requests just now.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Weak spots' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the server cannot be reached when the network fails', async () => {
    serve(() => {
      throw new HttpError('network', 0, 'Failed to fetch');
    });
    await renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent('The server cannot be reached.');
  });

  it('loads again when the account’s progress arrives', async () => {
    const calls = serve();
    await renderPage();
    storeLearner();
    act(() => void window.dispatchEvent(new Event(PROGRESS_MERGED_EVENT)));
    await settle();
    expect(calls.post).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('region', { name: 'Weak spots' })).toBeInTheDocument();
  });

  it('speaks the learner’s language, technique names included', async () => {
    storeLearner();
    serve();
    await renderPage('ua');
    expect(screen.getByRole('heading', { level: 1, name: 'Ваш прогрес' })).toBeInTheDocument();
    const techniques = screen.getByRole('region', { name: 'Техніки' });
    expect(within(techniques).getByRole('row', { name: /Аналіз граничних значень/ })).toHaveTextContent(
      '0 з 2',
    );
  });

  it('imports a progress file chosen by the learner, and says when a file is not one', async () => {
    serve();
    const { user } = await renderPage();
    const input = screen.getByLabelText('Import from a file');
    await user.upload(input, new File(['{"hello":"world"}'], 'notes.json', { type: 'application/json' }));
    expect(await screen.findByText(/is not a progress file of the simulator/)).toBeInTheDocument();

    const record = {
      version: 1,
      challenges: {
        scripted_divide: {
          epoch: 0,
          answers: { case_1: { first: '4', second: '2' } },
          submissions: {},
          inputClasses: [],
        },
      },
      toursSeen: [],
    };
    await user.upload(
      input,
      new File([JSON.stringify(record)], 'progress.json', { type: 'application/json' }),
    );
    expect(
      await screen.findByText('Imported: the file’s progress is merged with this browser’s.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('scripted_divide')).toContain('case_1');
    // The page shows the imported finds: the merged event loads its figures again.
    expect(await screen.findByRole('region', { name: 'Weak spots' })).toBeInTheDocument();
  });
});
