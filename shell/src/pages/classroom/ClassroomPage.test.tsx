import { screen, within } from '@testing-library/react';
import { findMissingKeys, http, HttpError, selectPageTitle } from '@qa/shared';
import {
  CLASSROOM_API,
  type ArchivedTerm,
  type Assignment,
  type AssignmentList,
  type ClassDetails,
  type ClassSummary,
} from '@qa/shared/classroom';
import { fakeDownloads } from '@qa/shared/files/test';
import { Route, Switch } from '@qa/shared';
import { renderWithProviders } from '../../test/renderWithProviders';
import { settle } from '../../test/settle';
import { ClassPage } from './ClassPage';
import { ClassroomPage } from './ClassroomPage';
import { spreadsheetDate } from './gridCsv';
import { classroomPageTexts } from './classroomPageTexts';

const SIGNED_IN = { account: { user: 'trainer-1', isEmailVerified: true, authChecked: true } };
const CLASS_ID = '6f1c7f49-9f6b-4a3a-9d0e-1c2b3a4d5e6f';
const OLENA_ID = '2d0c4b7e-5a61-4f3e-8c9d-7b1a2e3f4c5d';
const CLASS_PATH = `${CLASSROOM_API.classes}/${CLASS_ID}`;
const SUMMARY: ClassSummary = {
  id: CLASS_ID,
  code: 'QK7M2P',
  name: 'Evening group',
  term: 1,
  termStartedAt: '2026-11-02T09:00:00.000Z',
  members: 2,
};
const ASSIGNMENT: Assignment = {
  id: '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b',
  number: 1,
  family: 'triangle',
  createdAt: '2026-11-03T09:00:00.000Z',
  dueAt: '2026-11-20T21:59:59.000Z',
};
const ASSIGNMENTS: AssignmentList = {
  assignments: [ASSIGNMENT],
  families: [{ key: 'triangle', name: 'Triangle type form' }],
};
const DETAILS: ClassDetails = {
  class: SUMMARY,
  grid: {
    challenges: [
      { storeName: 'scripted_divide', total: 7 },
      { storeName: 'exploratory_triangle', total: 15 },
    ],
    assignments: [ASSIGNMENT],
    learners: [
      {
        memberId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
        learnerId: 'L-7Q3K9M2A',
        name: '=cmd|calc',
        joinedAt: '2026-11-03T09:00:00.000Z',
        lastActive: null,
        found: { scripted_divide: 7 },
        designs: {},
        bugReports: {},
        interviews: {},
      },
      {
        memberId: OLENA_ID,
        learnerId: 'L-H4WX8ZPD',
        name: 'Olena',
        joinedAt: '2026-11-03T09:00:00.000Z',
        lastActive: '2026-11-04T10:00:00.000Z',
        found: { exploratory_triangle: 3 },
        designs: { exploratory_triangle: { caught: 7, total: 9 } },
        bugReports: { exploratory_triangle: { count: 2, meanScore: 90 } },
        interviews: {
          [ASSIGNMENT.id]: {
            total: 72,
            finishedAt: '2026-11-05T10:00:00.000Z',
            sessionId: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
            attempts: 2,
            abandoned: 1,
            lines: [
              { name: 'casesCovered', value: 7, of: 10 },
              { name: 'variantsCaught', value: 2, of: 3 },
              { name: 'bugsFound', value: 2, of: 3 },
              { name: 'reportQuality', value: 80, of: 100 },
              { name: 'timeUsed', value: 1200, of: 1500 },
            ],
          },
        },
      },
    ],
  },
};
const TERMS: ArchivedTerm[] = [
  {
    term: 1,
    startedAt: '2026-10-01T09:00:00.000Z',
    endedAt: '2026-11-02T09:00:00.000Z',
    grid: {
      challenges: DETAILS.grid.challenges,
      learners: [
        {
          name: 'Petro',
          joinedAt: '2026-10-02T09:00:00.000Z',
          lastActive: null,
          found: { scripted_divide: 1 },
        },
      ],
    },
  },
];

