import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';
import { listeningUrl, TEST_SERVER_ENV } from '../support/listening-url';
import { readAll } from '../support/read-all';

const API_DIR = join(__dirname, '..', '..');
const BODY = JSON.stringify({ first: '100', second: 'USD', third: 'EUR' });

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the server on SIGTERM (src/server.ts)', () => {
  let server: ChildProcess;
  let url: URL;

  beforeAll(async () => {
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: TEST_SERVER_ENV,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    url = new URL(await listeningUrl(server));
  }, 90_000);

  afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL');
  });

  it('finishes the request in flight, takes no new connection and exits 0', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    // A request whose body is still on its way when the signal comes.
    const socket = connect(Number(url.port), url.hostname);
    const answer = readAll(socket);
    socket.write(
      `POST /api/scripted/v1/currency-converter HTTP/1.1\r\nHost: ${url.host}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(BODY)}\r\n\r\n` +
        BODY.slice(0, 10),
    );
    await wait(300);
    server.kill('SIGTERM');
    await wait(300);

    await expect(fetch(new URL('/api/health', url))).rejects.toThrow();
    socket.write(BODY.slice(10));
    const response = await answer;
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
    expect(response).toContain('"message":"100 USD = 90.91 EUR"');
    expect(await exited).toBe(0);
  }, 30_000);
});
