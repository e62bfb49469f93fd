import type { ClassGrid, GridLearner } from '@qa/shared/classroom';
import Papa from 'papaparse';
import { gridCsv, spreadsheetDate, type CsvHeadings } from './gridCsv';

describe('spreadsheetDate', () => {
  it.each([
    ['UTC', '2026-11-03 09:05'],
    ['Europe/Kyiv', '2026-11-03 11:05'],
    ['America/New_York', '2026-11-03 04:05'],
    ['Pacific/Kiritimati', '2026-11-03 23:05'],
  ])('writes an instant as day and minute in the trainer’s time zone (%s)', (timeZone, shown) => {
    expect(spreadsheetDate('2026-11-03T09:05:59.999Z', timeZone)).toBe(shown);
  });
});

describe('gridCsv', () => {
  const headings: CsvHeadings = {
    learner: 'Learner',
    learnerId: 'Learner ID',
    joined: 'Joined',
    lastActive: 'Last active',
    total: 'Total',
    challenge: (name) => name,
    design: (name) => `${name} design`,
    reports: (name) => `${name} reports`,
    reportScore: (name) => `${name} score`,
    interview: ({ family, number }) => `Interview ${number}: ${family}`,
  };
  const learner = (name: string, more: Partial<GridLearner> = {}): GridLearner => ({
    name,
    joinedAt: '2026-11-03T09:05:00.000Z',
    lastActive: null,
    found: {},
    ...more,
  });
  const assignment = (id: string, number: number) => ({
    id,
    number,
    family: 'triangle',
    createdAt: '2026-11-03T09:00:00.000Z',
    dueAt: null,
  });
  const joined = spreadsheetDate('2026-11-03T09:05:00.000Z');
  /** The file as a spreadsheet program reads it: rows of cells, the quotes and escapes undone. */
  const read = (csv: string): string[][] => {
    const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    return parsed.data;
  };

  const divide = { storeName: 'scripted_divide', total: 7 };
  const triangle = { storeName: 'exploratory_triangle', total: 15 };
  const adder = { storeName: 'learn_adder', total: 4 };
  const grid: ClassGrid = {
    challenges: [divide, triangle, adder],
    learners: [
      learner('=HYPERLINK("http://evil")', {
        learnerId: 'L-7Q3K9M2A',
        found: { scripted_divide: 7, learn_adder: 2 },
      }),
      learner('Olena', {
        learnerId: 'L-0ABCDEFG',
        lastActive: '2026-11-04T10:00:00.000Z',
        found: { exploratory_triangle: 3, learn_adder: 1 },
        designs: { exploratory_triangle: { caught: 7, total: 9 } },
      }),
    ],
  };

  it('writes only the challenges shown, a Total over them and each learner’s id in the class', () => {
    const rows = read(gridCsv(grid, headings, [triangle, adder]));
    expect(rows).toEqual([
      [
        'Learner',
        'Learner ID',
        'Joined',
        'Last active',
        'Total (19)',
        'exploratory_triangle (15)',
        'exploratory_triangle design (9)',
        'learn_adder (4)',
      ],
      // Shown neither in a column nor in the total: the 7 cases of scripted_divide.
      ['\'=HYPERLINK("http://evil")', 'L-7Q3K9M2A', joined, '', '2', '0', '', '2'],
      ['Olena', 'L-0ABCDEFG', joined, spreadsheetDate('2026-11-04T10:00:00.000Z'), '4', '3', '7', '1'],
    ]);
  });

  it('follows the group shown: another choice of challenges is another file', () => {
    const rows = read(gridCsv(grid, headings, [divide]));
    expect(rows[0]).toEqual([
      'Learner',
      'Learner ID',
      'Joined',
      'Last active',
      'Total (7)',
      'scripted_divide (7)',
    ]);
    expect(rows.slice(1).map((row) => row[4])).toEqual(['7', '0']);
    // Nothing shown: the learners and a total of nothing.
    expect(read(gridCsv(grid, headings, []))[1]).toEqual([
      '\'=HYPERLINK("http://evil")',
      'L-7Q3K9M2A',
      joined,
      '',
      '0',
    ]);
  });

  it('splits into the same cells in a spreadsheet whatever the names hold', () => {
    const names = ['Олена, "QA"', '+380 50 123', '@mention', '-1+2', 'Zoë\nNew line'];
    const rows = read(
      gridCsv({ challenges: [], learners: names.map((name) => learner(name)) }, headings, []),
    );
    expect(rows.slice(1).map(([name]) => name)).toEqual([
      'Олена, "QA"',
      "'+380 50 123",
      "'@mention",
      "'-1+2",
      'Zoë\nNew line',
    ]);
  });

  it('writes a column per assignment, headed by its kept number, with each learner’s best score, blank before any', () => {
    const best = { total: 64, finishedAt: '2026-11-04T10:00:00.000Z', lines: [] };
    const csv = gridCsv(
      {
        challenges: [],
        assignments: [assignment('a1', 1), assignment('a2', 3)],
        learners: [learner('Ann', { interviews: { a2: best } }), learner('Bo', { interviews: {} })],
      },
      headings,
      [],
    ).split('\r\n');
    expect(csv).toEqual([
      // The second assignment is number 3: number 2 was deleted, and a heading never changes between exports.
      'Learner,Joined,Last active,Total (0),Interview 1: triangle (100),Interview 3: triangle (100)',
      `Ann,${joined},,0,,64`,
      `Bo,${joined},,0,,`,
    ]);
  });

  it('writes no id column for a term archived before the grid had ids, nor an assignment column before those', () => {
    const csv = gridCsv({ challenges: [divide], learners: [learner('Ann')] }, headings, [divide]);
    expect(csv.split('\r\n')[0]).toBe('Learner,Joined,Last active,Total (7),scripted_divide (7)');
  });
});
