import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = join(__dirname, '..', '..', '..');
const API_URL = 'https://api.qa.school.example';

const SHELL_DOCUMENT =
  '<!doctype html><html><head><script>window.early=1</script></head>' +
  '<body><script src="/app/js/main.js"></script></body></html>';
const REMOTE_DOCUMENT =
  '<!doctype html><html><head><script>window.standalone=1</script></head><body></body></html>';
const MANIFEST = JSON.stringify({ metaData: { publicPath: 'auto' }, exposes: [] });

/** Built apps as `pnpm build` leaves them, small: the shell and its registry, two remotes, and files to keep out. */
const writeBuild = (root: string) => {
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  write('package.json', '{ "name": "outside-every-dist" }');
  write('shell/dist/index.html', SHELL_DOCUMENT);
  write('shell/dist/js/main.js', 'console.log("shell");');
  write('shell/dist/js/page.0123abcd.js', 'console.log("page");');
  write(
    'shell/dist/remotes.json',
    JSON.stringify({
      mfe_learn: 'http://localhost:3001/mf-manifest.json',
      mfe_account: 'http://localhost:3006/mf-manifest.json',
      // Re-pointed by editing the file where the shell is served.
      mfe_elsewhere: 'https://cdn.example.com/mfe-elsewhere/mf-manifest.json',
    }),
  );
  for (const remote of ['mfe-learn', 'mfe-account', 'mfe-unlisted']) {
    write(`${remote}/dist/mf-manifest.json`, MANIFEST);
    write(`${remote}/dist/remoteEntry.js`, `console.log("${remote}");`);
    write(`${remote}/dist/js/chunk.89abcdef.js`, 'console.log("chunk");');
    write(`${remote}/dist/index.html`, REMOTE_DOCUMENT);
  }
};

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A GET of the path exactly as written (fetch would resolve `..` before sending), with the Host given. */
const get = (port: number, path: string, host = `localhost:${port}`): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const asked = request({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    asked.on('error', reject);
    asked.end();
  });

const TEST_ENV = { PATH: process.env.PATH, QA_API_URL: API_URL };

const servers: ChildProcess[] = [];

/** Starts a static server script and waits for its "serving ... on http://host:port/" line. */
const startServer = (args: string[], env: NodeJS.ProcessEnv): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
    servers.push(server);
    server.once('exit', (code) => reject(new Error(`${args[0]} exited with ${code}`)));
    createInterface({ input: server.stdout! }).on('line', (line) => {
      const port = /^serving .* on http:\/\/[^:/]+:(\d+)\//.exec(line)?.[1];
      if (port) resolve(Number(port));
    });
  });

const stopServers = () =>
  Promise.all(
    servers.map(
      (server) =>
        new Promise((resolve) => {
          if (server.exitCode !== null) return resolve(undefined);
          server.removeAllListeners('exit');
          server.once('exit', resolve);
          server.kill('SIGTERM');
        }),
    ),
  );

/** The headers both static servers decide; the rest (date, ETag, length) belong to the moment and the file. */
const decided = ({ headers }: Answer) =>
  Object.fromEntries(
    [
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'cache-control',
      'access-control-allow-origin',
      'content-type',
    ].map((name) => [name, headers[name]]),
  );

/** The policy's directives by name. */
const directives = (policy: string | string[] | undefined) =>
  new Map(
    String(policy)
      .split(';')
      .map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources] as const;
      }),
  );

