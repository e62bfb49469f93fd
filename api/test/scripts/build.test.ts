import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { TEST_DESIGN_API } from '@qa/shared/test-design/schema';
import { REGISTERED_CHALLENGES } from '../../src/challenges/registry';
import { REGISTERED_DESIGNS } from '../../src/test-design/registry';
import { listeningUrl, TEST_SERVER_ENV } from '../support/listening-url';

const API_DIR = join(__dirname, '..', '..');
const ROOT = join(API_DIR, '..');
/** Beside dist/server.js, like the real bundle, so it resolves api/static the same way. */
const BUNDLE = `dist/server.build-test-${process.pid}.js`;

describe('the built server (scripts/build.mjs)', () => {
  let server: ChildProcess | undefined;
  let url: string;

  beforeAll(async () => {
    await promisify(execFile)(process.execPath, ['scripts/build.mjs', BUNDLE], { cwd: API_DIR });
    // Started from the repository root, as scripts/processes.mjs does; port 0 takes any free port.
    server = spawn(process.execPath, [join(API_DIR, BUNDLE)], {
      cwd: ROOT,
      env: TEST_SERVER_ENV,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    url = await listeningUrl(server);
  }, 90_000);

  afterAll(async () => {
    // A server that never started has nothing to stop, and the bundle goes either way.
    if (server?.exitCode === null) {
      const running = server;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    }
    await rm(join(API_DIR, BUNDLE), { force: true });
    await rm(join(API_DIR, BUNDLE.replace('server', 'grading-worker')), { force: true });
  });

  it('finds the static pages in api/static', async () => {
    const response = await fetch(`${url}/api/static/privacy-policy.ua.html`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toMatch(/^<p>\s*Ця політика пояснює/);
  });

  it('serves the assessment, whose image it read from api/assets at start-up', async () => {
    const response = await fetch(`${url}/api/assessment`);
    expect(response.status).toBe(401);
  });

  it('grades a test-design table on its worker threads, bundled beside it', async () => {
    const { entry } = REGISTERED_DESIGNS.find(({ entry: { key } }) => key === 'triangle')!;
    const response = await fetch(`${url}/${TEST_DESIGN_API}/${entry.group}/${entry.key}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        build: 1,
        tests: [{ values: { first: '3', second: '3', third: '3' }, expected: 'equilateral' }],
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      rows: [{ validOnReference: true, referenceOutcome: 'equilateral' }],
    });
  });

  it('serves every challenge the registry finds in the sources, each definition bundled', async () => {
    const paths = REGISTERED_CHALLENGES.map(({ entry }) => entry.path);
    expect(paths.length).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const path of paths) {
      const response = await fetch(`${url}/${path}`);
      if (response.status !== 200) missing.push(`${path}: ${response.status}`);
    }
    expect(missing).toEqual([]);
  });
});
