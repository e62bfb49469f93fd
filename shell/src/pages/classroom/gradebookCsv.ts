import type { ClassGrid, GridLearner } from '@qa/shared/classroom';
import Papa from 'papaparse';
import { totalOf, type GridChallenge } from './gridFigures';

/**
 * One score per learner as a learning platform's gradebook imports it: Moodle's "Import grades from CSV" or
 * Canvas's gradebook import. Both take UTF-8 (Moodle strips a byte-order mark, Canvas finds its "Student" heading
 * with one), a comma between fields, a dot in a number, and a column they do not know as a new grade item or
 * assignment. Neither knows our learners: the rows carry the learner's name in the class and their id in it, and the
 * trainer matches them to the platform's users as decision 0071 describes.
 */

export type GradebookFormat = 'moodle' | 'canvas';

/**
 * What the score is: the best total of an interview assignment (of 100); the share of the cases and bugs found
 * in the challenges shown; the share of the bug variants a challenge's best test-design table caught.
 */
export type GradebookScore =
  { kind: 'interview'; assignmentId: string } | { kind: 'finds' } | { kind: 'design'; storeName: string };

export interface GradebookFile {
  format: GradebookFormat;
  score: GradebookScore;
  /** The score column's heading: the name of the grade item or assignment the platform makes of it. */
  heading: string;
}

/**
 * The user columns of each file, exactly as the importer reads them. Moodle's are those of its own grade export
 * (it matches a user by a column the trainer maps to ID number or email address; names are for people). Canvas's
 * are its gradebook export's, in the order its importer requires: it matches by ID, SIS User ID, SIS Login ID, then
 * the name under "Student"; "Section" closes them.
 */
export const MOODLE_COLUMNS = ['First name', 'Last name', 'ID number', 'Email address'] as const;
export const CANVAS_COLUMNS = ['Student', 'ID', 'SIS User ID', 'SIS Login ID', 'Section'] as const;

/** Canvas's row of each assignment's points: a new assignment is made out of 100, as the scores are. */
const CANVAS_POINTS_ROW = 'Points Possible';

/**
 * A text a spreadsheet would run as a formula gets a leading apostrophe (learners choose their names). A lone
 * "-" is left: it is Moodle's "no grade".
 */
const FORMULA = /^(?:[=+@\t\r]|-[\s\S])/;

/** A share as a percentage with at most two decimals, written with a dot whatever the trainer's language. */
const percent = (part: number, whole: number): number => Math.round((part / whole) * 10_000) / 100;

/** The learner's score out of 100; undefined where they have none (no session finished, no test design run). */
export const scoreOf = (
  learner: GridLearner,
  score: GradebookScore,
  shown: readonly GridChallenge[],
): number | undefined => {
  switch (score.kind) {
    case 'interview':
      return learner.interviews?.[score.assignmentId]?.total;
    case 'finds': {
      const { found, total } = totalOf(learner, shown);
      return total === 0 ? undefined : percent(found, total);
    }
    case 'design': {
      const run = learner.designs?.[score.storeName];
      return run && run.total > 0 ? percent(run.caught, run.total) : undefined;
    }
  }
};

const rowsOf = (
  grid: ClassGrid,
  shown: readonly GridChallenge[],
  { format, score, heading }: GradebookFile,
): (string | number)[][] => {
  const scored = grid.learners.map((learner) => ({ learner, value: scoreOf(learner, score, shown) }));
  if (format === 'moodle')
    return [
      [...MOODLE_COLUMNS, heading],
      // The whole name as first name: a name a learner chose cannot be split reliably. "-" is no grade.
      ...scored.map(({ learner, value }) => [learner.name, '', learner.learnerId ?? '', '', value ?? '-']),
    ];
  return [
    [...CANVAS_COLUMNS, heading],
    [CANVAS_POINTS_ROW, '', '', '', '', 100],
    // The learner id as SIS User ID: Canvas finds no student by it unless the school gave it, and goes on to the
    // name. A blank score is no score.
    ...scored.map(({ learner, value }) => [learner.name, '', learner.learnerId ?? '', '', '', value ?? '']),
  ];
};

/** The file's text, its byte-order mark first, ready to save as `.csv`. */
export const gradebookCsv = (grid: ClassGrid, shown: readonly GridChallenge[], file: GradebookFile): string =>
  `\uFEFF${Papa.unparse(rowsOf(grid, shown, file), { escapeFormulae: FORMULA, newline: '\r\n' })}`;
