import { test as plain } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';

/** What every server sends. The rest of the suite runs under these policies with no violation. */
const REGISTRY = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '..', '..', 'shell', 'dist', 'remotes.json'), 'utf8'),
) as Record<string, string>;
const REMOTE_ORIGINS = Object.values(REGISTRY).map((url) => new URL(url).origin);
const SERVICES = ['http://localhost:8080', 'http://localhost:9099'];

/** The policy's directives by name. */
const directives = (policy: string | undefined) =>
  new Map(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

const expectStrictDocument = (headers: Record<string, string>, remotes: string[]) => {
  const policy = directives(headers['content-security-policy']);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  const scripts = policy.get('script-src') ?? [];
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts.filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThan(0);
  expect(scripts.filter((source) => source.startsWith('http'))).toEqual(remotes);
  expect(policy.get('connect-src')).toEqual(["'self'", ...remotes, ...SERVICES]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
};

test('the shell sends a policy that allows exactly its registry, the API and the identity emulator', async ({
  request,
}) => {
  for (const route of ['/app/', '/app/challenge/scripted/currencyConverter', '/app/account/login']) {
    const response = await request.get(route);
    expect(response.status()).toBe(200);
    expectStrictDocument(response.headers(), REMOTE_ORIGINS);
  }
});

test('every remote sends a strict policy with its own page', async ({ request }) => {
  for (const origin of REMOTE_ORIGINS) {
    const response = await request.get(`${origin}/`);
    expect(response.status()).toBe(200);
    expectStrictDocument(response.headers(), []);
  }
});

test('the API keeps its strict policy on JSON', async ({ request }) => {
  const response = await request.get('http://localhost:8080/api/health');
  const policy = directives(response.headers()['content-security-policy']);
  expect(policy.get('default-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

// The plain test: the browser reports the refused frame as a violation, which is what this test wants.
plain('another site cannot frame the login screen', async ({ page }) => {
  // A blank page of no site, whose own policy allows any frame: only the shell's frame-ancestors can refuse it.
  await page.setContent('<iframe src="http://localhost:3000/app/account/login" title="framed"></iframe>');
  const frame = page.frameLocator('iframe[title="framed"]');
  // Time enough for the login screen to render, were it allowed to.
  await page.waitForTimeout(3000);
  await expect(frame.getByRole('button', { name: 'Log in' })).toHaveCount(0);
});
