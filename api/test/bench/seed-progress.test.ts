import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { progressWithFinds, seedLearners } from '../../src/bench/seed-progress';
import { openDatabase } from '../../src/database/open-database';
import { confirmRecord, recordProblem } from '../../src/progress/confirm-record';
import { createProgressRepository } from '../../src/progress/progress-repository';

const findsIn = (challenges: Record<string, { answers: object }>) =>
  Object.values(challenges).reduce((sum, { answers }) => sum + Object.keys(answers).length, 0);

describe("the bench's stored progress", () => {
  it.each([
    [1, 1],
    [10, 10],
    [100, 23],
  ])('%i finds are spread over %i progress records', (finds, records) => {
    const challenges = progressWithFinds(finds);
    expect(Object.keys(challenges)).toHaveLength(records);
    expect(findsIn(challenges)).toBe(finds);
  });

  // Progress no learner could store would measure a path the API never takes.
  it('holds only finds the API confirms', () => {
    const record = { version: 1 as const, challenges: progressWithFinds(100), toursSeen: [] };
    expect(recordProblem(record)).toBeUndefined();
    expect(findsIn(confirmRecord(record).challenges)).toBe(100);
  });

  // PGlite in a folder starts in seconds.
  it("stores every learner with their group's finds, replacing what was there", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'seed-progress-'));
    try {
      await seedLearners({ dataDir }, [{ userIds: ['gone'], finds: 1 }]);
      await seedLearners({ dataDir }, [
        { userIds: ['ada', 'bob'], finds: 10 },
        { userIds: ['cy'], finds: 1 },
      ]);
      const database = await openDatabase({ dataDir });
      const progress = createProgressRepository(async () => database.db);
      expect(findsIn((await progress.load('ada')).challenges)).toBe(10);
      expect((await progress.load('bob')).challenges).toEqual(progressWithFinds(10));
      expect((await progress.load('cy')).challenges).toEqual(progressWithFinds(1));
      expect((await progress.load('gone')).challenges).toEqual({});
      await database.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
