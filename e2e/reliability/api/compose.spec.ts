/**
 * Reliability: compose.yaml as a school runs it, without containers: every service of the file as a local process
 * (scripts/compose-local.mjs), with an operator's settings. Through the proxy: both API instances ready and
 * answering, the pages with their policy and a same-origin registry, a challenge answered in Chromium with the pages
 * in production mode (at 127.0.0.2, calling the API at their own origin), and each client address spending its own
 * budget, which an X-Forwarded-For of its own does not raise: the proxy names the client, the instances believe it
 * (TRUST_PROXY, the proxy's network: 127.0.0.1 here, where the proxy connects from).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startCompose, type LocalCompose } from '../../../scripts/compose-local.mjs';
import { expectFound, submitExample } from '../../support/challengeForm';
import { definitionOf } from '../../support/definitions';
import { checkFrom } from '../../support/check-from';
import { freePort } from '../../support/free-port';
import { expect, test } from '../../support/test';

/** Requests a minute per client address (RATE_LIMIT_MAX), low enough to spend in a test. */
const BUDGET = 60;

let compose: LocalCompose | undefined;
let origin = '';
let folder = '';

/** Sends until refused; how many were served. */
const spendAll = async (send: () => Promise<number>) => {
  for (let served = 0; served <= BUDGET * 2; served += 1) {
    const status = await send();
    if (status === 429) return served;
    expect(status).toBe(200);
  }
  throw new Error('never refused');
};

const localAddressOf = (running: LocalCompose, service: string) =>
  `127.0.0.1:${Object.values(running.ports[service] ?? {})[0]}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'qa-compose-spec-'));
  // firebase-admin reads the key only for a call to Google, which nothing here makes: its shape is enough.
  const credentials = path.join(folder, 'firebase-key.json');
  writeFileSync(credentials, JSON.stringify({ type: 'service_account', project_id: 'qa-practice-test' }));
  const port = await freePort();
  origin = `http://127.0.0.2:${port}`;
  // What a school sets (deploy/README.md), and only that: the caller's own environment is not passed on.
  compose = await startCompose({
    env: {
      QA_PUBLIC_ORIGIN: origin,
      QA_HTTP_PORT: String(port),
      FIREBASE_PROJECT_ID: 'qa-practice-test',
      FIREBASE_CREDENTIALS_FILE: credentials,
      INTERVIEW_SHARE_SECRETS: randomBytes(32).toString('base64url'),
      LEARNER_ID_SECRET: randomBytes(32).toString('base64url'),
      POSTGRES_PASSWORD: randomBytes(24).toString('hex'),
      RATE_LIMIT_MAX: String(BUDGET),
    },
  });
});

test.afterAll(async () => {
  await compose?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test('through the proxy: both instances ready and answering, the pages with their policy and registry', async () => {
  const running = compose!;
  for (let sent = 0; sent < 6; sent += 1) {
    const ready = await fetch(`${origin}/api/ready`);
    expect(await ready.json()).toEqual({ status: 'ready' });
    expect(ready.status).toBe(200);
  }
  // The proxy's log names the instance that answered each request.
  const answeredBy = () =>
    [
      ...new Set(
        [...running.output('proxy').matchAll(/"GET \/api\/ready HTTP\/1\.1" 200 (\S+)/g)].map(
          ([, upstream]) => upstream,
        ),
      ),
    ].sort();
  await expect
    .poll(answeredBy)
    .toEqual(['api-1', 'api-2'].map((name) => localAddressOf(running, name)).sort());

  const shell = await fetch(`${origin}/app/`);
  expect(shell.status).toBe(200);
  expect(await shell.text()).toContain('<div id="root">');
  const policy = shell.headers.get('content-security-policy') ?? '';
  expect(policy).toContain("default-src 'self'");
  // Production mode: the pages call the API at the public origin, which their policy names.
  expect(policy).toContain(`connect-src 'self' ${origin}`);

  const registry = (await (await fetch(`${origin}/app/remotes.json`)).json()) as Record<string, string>;
  const remotes = Object.values(registry);
  expect(remotes.length).toBeGreaterThan(0);
  for (const remote of remotes) expect(remote).toMatch(/^\/remotes\/mfe-[a-z-]+\/mf-manifest\.json$/);
  const manifest = await fetch(new URL(remotes[0]!, origin));
  expect(manifest.status).toBe(200);
});

test('in Chromium at the public origin, the pages answer a challenge through the proxy', async ({ page }) => {
  const { cases } = definitionOf('api/scripted/v1/currency-converter');
  const [first] = cases;
  const checked = page.waitForResponse(
    (response) => response.url().startsWith(`${origin}/api/`) && response.request().method() === 'POST',
  );
  await page.goto(`${origin}/app/challenge/scripted/currencyConverter`);
  await expectFound(page, 0, cases.length);
  await submitExample(page, ['Amount', 'Currency From', 'Currency To'], first!.example, [
    'Currency From',
    'Currency To',
  ]);
  expect((await checked).status()).toBe(200);
  await expectFound(page, 1, cases.length);
  await expect(page.locator('#case_1')).toContainText(first!.text.en ?? 'missing');
});

test('each client address behind the proxy spends its own budget; a forged X-Forwarded-For buys nothing', async () => {
  // 127.0.0.1 also carried the health checks and every request above: it spends what is left of its minute.
  const left = await spendAll(() => checkFrom(origin, '127.0.0.1'));
  test.info().annotations.push({ type: '127.0.0.1 served before its 429', description: String(left) });
  expect(left).toBeLessThanOrEqual(BUDGET);
  // Naming the other client buys it nothing: the proxy replaces the header with the address it saw.
  expect(await checkFrom(origin, '127.0.0.1', { 'x-forwarded-for': '127.0.0.3' })).toBe(429);
  // The other client is still served, its whole budget (counted on Redis, whichever instance answers): the forged
  // request above was not counted as its.
  expect(await spendAll(() => checkFrom(origin, '127.0.0.3'))).toBe(BUDGET);
  expect(await checkFrom(origin, '127.0.0.3', { 'x-forwarded-for': '10.1.2.3' })).toBe(429);
});
