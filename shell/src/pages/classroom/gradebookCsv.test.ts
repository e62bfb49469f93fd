import type { ClassGrid, GridLearner } from '@qa/shared/classroom';
import Papa from 'papaparse';
import { classroomPageTexts } from './classroomPageTexts';
import {
  CANVAS_COLUMNS,
  gradebookCsv,
  MOODLE_COLUMNS,
  scoreOf,
  type GradebookFile,
  type GradebookScore,
} from './gradebookCsv';

const BOM = '\uFEFF';

/**
 * Moodle's CSV grade import (lib/csvlib.class.php, csv_import_reader::load_csv_content): the text in the encoding
 * chosen (UTF-8), its byte-order mark taken off, the separator chosen (a comma), every row as many fields as the
 * heading row, or the import stops.
 */
const readAsMoodle = (text: string): string[][] => {
  const content = text.startsWith(BOM) ? text.slice(1) : text;
  const parsed = Papa.parse<string[]>(content.trim(), { delimiter: ',', quoteChar: '"' });
  expect(parsed.errors).toEqual([]);
  const [header = []] = parsed.data;
  for (const row of parsed.data) expect(row).toHaveLength(header.length);
  return parsed.data;
};

/**
 * Canvas's gradebook import (app/models/gradebook_importer.rb): read as UTF-8 as it is, so a byte-order mark stays in
 * the first heading, which is found by what it includes; a semicolon instead of the comma only where it splits
 * the first lines into more fields, the same number each.
 */
