import type { ClassGrid, GridLearner } from '@qa/shared/classroom';
import type { GameUnranked } from '@qa/shared/game';
import type { Language } from '@qa/shared/languages';
import type { ChallengeRecord } from '@qa/shared/progress';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BugReport } from '../bug-reports/bug-report';
import type { ReportGrade } from '../bug-reports/grade';
import type { FieldValues } from '../challenges/engine/definition';
import type { TestRow, TestRun } from '../test-design/test-design';

/**
 * The API's tables. One schema for PGlite and PostgreSQL; `pnpm --filter @qa/api db:generate`
 * writes a migration into api/drizzle/ when it changes.
 */

/** A signed-in learner, by their identity provider's user id; the row the merge of their progress locks. */
export const learners = pgTable('learners', {
  userId: text('user_id').primaryKey(),
  /** The guided tours they have seen. */
  toursSeen: jsonb('tours_seen').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One challenge of one learner: the record of `@qa/shared/progress`, field by field. */
export const challengeProgress = pgTable(
  'challenge_progress',
  {
    userId: text('user_id')
      .notNull()
      .references(() => learners.userId, { onDelete: 'cascade' }),
    /** The catalogue's `{type}_{key}`. */
    storeName: text('store_name').notNull(),
    epoch: integer('epoch').notNull().default(0),
    answers: jsonb('answers').$type<ChallengeRecord['answers']>().notNull(),
    submissions: jsonb('submissions').$type<ChallengeRecord['submissions']>().notNull(),
    inputClasses: jsonb('input_classes').$type<ChallengeRecord['inputClasses']>().notNull(),
    /** The best test-design run, as the API ran it; null before any. */
    testDesign: jsonb('test_design').$type<ChallengeRecord['testDesign']>(),
    /** Whether the first expectation of each set of values the table ran was right; null before any run. */
    firstRuns: jsonb('first_runs').$type<ChallengeRecord['firstRuns']>(),
    /** The best report of each planted bug, as the API graded it; null before any. */
    bugReports: jsonb('bug_reports').$type<ChallengeRecord['bugReports']>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.storeName] })],
);

/**
 * One round of the Game: what was drawn, what the server's judging found, and the score it gives.
 * No foreign key to `learners`: a learner who never stored progress plays too (the dashboard's delete removes
 * both, through their own calls).
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: uuid('id').primaryKey(),
    /** The verified uid of who started it; null for an anonymous round (pruned after a day). */
    learner: text('learner'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The drawn challenges' store names, in the order the page shows them. */
    challenges: jsonb('challenges').$type<string[]>().notNull(),
    /** Per store name, the answer keys (`case_n`, `bug_n`) found, in the order they were found. */
    found: jsonb('found').$type<Record<string, string[]>>().notNull(),
    submissions: integer('submissions').notNull().default(0),
    score: integer('score').notNull().default(0),
    /**
     * Why the round is kept off the leaderboard (GameUnranked), null when it is ranked: its learner's email was
     * not confirmed when it started, they opened an answer of a drawn challenge that week, or its submissions
     * came faster than a person makes them. The first reason is kept.
     */
    unranked: text('unranked').$type<GameUnranked>(),
    /**
     * The times (ms since the epoch, server's clock) of a signed-in round's latest submissions, oldest first: as
     * many as the pacing rule looks back on (PACE_MEMORY).
     */
    recentSubmissions: jsonb('recent_submissions').$type<number[]>().notNull().default([]),
  },
  (table) => [
    // The week's leaderboard and the pruning of old anonymous rounds both read a range of end times.
    index('game_rounds_ends_at_idx').on(table.endsAt),
    // A learner's personal best: their finished rounds.
    index('game_rounds_learner_ends_at_idx').on(table.learner, table.endsAt),
  ],
);

/**
 * When a learner last opened an answer or a hint of a challenge: a round that draws it that ISO week does not
 * rank. Rows from before the current week are pruned as rounds start.
 */
export const answerOpenings = pgTable(
  'answer_openings',
  {
    learner: text('learner').notNull(),
    storeName: text('store_name').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.learner, table.storeName] }),
    index('answer_openings_opened_at_idx').on(table.openedAt),
  ],
);

/**
 * A signed-in learner's interface language, kept with the account so it follows them to every device: a row
 * exists only once they have chosen one while signed in. Apart from `learners`, so deleting the stored progress
 * keeps it.
 */
