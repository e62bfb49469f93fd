import type { ClassGrid } from '@qa/shared/classroom';
import { downloadText } from '@qa/shared/files';
import { screen, waitFor } from '@testing-library/react';
import Papa from 'papaparse';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ExportMenu, type ExportMenuProps } from './ExportMenu';

jest.mock('@qa/shared/files', () => ({
  ...jest.requireActual<object>('@qa/shared/files'),
  downloadText: jest.fn(),
}));
const download = jest.mocked(downloadText);

const ASSIGNMENT = {
  id: '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b',
  number: 1,
  family: 'triangle',
  createdAt: '2026-11-03T09:00:00.000Z',
  dueAt: null,
};
const divide = { storeName: 'scripted_divide', total: 7 };
const triangle = { storeName: 'exploratory_triangle', total: 15 };
const GRID: ClassGrid = {
  challenges: [divide, triangle],
  assignments: [ASSIGNMENT],
  learners: [
    {
      name: '=cmd|calc',
      learnerId: 'L-7Q3K9M2A',
      joinedAt: '2026-11-03T09:00:00.000Z',
      lastActive: null,
      found: { scripted_divide: 7 },
      designs: {},
      interviews: {},
    },
    {
      name: 'Olena',
      learnerId: 'L-0ABCDEFG',
      joinedAt: '2026-11-03T09:00:00.000Z',
      lastActive: '2026-11-04T10:00:00.000Z',
      found: { exploratory_triangle: 3 },
      designs: { exploratory_triangle: { caught: 7, total: 9 } },
      interviews: { [ASSIGNMENT.id]: { total: 72, finishedAt: '2026-11-05T10:00:00.000Z', lines: [] } },
    },
  ],
};

const show = (props: Partial<ExportMenuProps> = {}) =>
  renderWithProviders(
    <ExportMenu
      grid={GRID}
      shown={[triangle]}
      fileBase="class-QK7M2P"
      familyName={(family) => (family === 'triangle' ? 'Triangle type form' : family)}
      {...props}
    />,
  );

/** The one file saved: its name and its rows as the importer (or a spreadsheet) reads them, the BOM aside. */
const saved = async () => {
  await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
  const [fileName, text, type] = download.mock.calls[0]!;
  expect(type).toBe('text/csv');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ',', skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return { fileName, rows: parsed.data };
};

const DAY = /\d{4}-\d{2}-\d{2}/.source;

describe('ExportMenu', () => {
  beforeEach(() => download.mockReset());

  it('exports the grid as the trainer sees it: the challenges shown, a Total and the learner ids', async () => {
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'Export the grid (CSV)' }));
    const { fileName, rows } = await saved();
    expect(fileName).toMatch(new RegExp(`^class-QK7M2P-${DAY}\\.csv$`));
    expect(rows[0]!.slice(0, 5)).toEqual(['Learner', 'Learner ID', 'Joined', 'Last active', 'Total (15)']);
    // Only the challenge shown: scripted_divide is in the grid but not in the group shown.
    expect(rows[0]!.some((heading) => heading.includes('(7)'))).toBe(false);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[4]])).toEqual([
      ["'=cmd|calc", 'L-7Q3K9M2A', '0'],
      ['Olena', 'L-0ABCDEFG', '3'],
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent(/^Saved: class-QK7M2P-.*\.csv$/);
  });

  it('opens a form in place, and downloads the gradebook file with the format and score chosen', async () => {
    const { user } = show({ fileBase: 'class-QK7M2P-term-2' });
    const opener = screen.getByRole('button', { name: 'Export for a gradebook…' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await user.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    const moodle = screen.getByRole('radio', { name: 'Moodle' });
    expect(moodle).toBeChecked();
    expect(moodle).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Gradebook' })).toHaveAccessibleDescription(/ID number/);

    // By keyboard: the arrow moves to Canvas, whose hint replaces Moodle's.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Canvas' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Gradebook' })).toHaveAccessibleDescription(/SIS User ID/);

    const score = screen.getByRole('combobox', { name: 'Score for each learner' });
    expect([...score.querySelectorAll('option')].map((option) => option.value)).toEqual([
      `interview:${ASSIGNMENT.id}`,
      'finds',
      'design:exploratory_triangle',
    ]);
    await user.selectOptions(score, 'design:exploratory_triangle');
    await user.click(screen.getByRole('button', { name: 'Download' }));

    const { fileName, rows } = await saved();
    expect(fileName).toMatch(new RegExp(`^class-QK7M2P-term-2-canvas-${DAY}\\.csv$`));
    expect(rows[0]!.slice(0, 5)).toEqual(['Student', 'ID', 'SIS User ID', 'SIS Login ID', 'Section']);
    expect(rows[0]![5]).toMatch(/^QA Practice: Test design, .+: bug variants caught, %$/);
    expect(rows.slice(1)).toEqual([
      ['Points Possible', '', '', '', '', '100'],
      ["'=cmd|calc", '', 'L-7Q3K9M2A', '', '', ''],
      ['Olena', '', 'L-0ABCDEFG', '', '', '77.78'],
    ]);
    // Done: the form closes, and its button has the keyboard back.
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(/^Saved: class-QK7M2P-term-2-canvas-/);
  });

  it('writes an interview’s best score for Moodle, "-" where there is none', async () => {
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'Export for a gradebook…' }));
    expect(screen.getByRole('combobox', { name: 'Score for each learner' })).toHaveDisplayValue(
      'Interview 1: Triangle type form, best score of 100',
    );
    await user.click(screen.getByRole('button', { name: 'Download' }));
    const { fileName, rows } = await saved();
    expect(fileName).toMatch(new RegExp(`^class-QK7M2P-moodle-${DAY}\\.csv$`));
    expect(rows).toEqual([
      [
        'First name',
        'Last name',
        'ID number',
        'Email address',
        'QA Practice: Interview 1: Triangle type form, best score of 100',
      ],
      ["'=cmd|calc", '', 'L-7Q3K9M2A', '', '-'],
      ['Olena', '', 'L-0ABCDEFG', '', '72'],
    ]);
  });

  it('closes on Escape or Cancel without a file, giving focus back to its button', async () => {
    const { user } = show();
    const opener = screen.getByRole('button', { name: 'Export for a gradebook…' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(download).not.toHaveBeenCalled();
  });

  it('offers only the scores a grid has, and none where there is nothing to score', async () => {
    // An archived term from before assignments and ids, no test design run.
    const archived: ClassGrid = {
      challenges: [divide],
      learners: [
        {
          name: 'Ann',
          joinedAt: '2026-11-03T09:00:00.000Z',
          lastActive: null,
          found: { scripted_divide: 2 },
        },
      ],
    };
    const { user, unmount } = show({ grid: archived, shown: [divide] });
    await user.click(screen.getByRole('button', { name: 'Export for a gradebook…' }));
    const score = screen.getByRole('combobox', { name: 'Score for each learner' });
    expect([...score.querySelectorAll('option')].map((option) => option.value)).toEqual(['finds']);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect((await saved()).rows[1]).toEqual(['Ann', '', '', '', '28.57']);
    unmount();

    const again = show({ grid: { challenges: [], learners: archived.learners }, shown: [] });
    await again.user.click(screen.getByRole('button', { name: 'Export for a gradebook…' }));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText(/nothing to score yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
  });

  it('says so when the file cannot be made', async () => {
    download.mockImplementation(() => {
      throw new Error('offline');
    });
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'Export the grid (CSV)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The file could not be prepared\./);
  });
});
