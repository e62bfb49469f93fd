import { act, screen, within } from '@testing-library/react';
import { http, HttpError, Route, selectPageTitle, setLanguage, Switch } from '@qa/shared';
import type { AssignmentList, LearnerDetail } from '@qa/shared/classroom';
import { renderWithProviders } from '../../test/renderWithProviders';
import { settle } from '../../test/settle';
import { LearnerPage } from './LearnerPage';

const SIGNED_IN = { account: { user: 'trainer-1', isEmailVerified: true, authChecked: true } };
const CLASS_ID = '6f1c7f49-9f6b-4a3a-9d0e-1c2b3a4d5e6f';
const MEMBER_ID = '2d0c4b7e-5a61-4f3e-8c9d-7b1a2e3f4c5d';
const ASSIGNMENT = {
  id: '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b',
  number: 2,
  family: 'triangle',
  createdAt: '2026-11-03T09:00:00.000Z',
  dueAt: null,
};
const ASSIGNMENTS: AssignmentList = {
  assignments: [ASSIGNMENT],
  families: [{ key: 'triangle', name: 'Triangle type form' }],
};
const DETAIL: LearnerDetail = {
  memberId: MEMBER_ID,
  name: 'Olena',
  joinedAt: '2026-11-03T09:00:00.000Z',
  className: 'Evening group',
  challenges: [
    {
      storeName: 'exploratory_triangle',
      total: 16,
      found: [
        { key: 'case_4', technique: 'equivalencePartitioning', text: 'a scalene triangle' },
        { key: 'case_6', technique: 'boundaryValues', text: 'a flat triangle: side C equals A + B' },
        { key: 'bug_1', technique: 'equivalencePartitioning', text: 'isosceles A and C called scalene' },
      ],
      missed: [
        { technique: 'equivalencePartitioning', field: 'Side A', cases: 2, bugs: 0 },
        { technique: 'equivalencePartitioning', cases: 4, bugs: 1 },
        { technique: 'boundaryValues', cases: 1, bugs: 1 },
      ],
      design: {
        caught: 6,
        total: 9,
        score: 72,
        missed: [
          { technique: 'boundaryValues', variants: 2 },
          { technique: 'errorGuessing', variants: 1 },
        ],
      },
      reports: [
        {
          bug: 2,
          title: 'Triangle: 1, 2, 5 accepted as a triangle',
          severity: 'major',
          priority: 'high',
          expected: 'Not a triangle',
          actual: 'Scalene',
          steps: 1,
          score: 80,
        },
      ],
    },
    {
      storeName: 'scripted_divide',
      total: 10,
      found: [],
      missed: [
        { technique: 'equivalencePartitioning', cases: 5, bugs: 0 },
        { technique: 'boundaryValues', cases: 2, bugs: 0 },
        { technique: 'errorGuessing', cases: 3, bugs: 0 },
      ],
      design: null,
      reports: [],
    },
  ],
  interviews: [
    {
      assignment: ASSIGNMENT,
      best: { total: 81, finishedAt: '2026-11-21T10:10:00.000Z' },
      finished: 2,
      abandoned: 1,
    },
  ],
};

const DETAIL_PATH = `api/classroom/v1/classes/${CLASS_ID}/members/${MEMBER_ID}`;
const answering = (detail: () => Promise<LearnerDetail> = async () => DETAIL) =>
  jest.spyOn(http, 'get').mockImplementation(async (path: string) => {
    if (path.endsWith('/assignments')) return ASSIGNMENTS as never;
    if (path === DETAIL_PATH) return (await detail()) as never;
    throw new Error(`Unexpected call: ${path}`);
  });

const renderLearner = async (preloadedState: object = SIGNED_IN) => {
  const rendered = renderWithProviders(
    <Switch>
      <Route path="/app/classroom/:classId/learners/:memberId" component={LearnerPage} />
    </Switch>,
    { route: `/app/classroom/${CLASS_ID}/learners/${MEMBER_ID}`, preloadedState },
  );
  await settle();
  return rendered;
};

