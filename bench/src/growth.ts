/**
 * Goal 9: whether the API slows as learners store progress. 1,000 learners with accounts in the identity emulator,
 * each holding 1, 10 or 100 finds in the database (PGlite, then PostgreSQL); the load is GET of a learner's stored
 * progress, the learners taking turns, with each one's real emulator token. 100 more learners with one find each
 * are loaded too: their series is what the database's size does to one learner, whose answer stays the same. The
 * 1,000's answer holds every find, so their series is the export's own growth. One API per size, on its own
 * database, and the sizes loaded in turns (load.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROGRESS_API } from '../../shared/src/progress/progressApi';
import { startPostgres } from '../../e2e/support/postgres-server';
import { SIGN_UP_URL } from '../../scripts/identity-config.mjs';
import { PROCESSES } from '../../scripts/processes.mjs';
import { startBenchApi } from './bench-api';
import { onCleanup } from './cleanup';
import { ENGINES, FINDS_PER_LEARNER, LEARNERS, PROBES, type Engine, type GrowthResult } from './growth-sizes';
import { measureInTurns, type Target } from './load';
import { progress } from './log';
import { ROOT } from './paths';
import { startService } from './services';

export type { GrowthResult } from './growth-sizes';

type DatabaseTarget = { url: string } | { dataDir: string };
interface Seeder {
  seedLearners(
    target: DatabaseTarget,
    groups: readonly { userIds: readonly string[]; finds: number }[],
  ): Promise<void>;
}

/** The API's own writing of stored progress, from its build (api/src/bench/seed-progress.ts). */
const seeder = (): Seeder =>
  createRequire(import.meta.url)(path.join(ROOT, 'api', 'dist', 'seed-progress.js')) as Seeder;

interface Learner {
  uid: string;
  authorization: string;
}

const SIGN_UPS_AT_ONCE = 20;

/** Accounts made in the emulator as the sign-up page makes them, each with the ID token it answers. */
const signUpLearners = async (count: number): Promise<Learner[]> => {
  const identity = PROCESSES.find((process) => process.name === 'identity');
  if (!identity) throw new Error('no identity process in scripts/processes.mjs');
  await startService(identity);
  const run = Date.now();
  const signUp = async (index: number): Promise<Learner> => {
    const response = await fetch(SIGN_UP_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `bench-growth-${run}-${index}@example.com`,
        password: 'bench-growth-password',
        returnSecureToken: true,
      }),
    });
    if (!response.ok) throw new Error(`the emulator's sign-up answered ${response.status}`);
    const { idToken, localId } = (await response.json()) as { idToken: string; localId: string };
    return { uid: localId, authorization: `Bearer ${idToken}` };
  };
  const learners: Learner[] = [];
  for (let start = 0; start < count; start += SIGN_UPS_AT_ONCE) {
    const batch = Array.from({ length: Math.min(SIGN_UPS_AT_ONCE, count - start) }, (_, i) => start + i);
    learners.push(...(await Promise.all(batch.map(signUp))));
  }
  return learners;
};

/** A database for one engine: a folder for PGlite, a server of its own for PostgreSQL. */
const newDatabase = async (engine: Engine): Promise<DatabaseTarget> => {
  if (engine === 'PGlite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-growth-pglite-'));
    onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
    return { dataDir };
  }
  const server = await startPostgres();
  onCleanup(() => server.stop());
  return { url: server.url };
};

const apiEnv = (target: DatabaseTarget): Record<string, string> =>
  'url' in target ? { DATABASE_URL: target.url } : { PGLITE_DIR: target.dataDir };

export const measureGrowth = async (): Promise<GrowthResult[]> => {
  progress(`growth: signing up ${LEARNERS + PROBES} learners in the identity emulator`);
  const signedUp = await signUpLearners(LEARNERS + PROBES);
  const learners = signedUp.slice(0, LEARNERS);
  const probes = signedUp.slice(LEARNERS);
  const uids = (group: Learner[]) => group.map((learner) => learner.uid);
  const results: GrowthResult[] = [];
  // scripts/ensure-postgres.sh installs Debian's PostgreSQL when it is missing, as for the tests.
  execFileSync('bash', [path.join(ROOT, 'scripts', 'ensure-postgres.sh')], { stdio: 'inherit' });
  for (const engine of ENGINES) {
    const sizes: { finds: number; own: Target; probe: Target }[] = [];
    for (const finds of FINDS_PER_LEARNER) {
      progress(`growth: ${engine}, ${LEARNERS} learners with ${finds} finds each`);
      const database = await newDatabase(engine);
      // Before the API opens it: PGlite serves one process at a time.
      await seeder().seedLearners(database, [
        { userIds: uids(learners), finds },
        { userIds: uids(probes), finds: 1 },
      ]);
      const api = await startBenchApi(`bench-api-${engine.toLowerCase()}-${finds}`, apiEnv(database));
      const target = (name: string, group: Learner[]): Target => ({
        name,
        url: `${api}/${PROGRESS_API.mine}`,
        method: 'GET',
        headers: {},
        authorizations: group.map((learner) => learner.authorization),
      });
      sizes.push({
        finds,
        own: target(`GET stored progress, ${engine}, ${finds} finds per learner`, learners),
        probe: target(`GET stored progress of a 1-find learner, ${engine}, others ${finds} finds`, probes),
      });
    }
    const loads = await measureInTurns(sizes.flatMap(({ own, probe }) => [own, probe]));
    sizes.forEach(({ finds }, index) => {
      const [load, probe] = [loads[2 * index], loads[2 * index + 1]];
      if (load && probe) results.push({ engine, finds, load, probe });
    });
  }
  return results;
};