export const learnerLanguages = pgTable('learner_languages', {
  userId: text('user_id').primaryKey(),
  language: text('language').$type<Language>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A signed-in learner's name on the leaderboard: a row exists only once they have chosen one. */
export const gamePlayers = pgTable('game_players', {
  learner: text('learner').primaryKey(),
  displayName: text('display_name').notNull(),
  /**
   * The name as it looks (nameLookKey): unique, so no two players show names a reader cannot tell apart. Null
   * for a name chosen before it was kept; such a name gets one when it is next changed.
   */
  nameKey: text('name_key').unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a member had found when their term in a class began: per store name, the record's epoch and keys. */
export type ClassBaseline = Record<string, { epoch: number; keys: string[] }>;

/** A trainer's class: learners join it with its code. */
export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey(),
    code: text('code').notNull().unique(),
    /** The verified uid of the trainer who created it: the only one who sees it. */
    trainer: text('trainer').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    term: integer('term').notNull().default(1),
    termStartedAt: timestamp('term_started_at', { withTimezone: true }).notNull(),
    /** Interview assignments ever set: the next one's number, so a number is never given twice. */
    assignmentsSet: integer('assignments_set').notNull().default(0),
    /**
     * The challenges (store names) the trainer chose for the grid, in catalogue order; null for every challenge,
     * including those the catalogue gains later.
     */
    challenges: jsonb('challenges').$type<string[]>(),
  },
  (table) => [index('classes_trainer_idx').on(table.trainer)],
);

/**
 * A learner in a class. No foreign key to `learners`: one joins before storing any progress. The grid counts
 * what they found since `baseline` (taken when they join and when the class starts afresh).
 */
export const classMembers = pgTable(
  'class_members',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    learner: text('learner').notNull(),
    /**
     * The membership's own id, which the trainer removes a learner by: they never see the account. A learner who
     * joins again gets a new one.
     */
    id: uuid('id').notNull().unique().defaultRandom(),
    /** Their name in this class, chosen when joining: the trainer never sees their account. */
    name: text('name').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    baseline: jsonb('baseline').$type<ClassBaseline>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.classId, table.learner] }),
    index('class_members_learner_idx').on(table.learner),
  ],
);

/** An archived grid: the typecheck refuses the current term's, whose rows carry membership ids. */
type ArchivedGrid = ClassGrid<GridLearner & { memberId?: never }>;

/** A finished term of a class: its grid as it stood when the trainer started the class afresh. */
export const classTerms = pgTable(
  'class_terms',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    term: integer('term').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    grid: jsonb('grid').$type<ArchivedGrid>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.classId, table.term] })],
);

/**
 * An interview a trainer set a class: of an interview family, with an optional due date. Deleting the class deletes
 * its assignments; a session started for one keeps its `assignmentId` (it is the learner's, not the class's).
 */
export const classAssignments = pgTable(
  'class_assignments',
  {
    id: uuid('id').primaryKey(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    /** An interview family's key (INTERVIEW_FAMILIES). */
    family: text('family').notNull(),
    /** Its number in the class, kept when another is deleted: the grid's and the exports' headings name it. */
    number: integer('number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }),
  },
  (table) => [index('class_assignments_class_id_idx').on(table.classId)],
);

/** An interview's last test table: the rows as the learner sent them, and what running them found. */
export interface InterviewTableRun {
  rows: TestRow[];
  run: TestRun;
}

/** One submission of an interview session, in the order sent, and whether the learner marked its answer a bug. */
export interface InterviewSend {
  values: FieldValues;
  marked: boolean;
}

/**
 * One interview session: a timed attempt at a build of a challenge family with faults drawn from `seed`. Like
 * `game_rounds`, no foreign key to `learners`: one starts a session before storing any progress.
 */
export const interviewSessions = pgTable(
  'interview_sessions',
  {
    id: uuid('id').primaryKey(),
    /** The verified uid of who started it; null for an anonymous session, which whoever holds its id owns. */
    learner: text('learner'),
    /** The challenge family the variant is drawn from. */
    family: text('family').notNull(),
    /** What the draw started from, so the same variant can be drawn again. */
    seed: text('seed').notNull(),
    /** The ids of the faults drawn into the variant's build. */
    drawn: jsonb('drawn').$type<string[]>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** When the learner finished it, null while it runs (and for one left to run out). */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * Whether a confirmed account started it: only such sessions (each learner's first of a family) make the
     * percentile.
     */
    verified: boolean('verified').notNull().default(false),
    /** The submissions, in order: an API's build answers each after the ones before. */
    sends: jsonb('sends').$type<InterviewSend[]>().notNull().default([]),
    tableRun: jsonb('table_run').$type<InterviewTableRun>(),
    /** The learner's bug report and its grade, null before they send one. */
    report: jsonb('report').$type<BugReport>(),
    reportGrade: jsonb('report_grade').$type<ReportGrade>(),
    /** The scorecard as it stood when the session finished; its shape is the scorecard's own. */
    scorecard: jsonb('scorecard').$type<Record<string, unknown>>(),
    /** The scorecard's total, kept apart so the percentile among a family's sessions is one query. */
    total: integer('total'),
    /** The class assignment the session answers, null for one the learner started on their own. */
    assignmentId: uuid('assignment_id'),
    /**
     * What its share links name, made when the owner first shares it: never the session's id, which is what owns
     * an anonymous session.
     */
    shareId: uuid('share_id').unique(),
  },
  (table) => [
    // The percentile of a total among a family's finished sessions, each learner's first.
    index('interview_sessions_family_finished_at_idx').on(table.family, table.finishedAt),
    index('interview_sessions_family_learner_idx').on(table.family, table.learner, table.finishedAt),
    // A learner's sessions: the one running now, and deleting them all.
    index('interview_sessions_learner_ends_at_idx').on(table.learner, table.endsAt),
  ],
);