describe('every page from one port (scripts/serve-pages.mjs)', () => {
  const root = mkdtempSync(join(tmpdir(), 'serve-pages-'));
  /** The same shell served alone, with the registry the pages server answers, as serve-static.mjs serves it. */
  const alone = mkdtempSync(join(tmpdir(), 'serve-static-'));
  let pages: number;
  let shellAlone: number;
  let remoteAlone: number;
  const SERVED_REGISTRY = {
    mfe_learn: '/remotes/mfe-learn/mf-manifest.json',
    mfe_account: '/remotes/mfe-account/mf-manifest.json',
    mfe_elsewhere: 'https://cdn.example.com/mfe-elsewhere/mf-manifest.json',
  };

  beforeAll(async () => {
    writeBuild(root);
    pages = await startServer(['scripts/serve-pages.mjs', root], {
      ...TEST_ENV,
      PAGES_PORT: '0',
      PAGES_HOST: '127.0.0.1',
    });
    cpSync(join(root, 'shell', 'dist'), alone, { recursive: true });
    writeFileSync(join(alone, 'remotes.json'), JSON.stringify(SERVED_REGISTRY));
    shellAlone = await startServer(['scripts/serve-static.mjs', alone, '0', '--base', '/app'], TEST_ENV);
    remoteAlone = await startServer(
      ['scripts/serve-static.mjs', join(root, 'mfe-learn', 'dist'), '0'],
      TEST_ENV,
    );
  }, 30_000);

  afterAll(async () => {
    await stopServers();
    rmSync(root, { recursive: true, force: true });
    rmSync(alone, { recursive: true, force: true });
  });

  it('answers /app/remotes.json with the remotes on its own origin, a re-pointed one where it points', async () => {
    const answer = await get(pages, '/app/remotes.json');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual(SERVED_REGISTRY);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    });
  });

  it('serves the shell under /app/ with the headers serve-static.mjs sends for the same document', async () => {
    for (const host of ['qa.school.example', 'localhost:3000']) {
      const answer = await get(pages, '/app/', host);
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(SHELL_DOCUMENT);
      expect(decided(answer)).toEqual(decided(await get(shellAlone, '/app/', host)));
    }
    const policy = directives(
      (await get(pages, '/app/', 'qa.school.example')).headers['content-security-policy'],
    );
    // Its inline script by hash, the re-pointed remote's origin, none of the built localhost ones.
    expect(policy.get('script-src')).toEqual([
      "'self'",
      'https://cdn.example.com',
      expect.stringMatching(/^'sha256-/),
    ]);
    expect(policy.get('connect-src')).toContain(API_URL);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('answers an unknown path under /app/ with index.html, as serve-static.mjs does', async () => {
    for (const path of ['/app/x', '/app/challenge/scripted/currencyConverter']) {
      const answer = await get(pages, path, 'qa.school.example');
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(SHELL_DOCUMENT);
      expect(decided(answer)).toEqual(decided(await get(shellAlone, path, 'qa.school.example')));
    }
  });

  it('caches hashed files for a year and revalidates entries, in the shell and the remotes', async () => {
    const pairs = [
      ['/app/js/page.0123abcd.js', shellAlone, '/app/js/page.0123abcd.js'],
      ['/app/js/main.js', shellAlone, '/app/js/main.js'],
      ['/remotes/mfe-learn/js/chunk.89abcdef.js', remoteAlone, '/js/chunk.89abcdef.js'],
      ['/remotes/mfe-learn/remoteEntry.js', remoteAlone, '/remoteEntry.js'],
    ] as const;
    for (const [path, alone, pathAlone] of pairs) {
      const answer = await get(pages, path);
      expect(answer.status).toBe(200);
      expect(decided(answer)).toEqual(decided(await get(alone, pathAlone)));
    }
    expect((await get(pages, '/app/js/page.0123abcd.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get(pages, '/remotes/mfe-learn/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
  });

  it('serves each remote under /remotes/<folder>/ with the headers of its own server', async () => {
    const manifest = await get(pages, '/remotes/mfe-learn/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.body).toBe(MANIFEST);
    expect(manifest.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'access-control-allow-origin': '*',
    });
    expect(decided(manifest)).toEqual(decided(await get(remoteAlone, '/mf-manifest.json')));
    // The remote's own page, with the policy its own server gives it.
    const page = await get(pages, '/remotes/mfe-learn/', 'qa.school.example');
    expect(page.body).toBe(REMOTE_DOCUMENT);
    expect(decided(page)).toEqual(decided(await get(remoteAlone, '/', 'qa.school.example')));
    expect((await get(pages, '/remotes/mfe-account/mf-manifest.json')).status).toBe(200);
    // Without the slash its relative files would be looked for a folder too high.
    expect(await get(pages, '/remotes/mfe-learn')).toMatchObject({
      status: 302,
      headers: { location: '/remotes/mfe-learn/' },
    });
  });

  it('serves no folder the registry does not name', async () => {
    for (const path of [
      '/remotes/mfe-unlisted/mf-manifest.json',
      '/remotes/shell/index.html',
      '/remotes/x',
    ]) {
      expect((await get(pages, path)).status).toBe(404);
    }
  });

  it.each([
    '/remotes/../package.json',
    '/remotes/%2e%2e/package.json',
    '/remotes/mfe-learn/../../package.json',
    '/remotes/mfe-learn/..%2f..%2fpackage.json',
    '/remotes/mfe-learn/%2e%2e/%2e%2e/package.json',
    '/app/../package.json',
    '/app/..%5c..%5cpackage.json',
  ])('refuses %s, which climbs out of its folder', async (path) => {
    const answer = await get(pages, path);
    expect(answer.status).toBe(400);
    expect(answer.body).not.toContain('outside-every-dist');
  });
});

describe('what the pages cannot be served with', () => {
  const root = mkdtempSync(join(tmpdir(), 'serve-pages-refused-'));
  beforeAll(() => writeBuild(root));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** Runs the script to its end: a refusal must come before anything listens. */
  const run = (args: string[], env: NodeJS.ProcessEnv) =>
    spawnSync(process.execPath, args, { cwd: ROOT, env, encoding: 'utf8', timeout: 20_000 });

  it('names every problem in one message, without a stack, and exits non-zero', () => {
    rmSync(join(root, 'mfe-account', 'dist'), { recursive: true });
    const { status, stdout, stderr } = run(['scripts/serve-pages.mjs', root], {
      PATH: process.env.PATH,
      PAGES_PORT: 'http',
    });
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toEqual([
      'The pages cannot start, for 3 reasons:',
      '- PAGES_PORT must be a whole number from 0 to 65535, got "http".',
      expect.stringMatching(
        /^- QA_API_URL must be set when PAGES_HOST \(0\.0\.0\.0\) lets other machines reach the pages: the API's address/,
      ),
      '- mfe-account not built, though shell/dist/remotes.json names them: build the apps first (pnpm build).',
    ]);
  });

  it('needs no QA_API_URL behind a proxy on the same machine, but refuses one that is no address', () => {
    const refused = run(['scripts/serve-pages.mjs', root], {
      PATH: process.env.PATH,
      PAGES_HOST: '127.0.0.1',
      QA_API_URL: 'api.qa.school.example',
    });
    expect(refused.stderr).toContain(`QA_API_URL must be the API's http:// or https:// address`);
    expect(refused.stderr).not.toContain('QA_API_URL must be set');
  });

  it('refuses in pnpm serve before starting anything, with the pages’ problems and its own', () => {
    const { status, stdout, stderr } = run(['scripts/serve.mjs'], {
      PATH: process.env.PATH,
      APP_ENV: 'local',
      PAGES_PORT: '70000',
    });
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^pnpm serve cannot start, for \d reasons:\n/);
    expect(stderr).toContain('- APP_ENV must be production (the default) or staging, got "local"');
    expect(stderr).toContain('- PAGES_PORT must be a whole number from 0 to 65535, got "70000".');
    expect(stderr).toContain('- QA_API_URL must be set when PAGES_HOST (0.0.0.0) lets other machines reach');
    // No stack trace: every line is the heading or a reason.
    expect(stderr.trim().split('\n').slice(1)).toEqual(
      stderr
        .trim()
        .split('\n')
        .slice(1)
        .map(() => expect.stringMatching(/^- [A-Za-z]/)),
    );
  });
});
