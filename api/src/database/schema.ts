import type { ChallengeRecord } from '@qa/shared/progress';
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The API's tables (issue 13). One schema for PGlite and PostgreSQL; `pnpm --filter @qa/api db:generate`
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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.storeName] })],
);
