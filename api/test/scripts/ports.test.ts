import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { LOCAL_API_PORT, LOCAL_IDENTITY_PORT } from '@qa/shared/local-ports';
import APP_PORTS from '../../../tooling/webpack/ports.json';

const ROOT = join(__dirname, '..', '..', '..');

interface Copy {
  ports: { offset: number; apps: Record<string, number>; api: number; identity: number };
  processes: { name: string; port: number; url: string; command: string; env?: Record<string, string> }[];
  services: { api: string; identity: string[] };
  moved: string[];
  emulator: { emulators: { auth: { port: number }; hub: { port?: number } } };
}

/**
 * The start scripts as Node runs them (ES modules, read once per process), in a process of their own with
 * QA_PORT_OFFSET set as a developer sets it.
 */
const copyOf = (offset?: string): { copy?: Copy; error: string } => {
  const script = `
    const { PORTS, movedRegistryUrl } = await import('./scripts/ports.mjs');
    const { PROCESSES } = await import('./scripts/processes.mjs');
    const { serviceOrigins } = await import('./scripts/static-headers.mjs');
    const { emulatorConfig } = await import('./scripts/identity-config.mjs');
    const moved = ['http://localhost:3004/mf-manifest.json', 'https://cdn.example.com/mf-manifest.json',
      'http://localhost:4321/mf-manifest.json'].map((url) => movedRegistryUrl(url));
    console.log(JSON.stringify({ ports: PORTS, processes: PROCESSES, services: serviceOrigins('localhost', {}),
      moved, emulator: emulatorConfig(PORTS.identity) }));`;
  const env = { ...process.env, QA_PORT_OFFSET: offset };
  if (offset === undefined) delete env.QA_PORT_OFFSET;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  return run.status === 0
    ? { copy: JSON.parse(run.stdout) as Copy, error: run.stderr }
    : { error: run.stderr };
};

describe('the ports of a copy (scripts/ports.mjs)', () => {
  it('are the written ones without an offset', () => {
    const { copy } = copyOf();
    expect(copy?.ports).toEqual({
      offset: 0,
      apps: APP_PORTS,
      api: LOCAL_API_PORT,
      identity: LOCAL_IDENTITY_PORT,
    });
    expect(copy?.moved[0]).toBe('http://localhost:3004/mf-manifest.json');
    expect(copy?.processes.find(({ name }) => name === 'api')?.env).not.toHaveProperty('PGLITE_DIR');
  });

  it('move together: every app, the API, the emulator, and what the API and the pages are told of them', () => {
    const { copy } = copyOf('100');
    if (!copy) throw new Error('the scripts did not load');
    const moved = (port: number) => port + 100;
    expect(copy.ports.apps).toEqual(
      Object.fromEntries(Object.entries(APP_PORTS).map(([name, port]) => [name, moved(port)])),
    );
    const byName = Object.fromEntries(copy.processes.map((process) => [process.name, process]));
    expect(byName.api?.port).toBe(moved(LOCAL_API_PORT));
    expect(byName.api?.url).toBe(`http://localhost:${moved(LOCAL_API_PORT)}/api/health`);
    expect(byName.api?.env).toMatchObject({
      PORT: String(moved(LOCAL_API_PORT)),
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${moved(LOCAL_IDENTITY_PORT)}`,
    });
    // The shell and each remote's own page call their copy's API.
    expect(byName.api?.env?.ALLOWED_ORIGINS?.split(',').sort()).toEqual(
      Object.values(APP_PORTS)
        .map((port) => `http://localhost:${moved(port)}`)
        .sort(),
    );
    // Two servers never share one PGlite directory.
    expect(byName.api?.env?.PGLITE_DIR).toMatch(/pglite-100$/);
    expect(byName.identity?.port).toBe(moved(LOCAL_IDENTITY_PORT));
    expect(copy.emulator.emulators.auth.port).toBe(moved(LOCAL_IDENTITY_PORT));
    expect(copy.emulator.emulators.hub.port).toBeUndefined();
    expect(byName.shell?.command).toContain(` ${moved(APP_PORTS.shell)} --base /app`);
    expect(byName['mfe-learn']?.url).toBe(`http://localhost:${moved(APP_PORTS.mfe_learn)}/index.html`);
    // The page's policy lets it call its own copy's services, and the registry names its own copy's remotes.
    expect(copy.services).toEqual({
      api: `http://localhost:${moved(LOCAL_API_PORT)}`,
      identity: [`http://localhost:${moved(LOCAL_IDENTITY_PORT)}`],
    });
    expect(copy.moved).toEqual([
      `http://localhost:${moved(APP_PORTS.mfe_exploratory_api)}/mf-manifest.json`,
      'https://cdn.example.com/mf-manifest.json',
      'http://localhost:4321/mf-manifest.json',
    ]);
  });

  it.each(['50', '-100', 'abc', '100000'])('refuse QA_PORT_OFFSET=%s, naming it', (offset) => {
    const { copy, error } = copyOf(offset);
    expect(copy).toBeUndefined();
    expect(error).toContain(
      `QA_PORT_OFFSET must be whole hundreds from 0 to 50000 (100 for a second copy), got "${offset}"`,
    );
  });
});
