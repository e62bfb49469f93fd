/**
 * A copy of this repository in a temporary folder, with the commands a trainer runs there and the product's
 * processes started from it (its own scripts/processes.mjs, which new:remote has extended).
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isUp, waitUntil } from '../../scripts/http-probe.mjs';
import { ROOT } from '../../scripts/processes.mjs';

export interface Run {
  status: number | null;
  output: string;
}

export class RepositoryCopy {
  readonly root = mkdtempSync(path.join(tmpdir(), 'qa-scaffold-'));
  private started: number | undefined;

  /** The files git knows or would add (no node_modules, no builds), as a fresh clone of this work tree has them. */
  constructor() {
    const listed = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
    for (const file of listed.stdout.split('\0').filter(Boolean)) {
      cpSync(path.join(ROOT, file), path.join(this.root, file), { recursive: true });
    }
  }

  run(command: string, args: readonly string[], timeout = 600_000): Run {
    const result = spawnSync(command, args, {
      cwd: this.root,
      encoding: 'utf8',
      timeout,
      env: { ...process.env, CI: '1' },
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  }

  /** Like run, but a failure stops the suite with the command's output. */
  must(command: string, args: readonly string[], timeout?: number): string {
    const { status, output } = this.run(command, args, timeout);
    if (status !== 0)
      throw new Error(`${command} ${args.join(' ')} exited ${status}:\n${output.slice(-4000)}`);
    return output;
  }

  /** `pnpm start` without its build: every process of the copy's list, until stop(). */
  async start(): Promise<void> {
    const child = spawn('node', ['scripts/start.mjs'], { cwd: this.root, detached: true, stdio: 'ignore' });
    child.unref();
    this.started = child.pid;
    const { PROCESSES } = (await import(
      pathToFileURL(path.join(this.root, 'scripts/processes.mjs')).href
    )) as {
      PROCESSES: { name: string; url: string }[];
    };
    for (const { name, url } of PROCESSES) await waitUntil(() => isUp(url), name, 60_000);
  }

  stop(): void {
    if (this.started) {
      try {
        process.kill(-this.started, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }

  remove(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}
