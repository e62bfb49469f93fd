import type { GridLearner } from '@qa/shared/classroom';
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
    joined: 'Joined',
    lastActive: 'Last active',
    challenge: (name) => name,
    design: (name) => `${name} design`,
    reports: (name) => `${name} reports`,
    reportScore: (name) => `${name} score`,
    interview: ({ family, number }) => `Interview ${number}: ${family}`,
  };
  const learner = (name: string, interviews: GridLearner['interviews']): GridLearner => ({
    name,
    joinedAt: '2026-11-03T09:05:00.000Z',
    lastActive: null,
    found: {},
    ...(interviews && { interviews }),
  });
  const assignment = (id: string, number: number) => ({
    id,
    number,
    family: 'triangle',
    createdAt: '2026-11-03T09:00:00.000Z',
    dueAt: null,
  });

  it('writes a column per assignment, headed by its kept number, with each learner’s best score, blank before any', () => {
    const best = { total: 64, finishedAt: '2026-11-04T10:00:00.000Z', lines: [] };
    const csv = gridCsv(
      {
        challenges: [],
        assignments: [assignment('a1', 1), assignment('a2', 3)],
        learners: [learner('Ann', { a2: best }), learner('Bo', {})],
      },
      headings,
    ).split('\r\n');
    const joined = spreadsheetDate('2026-11-03T09:05:00.000Z');
    expect(csv).toEqual([
      // The second assignment is number 3: number 2 was deleted, and a heading never changes between exports.
      'Learner,Joined,Last active,Interview 1: triangle (100),Interview 3: triangle (100)',
      `Ann,${joined},,,64`,
      `Bo,${joined},,,`,
    ]);
  });

  it('writes no assignment column for a term archived before the grid had them', () => {
    const csv = gridCsv({ challenges: [], learners: [learner('Ann', undefined)] }, headings);
    expect(csv.split('\r\n')[0]).toBe('Learner,Joined,Last active');
  });
});
