/**
 * A trainer's two commands in a copy of the repository. new:challenge adds a challenge to a built-in
 * group; new:remote a remote that brings a group of its own. The suites over every challenge fail on their
 * placeholders until the trainer has written the rules, the completeness test until the translations;
 * check:challenge reports the rules unfinished and the other parts not yet; the copy builds; the new challenge
 * is listed and its page renders; the new remote's group appears in a running shell
 * once its registry names it, with no new shell build.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { RepositoryCopy } from './repositoryCopy';

const CHALLENGE = [
  ...['--group', 'exploratory', '--key', 'leapYear', '--fields', 'Year', '--cases', '2', '--bugs', '1'],
  ...['--title', 'Leap year', '--description', 'Tells whether a year is a leap year.', '--yes'],
];
const REMOTE = [
  ...[
    '--group',
    'accessibility',
    '--name',
    'Accessibility',
    '--key',
    'altText',
    '--fields',
    'Image,Alt text',
  ],
  ...['--title', 'Alt text', '--description', 'Describe an image for a screen reader.', '--yes'],
];

let copy: RepositoryCopy;
let registryLine = '';
let placeholderRun = '';
let checkRun = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(900_000);
  copy = new RepositoryCopy();
  copy.must('pnpm', ['install', '--frozen-lockfile', '--offline']);
  copy.must('pnpm', ['new:challenge', ...CHALLENGE]);
  const remote = copy.must('pnpm', ['new:remote', ...REMOTE]);
  registryLine = /^[ \t]*("mfe_accessibility": "[^"]+")$/m.exec(remote)?.[1] ?? '';
  const tests = ['api/test/challenges/expert-design.test.ts', 'tooling/texts/completeness.test.ts'];
  const placeholders = copy.run('npx', ['jest', '--ci', ...tests]);
  placeholderRun = placeholders.status === 0 ? 'passed' : placeholders.output;
  const check = copy.run('pnpm', ['check:challenge', 'leapYear']);
  checkRun = check.status === 0 ? 'passed' : check.output;
  copy.must('pnpm', ['build'], 900_000);
  await copy.start();
});

test.afterAll(() => {
  copy?.stop();
  copy?.remove();
});

test('the tests fail until the rules and the translations are written', () => {
  expect(placeholderRun).not.toBe('passed');
  expect(placeholderRun).toContain('leapYear › has no placeholder left in its definition');
  expect(placeholderRun).toContain('altText › has no placeholder left in its definition');
  // The one completeness test names the texts still marked to translate: the new group's and the catalogue's.
  expect(placeholderRun).toContain('accessibilityMode ua: modeNames.group');
  expect(placeholderRun).toContain('catalogue pl: challenges.leapYear');
});

test('check:challenge says what the new challenge has of each part: rules to write, the rest not yet', () => {
  expect(checkRun).not.toBe('passed');
  expect(checkRun).toMatch(
    /^ {2}rules +written\n {4}FAIL every example of its 2 cases and 1 bugs finds its finding/m,
  );
  for (const part of ['design', 'reports', 'interview'])
    expect(checkRun).toMatch(new RegExp(`^  ${part} +not yet$`, 'm'));
  expect(checkRun).toContain('leapYear: checks failed in rules');
});

test('the new challenge is in its group’s list and its page renders', async ({ page }) => {
  await page.goto('/app/list/exploratory');
  await page.getByRole('link', { name: 'Leap year' }).click();
  await expect(page).toHaveURL(/\/app\/challenge\/exploratory\/leapYear$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leap year' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Year' })).toBeVisible();
});

test('the new remote loads in the running shell from its registry line alone', async ({ page }) => {
  const shellBundle = readdirSync(path.join(copy.root, 'shell/dist/js'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(copy.root, 'shell/dist/js', file), 'utf8'))
    .join('');
  expect(shellBundle, 'the shell knows nothing of the new group').not.toContain('accessibility');

  // A shell deployed before the remote existed: its registry does not name it (the local build's does, from the
  // ports table), and the group is unknown.
  const registry = path.join(copy.root, 'shell/dist/remotes.json');
  const { mfe_accessibility: built, ...before } = JSON.parse(readFileSync(registry, 'utf8')) as Record<
    string,
    string
  >;
  writeFileSync(registry, JSON.stringify(before, null, 2));
  await page.goto('/app/challenge/accessibility/altText');
  await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();

  // What the trainer is told to do: one line in the registry the running shell serves.
  expect(registryLine).toBe('"mfe_accessibility": "http://localhost:3007/mf-manifest.json"');
  expect(JSON.parse(`{${registryLine}}`)).toEqual({ mfe_accessibility: built });
  writeFileSync(registry, JSON.stringify({ ...before, ...JSON.parse(`{${registryLine}}`) }, null, 2));

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Alt text' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Image' }).fill('cat.png');
  await page.getByRole('textbox', { name: 'Alt text' }).fill('A cat');
  await page.getByRole('button', { name: 'Submit' }).click();
  // The placeholder app answers everything alike until the trainer writes its rules.
  await expect(page.getByText('[fill in] an answer of the app')).toBeVisible();

  await page.goto('/app/list');
  const series = page.getByRole('region', { name: 'Series 8: Accessibility' });
  await expect(series.getByRole('link', { name: 'Alt text' })).toHaveAttribute(
    'href',
    '/app/challenge/accessibility/altText',
  );
});