/**
 * GET answers: the list of classes, the class (its learners as `learners()` says now), its terms (`terms`) and its
 * assignments.
 */
const answering = (learners = () => DETAILS.grid.learners, terms = TERMS) =>
  jest.spyOn(http, 'get').mockImplementation(async (path: string) => {
    if (path === CLASSROOM_API.classes) return [] as never;
    if (path.endsWith('/terms')) return terms as never;
    if (path.endsWith('/assignments')) return ASSIGNMENTS as never;
    if (path.endsWith('/weak-spots')) return { learners: 2, techniques: [], challenges: [] } as never;
    return { ...DETAILS, grid: { ...DETAILS.grid, learners: learners() } } as never;
  });
const withoutTerms = () => answering(undefined, []);

const renderClass = async () => {
  const rendered = renderWithProviders(
    <Switch>
      <Route path="/app/classroom" component={ClassroomPage} />
      <Route path="/app/classroom/:classId" component={ClassPage} />
    </Switch>,
    { route: `/app/classroom/${CLASS_ID}`, preloadedState: SIGNED_IN },
  );
  await settle();
  return rendered;
};

describe('the trainer’s classroom', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks a visitor to sign in and calls nothing', () => {
    const get = jest.spyOn(http, 'get');
    renderWithProviders(<ClassroomPage />, { route: '/app/classroom' });
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/app/account/login');
    expect(get).not.toHaveBeenCalled();
  });

  it('lists the trainer’s classes with their codes and creates one', async () => {
    jest.spyOn(http, 'get').mockResolvedValue([SUMMARY]);
    const post = jest.spyOn(http, 'post').mockResolvedValue({
      ...SUMMARY,
      id: '5c1d2e3f-4a5b-4c6d-8e7f-901234567890',
      code: 'ZX9Y8W',
      name: 'Morning group',
      members: 0,
    });
    const { user } = renderWithProviders(<ClassroomPage />, {
      route: '/app/classroom',
      preloadedState: SIGNED_IN,
    });
    await settle();
    expect(screen.getByRole('link', { name: 'Open Evening group' })).toHaveAttribute(
      'href',
      `/app/classroom/${CLASS_ID}`,
    );
    expect(screen.getByText('QK7M2P')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create the class' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Use 2 to 60 characters');
    expect(post).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Class name'), '  Morning group ');
    await user.click(screen.getByRole('button', { name: 'Create the class' }));
    expect(post).toHaveBeenCalledWith(CLASSROOM_API.classes, { name: 'Morning group' }, { auth: true });
    expect(await screen.findByText('Class Morning group created. Its code is ZX9Y8W.')).toBeInTheDocument();
    // The list takes the class from the call's answer; the store tells it on the next frame.
    expect(await screen.findByRole('link', { name: 'Open Morning group' })).toBeInTheDocument();
  });

  it('says why a class could not be created, in the server’s words', async () => {
    jest.spyOn(http, 'get').mockResolvedValue([]);
    jest.spyOn(http, 'post').mockRejectedValue(
      new HttpError('http', 409, 'Conflict', {
        message: 'You have as many classes as one account can have.',
      }),
    );
    const { user } = renderWithProviders(<ClassroomPage />, {
      route: '/app/classroom',
      preloadedState: SIGNED_IN,
    });
    await settle();
    expect(screen.getByText('You have no classes yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Class name'), 'Group');
    await user.click(screen.getByRole('button', { name: 'Create the class' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have as many classes as one account can have.',
    );
    expect(screen.getByLabelText('Class name')).toHaveValue('Group');
  });

  it('shows a class’s grid as “n/total” per challenge, with totals, averages, finished challenges marked, and the archived terms', async () => {
    answering();
    await renderClass();
    expect(screen.getByRole('heading', { level: 1, name: 'Evening group' })).toBeInTheDocument();
    expect(screen.getByText('Learners join with the code QK7M2P on their dashboard.')).toBeInTheDocument();
    const olena = screen.getByRole('row', { name: /Olena/ });
    const cells = within(olena).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '',
      '3/223 of 22',
      'Nov 4Nov 4, 2026, 10:00 AM',
      '72Best interview score: 72 of 100, finished Nov 5, 2026, 10:00 AM. Sessions finished: 2; abandoned (left to run out): 1. Open the scorecard.↻2 ✗1',
      '0/70 of 7',
      '3/153 of 15▣ 7/9Test design: 7 of 9 bug variants caught✎ 2 · 90Bug reports: 2, mean score 90 of 100',
    ]);
    // Short to the eye, in full to a screen reader.
    expect(within(olena).getByText('3/22')).toHaveAttribute('aria-hidden', 'true');
    expect(within(olena).getByText('▣ 7/9')).toHaveAttribute('aria-hidden', 'true');
    expect(within(olena).getByText('✎ 2 · 90')).toHaveAttribute('aria-hidden', 'true');
    expect(within(olena).getByText('72')).toHaveAttribute('aria-hidden', 'true');
    // The best session's score opens its scorecard.
    expect(within(olena).getByRole('link', { name: /^Best interview score: 72 of 100/ })).toHaveAttribute(
      'href',
      `/app/classroom/${CLASS_ID}/learners/${OLENA_ID}/interviews/5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e`,
    );
    // A learner's name opens their detail.
    expect(within(olena).getByRole('link', { name: 'Olena' })).toHaveAttribute(
      'href',
      `/app/classroom/${CLASS_ID}/learners/${OLENA_ID}`,
    );
    expect(screen.getByRole('columnheader', { name: 'Interview 1: Triangle type form' })).toBeInTheDocument();
    // The current term's table and the archived one's.
    expect(screen.getAllByRole('columnheader', { name: 'Triangle' })).toHaveLength(2);
    const other = within(screen.getAllByRole('row', { name: /=cmd/ })[0]!).getAllByRole('cell');
    expect(other.map((cell) => cell.textContent)).toEqual([
      '',
      '7/227 of 22',
      'Not yet',
      '–Not yet',
      '7/77 of 7✓(all found)',
      '0/150 of 15',
    ]);
    const [average] = screen.getAllByRole('row', { name: /Class average/ });
    expect(
      within(average!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '5/225 of 22', '', '72', '3.5/73.5 of 7', '1.5/151.5 of 15']);
    const [completed] = screen.getAllByRole('row', { name: /Completed/ });
    expect(
      within(completed!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '', '', '1/21 of 2', '1/21 of 2', '0/20 of 2']);
    expect(screen.getByText(/^Term 1: /, { selector: 'summary' })).toBeInTheDocument();
    // A term archived before the grid showed runs and reports has none: its cells show the finds alone.
    const petro = within(screen.getByRole('row', { name: /Petro/ })).getAllByRole('cell');
    expect(petro.map((cell) => cell.textContent)).toEqual([
      '1/221 of 22',
      'Not yet',
      '1/71 of 7',
      '0/150 of 15',
    ]);
  });

  it('sorts the grid by any column, best first, and turns it round on a second press', async () => {
    withoutTerms();
    const { user } = await renderClass();
    const grid = screen.getByRole('region', { name: 'Learners by challenge' });
    const learners = () =>
      within(grid)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent)
        .slice(0, 2);
    expect(learners()).toEqual(['=cmd|calc', 'Olena']);
    const learnerHeading = within(grid).getByRole('columnheader', { name: 'Learner' });
    expect(learnerHeading).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(grid).getByRole('button', { name: 'Triangle' }));
    expect(learners()).toEqual(['Olena', '=cmd|calc']);
    expect(within(grid).getByRole('columnheader', { name: 'Triangle' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(learnerHeading).not.toHaveAttribute('aria-sort');
    await user.click(within(grid).getByRole('button', { name: 'Triangle' }));
    expect(learners()).toEqual(['=cmd|calc', 'Olena']);
    await user.click(within(grid).getByRole('button', { name: 'Interview 1: Triangle type form' }));
    expect(learners()).toEqual(['Olena', '=cmd|calc']);
    await user.click(within(grid).getByRole('button', { name: 'Learner' }));
    expect(learners()).toEqual(['=cmd|calc', 'Olena']);
  });

  it('shows one group of challenges when the trainer chooses it, with the totals of that group', async () => {
    withoutTerms();
    const { user } = await renderClass();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group' }), 'Exploratory');
    const grid = screen.getByRole('region', { name: 'Learners by challenge' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Learner ↑', '', 'Total', 'Last active', 'Interview 1: Triangle type form', 'Triangle']);
    expect(within(screen.getByRole('row', { name: /Olena/ })).getAllByRole('cell')[1]).toHaveTextContent(
      '3 of 15',
    );
  });

  it('keeps the challenges the trainer chooses for the grid, by group or one by one', async () => {
    withoutTerms();
    const put = jest.spyOn(http, 'put').mockResolvedValue({ challenges: ['exploratory_triangle'] } as never);
    const { user } = await renderClass();
    await user.click(screen.getByText(/^Challenges in the grid: 2 of \d+$/));
    const scripted = screen.getByRole('checkbox', { name: /^Scripted: the whole group$/ });
    expect(scripted).toHaveProperty('indeterminate', true);
    expect(screen.getByRole('checkbox', { name: 'Division (Scripted)' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Division (Scripted)' }));
    expect(scripted).not.toBeChecked();
    expect(scripted).toHaveProperty('indeterminate', false);
    await user.click(screen.getByRole('button', { name: 'Save the choice (1)' }));
    expect(put).toHaveBeenCalledWith(
      `${CLASS_PATH}/challenges`,
      { challenges: ['exploratory_triangle'] },
      { auth: true },
    );
    expect(await screen.findByText('The grid shows the challenges you chose.')).toHaveAttribute(
      'role',
      'status',
    );

    // None chosen: said at once, nothing sent.
    put.mockClear();
    await user.click(screen.getByText(/^Challenges in the grid/));
    // A group partly chosen is all chosen on the first press, none on the second.
    const exploratory = screen.getByRole('checkbox', { name: 'Exploratory: the whole group' });
    await user.click(exploratory);
    expect(exploratory).toBeChecked();
    await user.click(exploratory);
    await user.click(screen.getByRole('button', { name: 'Save the choice (0)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one challenge for the grid.');
    expect(put).not.toHaveBeenCalled();
  });

  it('copies the join code, and says how to copy it by hand where the browser refuses', async () => {
    withoutTerms();
    const { user } = await renderClass();
    // user-event puts a clipboard of its own in place when it is set up.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy the code' }));
    expect(writeText).toHaveBeenCalledWith('QK7M2P');
    expect(await screen.findByText('Code QK7M2P copied.')).toBeInTheDocument();

    writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy the code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('select it and copy it by hand');
  });

  it('gives the class a new join code once the trainer confirms, and says which', async () => {
    withoutTerms();
    const post = jest.spyOn(http, 'post').mockResolvedValue({ ...SUMMARY, code: 'ZX9W8V' });
    const { user } = await renderClass();
    const change = screen.getByRole('button', { name: 'Change the code' });
    await user.click(change);
    const asked = screen.getByRole('dialog', { name: 'Give the class a new code?' });
    expect(asked).toHaveTextContent('The code QK7M2P stops working at once');
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(post).not.toHaveBeenCalled();
    expect(change).toHaveFocus();

    await user.click(change);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Change the code' }));
    expect(post).toHaveBeenCalledWith(`${CLASS_PATH}/code`, undefined, { auth: true });
    expect(await screen.findByText('The class’s new code is ZX9W8V.')).toHaveAttribute('role', 'status');
  });

  it('exports the grid as CSV, with a learner’s formula-like name made harmless', async () => {
    withoutTerms();
    const browser = fakeDownloads();
    const { user } = await renderClass();
    await user.click(screen.getByRole('button', { name: 'Export the grid (CSV)' }));
    await settle();
    const [download] = browser.downloads;
    expect(download?.fileName).toMatch(/^class-QK7M2P-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await download!.text).replace(/^\uFEFF/, '').split('\r\n');
    // A test-design column only for a challenge where someone has run one, its total in the heading; bug-report
    // columns only for a challenge where someone has reported a planted bug.
    expect(lines[0]).toBe(
      'Learner,Learner ID,Joined,Last active,Total (22),Interview 1: Triangle type form: best score (100),Division (Scripted) (7),Triangle (15),Triangle: bug variants caught by the test design (9),Triangle: planted bugs reported,Triangle: mean score of the bug reports (100)',
    );
    // Dates as a spreadsheet and a person read them, in the trainer's time zone.
    const joined = spreadsheetDate('2026-11-03T09:00:00.000Z');
    expect(joined).toMatch(/^2026-11-0[34] \d{2}:\d{2}$/);
    expect(lines[1]).toBe(`"'=cmd|calc",L-7Q3K9M2A,${joined},,7,,7,0,,,`);
    expect(lines[2]).toBe(
      `Olena,L-H4WX8ZPD,${joined},${spreadsheetDate('2026-11-04T10:00:00.000Z')},3,72,0,3,7,2,90`,
    );
    browser.restore();
  });

  it('starts the class afresh only once confirmed, and loads it again', async () => {
    const get = withoutTerms();
    const post = jest.spyOn(http, 'post').mockResolvedValue({ ...SUMMARY, term: 2 });
    const { user } = await renderClass();
    await user.click(screen.getByRole('button', { name: 'Start the class afresh' }));
    const dialog = screen.getByRole('dialog', { name: 'Start Evening group afresh?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(post).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Start the class afresh' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Start afresh' }));
    expect(post).toHaveBeenCalledWith(`${CLASSROOM_API.classes}/${CLASS_ID}/terms`, undefined, {
      auth: true,
    });
    expect(await screen.findByText('Term 2 has begun.')).toBeInTheDocument();
    expect(get.mock.calls.filter(([path]) => path === CLASS_PATH)).toHaveLength(2);
  });

  it('starts a new term for a new cohort, without the learners, only once confirmed', async () => {
    withoutTerms();
    const post = jest.spyOn(http, 'post').mockResolvedValue({ ...SUMMARY, term: 2, members: 0 });
    const { user } = await renderClass();
    await user.click(screen.getByRole('button', { name: 'Start with a new cohort' }));
    const dialog = screen.getByRole('dialog', { name: 'Start Evening group with a new cohort?' });
    expect(dialog).toHaveTextContent('every learner leaves the class; they keep their own progress');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(post).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Start with a new cohort' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Start with a new cohort' }),
    );
    expect(post).toHaveBeenCalledWith(
      `${CLASSROOM_API.classes}/${CLASS_ID}/terms?members=remove`,
      undefined,
      {
        auth: true,
      },
    );
    expect(await screen.findByText('Term 2 has begun, with no learners yet.')).toBeInTheDocument();
  });

  it('renames the class in place: the rule stated, a refusal shown at the field, the heading and title after', async () => {
    answering();
    const put = jest
      .spyOn(http, 'put')
      .mockRejectedValueOnce(
        new HttpError('http', 400, 'Bad Request', {
          message: 'A class name has 2 to 60 characters, with at least one letter or digit.',
        }),
      )
      .mockResolvedValueOnce({ ...SUMMARY, name: 'Autumn group' });
    const { user, store } = await renderClass();
    const rename = screen.getByRole('button', { name: 'Rename the class' });
    await user.click(rename);
    const field = screen.getByRole('textbox', { name: 'Class name' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Evening group');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('2 to 60 characters'));

    // Escape leaves the name as it was, and the keyboard where it started.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Class name' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename the class' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Rename the class' }));
    await user.clear(screen.getByRole('textbox', { name: 'Class name' }));
    await user.type(screen.getByRole('textbox', { name: 'Class name' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Save the name' }));
    expect(put).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Use 2 to 60 characters');
    expect(screen.getByRole('textbox', { name: 'Class name' })).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByRole('textbox', { name: 'Class name' }));
    await user.type(screen.getByRole('textbox', { name: 'Class name' }), '  Autumn group ');
    await user.click(screen.getByRole('button', { name: 'Save the name' }));
    expect(put).toHaveBeenCalledWith(CLASS_PATH, { name: 'Autumn group' }, { auth: true });
    const refused = screen.getByRole('textbox', { name: 'Class name' });
    expect(refused).toHaveAccessibleDescription(
      expect.stringContaining(
        'The class could not be renamed. A class name has 2 to 60 characters, with at least one letter or digit.',
      ),
    );
    expect(refused).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Evening group');

    await user.click(screen.getByRole('button', { name: 'Save the name' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Autumn group' })).toBeInTheDocument();
    expect(selectPageTitle(store.getState())).toBe('Autumn group');
    expect(
      screen.getByText('The class is now called Autumn group.').closest('[role="status"]'),
    ).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Rename the class' })).toHaveFocus();
  });

  it('deletes the class only once confirmed, then says so on the list of classes', async () => {
    answering();
    const remove = jest
      .spyOn(http, 'delete')
      .mockRejectedValueOnce(new HttpError('network', 0, 'Failed to fetch'))
      .mockResolvedValueOnce(undefined);
    const { user } = await renderClass();
    const open = screen.getByRole('button', { name: 'Delete the class' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Delete Evening group?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('deleted for good'));
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();
    expect(open).toHaveFocus();

    await user.click(open);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith(CLASS_PATH, { auth: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The class could not be deleted. The server cannot be reached.',
    );
    expect(open).toHaveFocus();

    await user.click(open);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Classroom' });
    expect(heading).toHaveFocus();
    expect(await screen.findByText('Class Evening group has been deleted.')).toBeInTheDocument();
    expect(
      screen.getByText('Class Evening group has been deleted.').closest('[role="status"]'),
    ).not.toBeNull();
    expect(await screen.findByText('You have no classes yet.')).toBeInTheDocument();
  });

  it('removes the learners the trainer ticks only once confirmed, saying their finds stay theirs', async () => {
    let learners = DETAILS.grid.learners;
    const get = answering(() => learners);
    const remove = jest
      .spyOn(http, 'post')
      .mockRejectedValueOnce(new HttpError('http', 429, 'Too Many Requests', { message: 'Wait a minute.' }))
      .mockImplementationOnce(async () => {
        learners = [];
        return { removed: 2 } as never;
      });
    const { user } = await renderClass();
    const removeTicked = screen.getByRole('button', { name: 'Remove the selected (0)' });
    expect(removeTicked).toBeDisabled();
    // An archived term is a record: no one is ticked or removed from it.
    expect(
      within(screen.getByRole('row', { name: /Petro/ })).queryByRole('checkbox'),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Olena' }));
    await user.click(screen.getByRole('button', { name: 'Remove the selected (1)' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove from the class: Olena?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('stay in their own progress'));
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('join again with the class code'));
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(remove).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Remove the selected (1)' })).toHaveFocus();

    // Every learner at once, with the box in the heading.
    await user.click(screen.getByRole('checkbox', { name: 'Select every learner' }));
    expect(screen.getByRole('checkbox', { name: 'Select =cmd|calc' })).toBeChecked();
    const confirm = async () => {
      await user.click(screen.getByRole('button', { name: 'Remove the selected (2)' }));
      const question = screen.getByRole('dialog', { name: 'Remove from the class: =cmd|calc, Olena?' });
      await user.click(within(question).getByRole('button', { name: 'Remove from the class' }));
    };
    await confirm();
    expect(remove).toHaveBeenCalledWith(
      `${CLASS_PATH}/removals`,
      { members: [DETAILS.grid.learners[0]!.memberId, OLENA_ID] },
      { auth: true },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The learners could not be removed from the class. Wait a minute.',
    );

    const loads = get.mock.calls.length;
    await confirm();
    expect(await screen.findByText('Removed from the class: =cmd|calc, Olena.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(get.mock.calls.length).toBeGreaterThan(loads);
    expect(await screen.findByText('No learner has joined yet.')).toBeInTheDocument();
    // The rows and their boxes are gone: the grid's heading takes focus.
    expect(screen.getByRole('heading', { name: 'Progress in this term' })).toHaveFocus();
  });

  it('sets an interview for the class from the families the server names, and deletes one once confirmed', async () => {
    const get = answering();
    const created: Assignment = {
      ...ASSIGNMENT,
      id: '4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c',
      number: 2,
      dueAt: new Date('2026-12-01T23:59:59').toISOString(),
    };
    const post = jest
      .spyOn(http, 'post')
      .mockRejectedValueOnce(
        new HttpError('http', 409, 'Conflict', {
          message: 'This class has as many assignments as a class can have.',
        }),
      )
      .mockResolvedValueOnce(created);
    const remove = jest.spyOn(http, 'delete').mockResolvedValue(undefined);
    const { user } = await renderClass();
    const card = screen.getByRole('region', { name: 'Interviews' });
    // Its due date, 20 November 2026, has passed.
    expect(
      within(card).getByText(/^Interview 1: Triangle type form \(overdue since .*2026\)$/),
    ).toBeInTheDocument();
    expect(within(card).getByRole('combobox', { name: 'Interview' })).toHaveDisplayValue(
      'Triangle type form',
    );
    const due = within(card).getByLabelText('Due date (optional)');
    expect(due).toHaveAccessibleDescription('Leave it empty for an interview without a due date.');
    // No day before today is offered.
    const today = new Date();
    expect(due).toHaveAttribute(
      'min',
      `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`,
    );

    await user.click(within(card).getByRole('button', { name: 'Set the interview' }));
    expect(post).toHaveBeenCalledWith(`${CLASS_PATH}/assignments`, { family: 'triangle' }, { auth: true });
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'The interview could not be set. This class has as many assignments as a class can have.',
    );

    await user.type(due, '2026-12-01');
    const loads = get.mock.calls.filter(([path]) => path === CLASS_PATH).length;
    await user.click(within(card).getByRole('button', { name: 'Set the interview' }));
    // The whole day, in the trainer's time zone.
    expect(post).toHaveBeenLastCalledWith(
      `${CLASS_PATH}/assignments`,
      { family: 'triangle', dueAt: created.dueAt },
      { auth: true },
    );
    expect(await within(card).findByText('Interview “Triangle type form” set.')).toHaveAttribute(
      'role',
      'status',
    );
    await settle();
    // The grid loads again, to show the new column.
    expect(get.mock.calls.filter(([path]) => path === CLASS_PATH).length).toBeGreaterThan(loads);

    const deleteButton = within(card).getByRole('button', { name: 'Delete interview 1: Triangle type form' });
    await user.click(deleteButton);
    const asked = screen.getByRole('dialog', { name: 'Delete interview 1: Triangle type form?' });
    expect(asked).toHaveTextContent('the other interviews keep their numbers');
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();
    expect(deleteButton).toHaveFocus();

    await user.click(deleteButton);
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete the interview' }),
    );
    expect(remove).toHaveBeenCalledWith(`${CLASS_PATH}/assignments/${ASSIGNMENT.id}`, { auth: true });
    expect(
      await within(card).findByText('Interview 1 deleted. Learners keep the sessions they finished.'),
    ).toHaveAttribute('role', 'status');
    expect(within(card).getByRole('heading', { level: 2, name: 'Interviews' })).toHaveFocus();
  });

  it('says a class that is not the trainer’s was not found', async () => {
    jest.spyOn(http, 'get').mockRejectedValue(new HttpError('http', 404, 'Not Found', { message: 'x' }));
    await renderClass();
    expect(screen.getByRole('alert')).toHaveTextContent('This class was not found.');
  });

  it('has every text in every language', () => {
    expect(findMissingKeys(classroomPageTexts)).toEqual([]);
  });
});