describe('a learner’s page for the trainer', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks a visitor to sign in and calls nothing, with the way back to the class', async () => {
    const get = jest.spyOn(http, 'get');
    await renderLearner({});
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/app/account/login');
    expect(screen.getByRole('link', { name: 'Back to the class' })).toHaveAttribute(
      'href',
      `/app/classroom/${CLASS_ID}`,
    );
    expect(get).not.toHaveBeenCalled();
  });

  it('shows what the learner found by technique and counts only what is still to find', async () => {
    answering();
    const { store } = await renderLearner();
    expect(screen.getByRole('heading', { level: 1, name: 'Olena' })).toBeInTheDocument();
    expect(selectPageTitle(store.getState())).toBe('Olena');
    expect(screen.getByText(/^In Evening group since/)).toBeInTheDocument();

    const triangle = screen.getByRole('region', { name: 'Triangle' });
    expect(within(triangle).getByText('Found 3 of 16')).toBeInTheDocument();
    const found = within(triangle).getByRole('region', { name: 'Found in this term' });
    // Grouped by technique in the techniques' order, each group listing its finds.
    expect(
      within(found)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Equivalence partitioning', 'Boundary value analysis']);
    expect(within(found).getAllByRole('list')[0]).toHaveTextContent(
      'a scalene triangleisosceles A and C called scalene',
    );
    const missed = within(triangle).getByRole('region', { name: 'Still to find' });
    expect(
      within(missed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Equivalence partitioning, field “Side A”: test cases 2, bugs 0',
      'Equivalence partitioning: test cases 4, bugs 1',
      'Boundary value analysis: test cases 1, bugs 1',
    ]);
  });

  it('shows the best test design with its missed bug variants by technique, and the reports as kept', async () => {
    answering();
    await renderLearner();
    const triangle = screen.getByRole('region', { name: 'Triangle' });
    const design = within(triangle).getByRole('region', { name: 'Test design' });
    expect(design).toHaveTextContent('Best run: 6 of 9 bug variants caught, score 72 of 100.');
    expect(
      within(design)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Boundary value analysis: 2', 'Error guessing: 1']);
    const reports = within(triangle).getByRole('table', { name: 'Triangle: best bug reports' });
    expect(within(reports).getAllByRole('row')[1]!.textContent).toBe(
      '2Triangle: 1, 2, 5 accepted as a triangleMajorHighNot a triangleScalene180/100',
    );
  });

  it('puts the challenges with nothing done in this term behind one disclosure, counted by technique', async () => {
    answering();
    await renderLearner();
    expect(screen.queryByRole('region', { name: 'Division (Scripted)' })).not.toBeInTheDocument();
    const untouched = screen.getByText('Challenges with nothing found in this term: 1').closest('details')!;
    expect(within(untouched).getByRole('heading', { level: 3 })).toHaveTextContent(/^Division/);
    expect(
      within(untouched)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Equivalence partitioning: test cases 5, bugs 0',
      'Boundary value analysis: test cases 2, bugs 0',
      'Error guessing: test cases 3, bugs 0',
    ]);
  });

  it('shows each interview’s best score with the sessions finished and abandoned', async () => {
    answering();
    await renderLearner();
    const interviews = screen.getByRole('region', { name: 'Interviews' });
    // The family's name comes with the class's list of assignments, which may answer after the detail.
    expect(await within(interviews).findByText('Interview 2: Triangle type form')).toBeInTheDocument();
    const item = within(interviews).getByRole('listitem');
    expect(item).toHaveTextContent(/Best score: 81 of 100, finished .*2026\./);
    expect(item).toHaveTextContent('Sessions finished: 2; abandoned (left to run out): 1.');
  });

  it('loads the detail again in a new language, its texts being in the page’s', async () => {
    const get = answering();
    const { store } = await renderLearner();
    const calls = () => get.mock.calls.filter(([path]) => path === DETAIL_PATH).length;
    expect(calls()).toBe(1);
    act(() => void store.dispatch(setLanguage('ua')));
    await settle();
    expect(calls()).toBe(2);
    expect(
      screen.getByRole('heading', { level: 4, name: 'Розбиття на класи еквівалентності' }),
    ).toBeVisible();
    // The choice is kept for the next page: back to English for the tests after this one.
    act(() => void store.dispatch(setLanguage('en')));
  });

  it('says when the class has no such learner, in the server’s words', async () => {
    answering(async () => {
      throw new HttpError('http', 404, 'Not Found', { message: 'This learner is not in the class.' });
    });
    await renderLearner();
    expect(screen.getByRole('alert')).toHaveTextContent('This learner is not in the class.');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('offers to try again when the detail could not be loaded', async () => {
    let fail = true;
    answering(async () => {
      if (fail) throw new HttpError('network', 0, 'Failed to fetch');
      return DETAIL;
    });
    const { user } = await renderLearner();
    expect(screen.getByRole('alert')).toHaveTextContent('The server cannot be reached.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Olena' })).toBeInTheDocument();
  });
});
