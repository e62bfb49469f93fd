/**
 * The fastest play the Game page allows, measured: every example of each challenge the suite's rounds draw, sent
 * through the page by keyboard alone at 60 ms a keystroke (faster than the Keystroke-Level Model's best typist,
 * 80 ms) with no time to read a result or think of the next value. A person can only be slower, so the pacing
 * rule (api/src/game/pacing.ts, decision 0068) must hold for this play with room to spare. The gaps between
 * submissions, as the page sent them, are reported as annotations.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { definitionOf, runInApi } from '../../support/definitions';
import { SUITE_GAME } from '../../support/servers';

/** The rule as the API holds it: any `submissions` consecutive submissions span at least `seconds`. */
const HUMAN_PACE = JSON.parse(
  runInApi(`import { HUMAN_PACE } from './src/game/pacing'; console.log(JSON.stringify(HUMAN_PACE));`),
) as { submissions: number; seconds: number }[];
const KEYSTROKE_MS = 60;
const PATHS: Record<string, string> = {
  exploratory_calculator: 'api/exploratory/v1/calculator',
  exploratory_triangle: 'api/exploratory/v1/triangle',
  generator_attractor: 'api/generator/v1/attractor',
};
const SLOTS = ['first', 'second', 'third'] as const;
type Example = Partial<Record<(typeof SLOTS)[number], string>> & { expectedResult?: number };

const keystrokes = (page: Page, count: number) => page.waitForTimeout(count * KEYSTROKE_MS);

/** One example through a form of text fields: to each field that changes, Ctrl+A, its characters; then Enter. */
const typeExample = async (page: Page, panel: Locator, example: Example, shown: string[]) => {
  const fields = panel.getByRole('textbox');
  for (let slot = 0; slot < (await fields.count()); slot += 1) {
    const value = example[SLOTS[slot]!] ?? '';
    if (shown[slot] === value) continue;
    // A Tab to the field and Ctrl+A count a keystroke each.
    await fields.nth(slot).focus();
    await keystrokes(page, 1);
    await page.keyboard.press('Control+A');
    await keystrokes(page, 1);
    if (value === '') await page.keyboard.press('Backspace');
    else await page.keyboard.type(value, { delay: KEYSTROKE_MS });
    shown[slot] = value;
  }
  await page.keyboard.press('Enter');
};

/** One example through a builder form: two keystrokes a dropdown (a Tab and a letter), two for Validate. */
const chooseExample = async (page: Page, panel: Locator, example: Example) => {
  const dropdowns = panel.getByRole('combobox');
  const values = [example.first ?? '', example.second ?? '', String(example.expectedResult)];
  for (const [slot, value] of values.entries()) {
    await dropdowns.nth(slot).selectOption({ value });
    await keystrokes(page, 2);
  }
  await keystrokes(page, 1);
  await panel.getByRole('button', { name: 'Validate' }).press('Enter');
};

/** The shortest time any `count` consecutive submissions took, in ms (Infinity when there are fewer: no run). */
const fastestRun = (times: readonly number[], count: number) =>
  Math.min(...times.slice(count - 1).map((time, index) => time - times[index]!));

test('the fastest play the Game page allows keeps to the pacing rule', async ({ page }) => {
  test.setTimeout(180_000);
  const sentAt: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/submissions')) sentAt.push(Date.now());
  });
  const all: number[][] = [];
  for (const storeName of SUITE_GAME.pool) {
    // A round of its own for each challenge: all three in one would outlast the suite's short rounds.
    await page.goto('/game');
    const started = page.waitForResponse(
      (response) => response.url().endsWith('/api/game/v1/rounds') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Start a round' }).click();
    const round = (await (await started).json()) as { challenges: { storeName: string }[] };
    const index = round.challenges.findIndex((challenge) => challenge.storeName === storeName);
    await page.getByRole('group', { name: 'The round’s challenges' }).getByRole('button').nth(index).click();
    const panel = page.locator(`#round-challenge-${storeName}`);
    const { evaluator, cases, bugs } = definitionOf(PATHS[storeName]!);
    const builder = evaluator === 'builder';
    await expect(panel.getByRole('button', { name: builder ? 'Validate' : 'Submit' })).toBeVisible();
    const from = sentAt.length;
    const shown = ['', '', ''];
    const examples = [...cases, ...bugs].map(({ example }) => example);
    for (const [position, example] of examples.entries()) {
      const answered = page.waitForResponse((response) => response.url().endsWith('/submissions'));
      if (builder) await chooseExample(page, panel, example);
      else await typeExample(page, panel, example, shown);
      expect((await answered).status()).toBe(200);
      // The form takes the next one once it is no longer busy (a builder form clears its choices).
      if (builder) await expect(panel.getByRole('combobox').first()).toHaveValue('');
      else if (position < examples.length - 1)
        await expect(panel.getByRole('button', { name: 'Submit' })).toBeEnabled();
    }
    const times = sentAt.slice(from);
    expect(times).toHaveLength(examples.length);
    all.push(times);
    const gaps = times.slice(1).map((time, at) => time - times[at]!);
    const line =
      `${storeName}: ${times.length} submissions, mean gap ${Math.round((times.at(-1)! - times[0]!) / gaps.length)} ms, ` +
      `shortest ${Math.min(...gaps)} ms; ` +
      HUMAN_PACE.filter(({ submissions }) => submissions <= times.length)
        .map(({ submissions }) => `fastest ${submissions} in ${fastestRun(times, submissions)} ms`)
        .join(', ');
    console.log(line);
    test.info().annotations.push({ type: 'figures', description: line });
  }
  for (const times of all) {
    for (const { submissions, seconds } of HUMAN_PACE) {
      expect(fastestRun(times, submissions)).toBeGreaterThanOrEqual(seconds * 1000);
    }
  }
});
