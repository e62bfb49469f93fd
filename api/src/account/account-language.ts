import { isLanguage, type Language } from '@qa/shared/languages';
import { eq } from 'drizzle-orm';
import type { Database } from '../database/open-database';
import { learnerLanguages } from '../database/schema';
import { databaseQuery } from '../http/store-unavailable';

/** The interface language kept with a signed-in learner's account, by user id. */
export interface AccountLanguages {
  /** The language the learner chose while signed in; null if they never did. */
  load(userId: string): Promise<Language | null>;
  /** Keeps `language` as the learner's choice, replacing an earlier one. */
  save(userId: string, language: Language, now: Date): Promise<void>;
}

export const createAccountLanguages = (database: () => Promise<Database>): AccountLanguages => ({
  async load(userId) {
    const db = await database();
    const [row] = await databaseQuery(() =>
      db
        .select({ language: learnerLanguages.language })
        .from(learnerLanguages)
        .where(eq(learnerLanguages.userId, userId)),
    );
    // A language this server no longer offers reads as no choice: the browser's language applies.
    return isLanguage(row?.language) ? row.language : null;
  },

  async save(userId, language, now) {
    const db = await database();
    await databaseQuery(() =>
      db
        .insert(learnerLanguages)
        .values({ userId, language, updatedAt: now })
        .onConflictDoUpdate({ target: learnerLanguages.userId, set: { language, updatedAt: now } }),
    );
  },
});