const readAsCanvas = (text: string): string[][] => {
  const fields = (separator: string) => {
    const counts = text
      .split('\r\n')
      .slice(0, 3)
      .map((line) => Papa.parse<string[]>(line, { delimiter: separator }).data[0]?.length ?? 0);
    return new Set(counts).size === 1 ? counts[0]! : 0;
  };
  expect(fields(';')).toBeLessThanOrEqual(fields(','));
  const parsed = Papa.parse<string[]>(text, { delimiter: ',', skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
};

/** How Canvas's importer reads a heading row: its checks, in its order. */
const canvasStudentColumns = (header: readonly string[]): number => {
  expect(header.length).toBeGreaterThan(3);
  expect(header[0]).toContain('Student');
  expect(header[1]).toContain('ID');
  // "SIS User ID" then "SIS Login ID": five student columns, the last "Section".
  expect(header[2]).toMatch(/SIS\s+User\s+ID/);
  expect(header[3]).toMatch(/SIS\s+Login\s+ID/);
  expect(header[4]).toContain('Section');
  return 5;
};

/** Canvas reads "Title (123)" as the assignment with id 123, and these as the course's totals, not an assignment. */
const CANVAS_ASSIGNMENT_ID = /\s\((\d+)\)$/;
const CANVAS_NOT_ASSIGNMENTS =
  /Current Score|Current Points|Current Grade|Final Score|Final Points|Final Grade|Override Score|Override Grade|Override Status/;

const learner = (name: string, more: Partial<GridLearner> = {}): GridLearner => ({
  name,
  joinedAt: '2026-11-03T09:05:00.000Z',
  lastActive: null,
  found: {},
  ...more,
});
const ASSIGNMENT = {
  id: '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b',
  number: 2,
  family: 'triangle',
  createdAt: '2026-11-03T09:00:00.000Z',
  dueAt: null,
};
const divide = { storeName: 'scripted_divide', total: 7 };
const triangle = { storeName: 'exploratory_triangle', total: 15 };
const adder = { storeName: 'learn_adder', total: 4 };
const GRID: ClassGrid = {
  challenges: [divide, triangle, adder],
  assignments: [ASSIGNMENT],
  learners: [
    learner("=cmd|' /C calc'!A0", {
      learnerId: 'L-7Q3K9M2A',
      found: { scripted_divide: 7, learn_adder: 2 },
    }),
    learner('Олена Коваль', {
      learnerId: 'L-0ABCDEFG',
      found: { exploratory_triangle: 3, learn_adder: 1 },
      designs: { exploratory_triangle: { caught: 7, total: 9 } },
      interviews: { [ASSIGNMENT.id]: { total: 72, finishedAt: '2026-11-05T10:00:00.000Z', lines: [] } },
    }),
    // A term archived before ids: the row still imports by its name.
    learner('-'),
  ],
};
const SHOWN = [triangle, adder];
const HEADING = 'QA Practice: Interview 2: Triangle, best score of 100';
const file = (format: GradebookFile['format'], score: GradebookScore): GradebookFile => ({
  format,
  score,
  heading: HEADING,
});

describe('a learner’s score for a gradebook', () => {
  const [first, olena, third] = GRID.learners as [GridLearner, GridLearner, GridLearner];

  it('is an interview’s best total, the share of finds in the challenges shown, or a test design’s catch', () => {
    const interview = { kind: 'interview', assignmentId: ASSIGNMENT.id } as const;
    expect([first, olena].map((each) => scoreOf(each, interview, SHOWN))).toEqual([undefined, 72]);
    // 2 and 4 of the 19 shown: the 7 of scripted_divide, not shown, count for nothing.
    expect([first, olena].map((each) => scoreOf(each, { kind: 'finds' }, SHOWN))).toEqual([10.53, 21.05]);
    expect(scoreOf(first, { kind: 'finds' }, [divide])).toBe(100);
    expect(scoreOf(first, { kind: 'finds' }, [])).toBeUndefined();
    const design = { kind: 'design', storeName: 'exploratory_triangle' } as const;
    expect([first, olena, third].map((each) => scoreOf(each, design, SHOWN))).toEqual([
      undefined,
      77.78,
      undefined,
    ]);
  });
});

describe('the Moodle file', () => {
  const rows = readAsMoodle(gradebookCsv(GRID, SHOWN, file('moodle', { kind: 'finds' })));

  it('is UTF-8 with a byte-order mark, which Moodle takes off', () => {
    const text = gradebookCsv(GRID, SHOWN, file('moodle', { kind: 'finds' }));
    expect(text.startsWith(BOM)).toBe(true);
    expect(
      new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(new TextEncoder().encode(text)),
    ).toBe(text);
    expect(text.slice(1)).not.toContain(BOM);
  });

  it('heads its columns as Moodle’s own export does, then the score', () => {
    expect(rows[0]).toEqual([...MOODLE_COLUMNS, HEADING]);
    expect(rows[0]).toEqual(['First name', 'Last name', 'ID number', 'Email address', HEADING]);
  });

  it('gives each learner their name, their id as ID number, an email address to fill in and the score', () => {
    expect(rows.slice(1)).toEqual([
      // A formula is neutralised: the spreadsheet and Moodle show it as text.
      ["'=cmd|' /C calc'!A0", '', 'L-7Q3K9M2A', '', '10.53'],
      ['Олена Коваль', '', 'L-0ABCDEFG', '', '21.05'],
      // No id before ids existed; "-" alone is Moodle's no grade, and no formula.
      ['-', '', '', '', '0'],
    ]);
  });

  it('writes a number with a dot, and "-" (no grade) for a learner without a score', () => {
    const interview = readAsMoodle(
      gradebookCsv(GRID, SHOWN, file('moodle', { kind: 'interview', assignmentId: ASSIGNMENT.id })),
    );
    expect(interview.slice(1).map((row) => row[4])).toEqual(['-', '72', '-']);
    const design = readAsMoodle(
      gradebookCsv(GRID, SHOWN, file('moodle', { kind: 'design', storeName: 'exploratory_triangle' })),
    );
    expect(design.slice(1).map((row) => row[4])).toEqual(['-', '77.78', '-']);
    for (const row of [...rows.slice(1), ...interview.slice(1), ...design.slice(1)])
      expect(row[4]).toMatch(/^(\d{1,3}(\.\d{1,2})?|-)$/);
  });
});

describe('the Canvas file', () => {
  const text = gradebookCsv(
    GRID,
    SHOWN,
    file('canvas', { kind: 'design', storeName: 'exploratory_triangle' }),
  );
  const rows = readAsCanvas(text);

  it('is UTF-8 whose first heading still reads “Student” to Canvas, byte-order mark and all', () => {
    expect(text.startsWith(`${BOM}Student,`)).toBe(true);
    expect(canvasStudentColumns(rows[0]!)).toBe(CANVAS_COLUMNS.length);
  });

  it('heads its columns as Canvas requires, in its order, then the score as an assignment', () => {
    expect([rows[0]![0]!.replace(BOM, ''), ...rows[0]!.slice(1)]).toEqual([...CANVAS_COLUMNS, HEADING]);
    expect(CANVAS_COLUMNS).toEqual(['Student', 'ID', 'SIS User ID', 'SIS Login ID', 'Section']);
  });

  it('makes a new assignment out of 100 and gives each learner their name, their id and the score', () => {
    expect(rows[1]).toEqual(['Points Possible', '', '', '', '', '100']);
    expect(rows.slice(2)).toEqual([
      ["'=cmd|' /C calc'!A0", '', 'L-7Q3K9M2A', '', '', ''],
      ['Олена Коваль', '', 'L-0ABCDEFG', '', '', '77.78'],
      ['-', '', '', '', '', ''],
    ]);
  });

  it('leaves a score blank (no score) or writes it with a dot', () => {
    const finds = readAsCanvas(gradebookCsv(GRID, SHOWN, file('canvas', { kind: 'finds' })));
    expect(finds.slice(2).map((row) => row[5])).toEqual(['10.53', '21.05', '0']);
  });
});

describe('the score column’s heading in every language', () => {
  it('is never read by Canvas as an assignment’s id or as a course total', () => {
    const headings = Object.values(classroomPageTexts).flatMap((texts) => {
      const exports = (texts as { exports: Record<string, string> }).exports;
      const fill = (text: string) =>
        text
          .replace('{{number}}', '12')
          .replace('{{name}}', 'Triangle (3)')
          .replace('{{challenge}}', 'Form (2)');
      return ['interview', 'finds', 'design'].map((key) =>
        exports.column!.replace('{{score}}', fill(exports[key]!)),
      );
    });
    expect(headings).toHaveLength(12);
    for (const heading of headings) {
      expect(heading).not.toMatch(CANVAS_ASSIGNMENT_ID);
      expect(heading).not.toMatch(CANVAS_NOT_ASSIGNMENTS);
    }
  });
});
