import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

const API_DIR = join(__dirname, '..', '..');
const TSX = join(API_DIR, 'node_modules', '.bin', 'tsx');
const PROJECT_ID = 'demo-script-test';

/** The two Identity Toolkit calls firebase-admin makes against the emulator, with one registered user. */
function fakeEmulator() {
  const updates: unknown[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const base = `/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`;
      const payload: unknown = JSON.parse(body);
      response.setHeader('content-type', 'application/json');
      if (request.url === `${base}:lookup`) {
        const known = JSON.stringify(payload) === JSON.stringify({ email: ['mentor@example.com'] });
        const user = { localId: 'uid-1', email: 'mentor@example.com', customAttributes: '{"role":"mentor"}' };
        response.end(JSON.stringify(known ? { users: [user] } : {}));
      } else if (request.url === `${base}:update`) {
        updates.push(payload);
        response.end(JSON.stringify({ localId: 'uid-1' }));
      } else {
        response.statusCode = 404;
        response.end('{}');
      }
    });
  });
  return { server, updates };
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

const run = (args: string[], emulatorHost: string): Promise<Run> =>
  new Promise((resolve) => {
    execFile(
      TSX,
      ['scripts/subscription.ts', ...args],
      {
        cwd: API_DIR,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
          FIREBASE_PROJECT_ID: PROJECT_ID,
        },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });

describe('scripts/subscription.ts', () => {
  let emulator: ReturnType<typeof fakeEmulator>;
  let host: string;
  beforeAll(async () => {
    emulator = fakeEmulator();
    await new Promise<void>((resolve) => emulator.server.listen(0, '127.0.0.1', resolve));
    host = `127.0.0.1:${(emulator.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => emulator.server.close(() => resolve())));
  beforeEach(() => {
    emulator.updates.length = 0;
  });

  it('sets the claim through the emulator, keeping the other claims, and says where', async () => {
    const { code, stdout } = await run(['--', 'set', 'mentor@example.com'], host);
    expect(code).toBe(0);
    expect(stdout).toContain(`Authentication emulator ${host}, project ${PROJECT_ID}`);
    expect(stdout).toContain('Subscription set for mentor@example.com (uid uid-1)');
    expect(emulator.updates).toEqual([
      { localId: 'uid-1', customAttributes: JSON.stringify({ role: 'mentor', subscription: 'active' }) },
    ]);
  }, 30_000);

  it('clears the claim', async () => {
    const { code } = await run(['clear', 'mentor@example.com'], host);
    expect(code).toBe(0);
    expect(emulator.updates).toEqual([
      { localId: 'uid-1', customAttributes: JSON.stringify({ role: 'mentor' }) },
    ]);
  }, 30_000);

  it('exits with 3 and names a missing user', async () => {
    const { code, stderr } = await run(['set', 'nobody@example.com'], host);
    expect(code).toBe(3);
    expect(stderr).toContain('No user is registered with the email "nobody@example.com".');
    expect(emulator.updates).toEqual([]);
  }, 30_000);

  it.each([[[]], [['grant', 'mentor@example.com']], [['set', 'a@example.com', 'b@example.com']]])(
    'exits with 2 and the usage for the arguments %p',
    async (args) => {
      const { code, stderr } = await run(args, host);
      expect(code).toBe(2);
      expect(stderr).toContain('Usage: pnpm --filter @qa/api subscription -- set|clear <email>');
      expect(emulator.updates).toEqual([]);
    },
    30_000,
  );

  it('exits with 1 when the identity service cannot be reached', async () => {
    const { code, stderr } = await run(['set', 'mentor@example.com'], '127.0.0.1:9');
    expect(code).toBe(1);
    expect(stderr).toContain('The subscription was not changed:');
  }, 30_000);
});
