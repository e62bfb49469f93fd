/**
 * A PostgreSQL server of the test's own: Debian's binaries (scripts/ensure-postgres.sh installs them),
 * a fresh cluster in a temporary folder, on a free port of the loopback address, gone when stopped.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export interface PostgresServer {
  /** postgresql://qa@127.0.0.1:PORT/qa */
  url: string;
  stop(): Promise<void>;
}

const binDir = (): string => {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  if (!versions[0])
    throw new Error('no PostgreSQL under /usr/lib/postgresql: run scripts/ensure-postgres.sh');
  return path.join('/usr/lib/postgresql', versions[0], 'bin');
};

/** initdb and postgres refuse to run as root: as root (CI), the cluster belongs to Debian's postgres user. */
const asServerUser = (command: string, args: string[]): [string, string[]] =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];

export const startPostgres = async (): Promise<PostgresServer> => {
  const bin = binDir();
  const folder = mkdtempSync(path.join(tmpdir(), 'qa-postgres-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(folder, uid, gid);
  }
  const data = path.join(folder, 'data');
  execFileSync(
    ...asServerUser(path.join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'qa',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]),
    { stdio: 'ignore' },
  );
  const port = await freePort();
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = path.join(bin, 'pg_ctl');
  // -w: pg_ctl returns once the server accepts connections (or fails, with its log).
  execFileSync(
    ...asServerUser(pgCtl, ['-D', data, '-o', options, '-l', path.join(folder, 'log'), '-w', 'start']),
    {
      stdio: 'ignore',
    },
  );
  execFileSync(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'qa', 'qa']);
  return {
    url: `postgresql://qa@127.0.0.1:${port}/qa`,
    async stop() {
      execFileSync(...asServerUser(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']), { stdio: 'ignore' });
      rmSync(folder, { recursive: true, force: true });
    },
  };
};
