/**
 * The Game end to end: a signed-in learner chooses a display name and plays a round of the Game. Each
 * challenge is the remote's real page judged by the round; the clock ends it; the report and the week's
 * leaderboard show the score the server kept; deleting what the account keeps takes the learner off the board.
 * A visitor finishes a round early, after a confirmation, and reads what was missed by technique.
 * The suite's API draws the same three challenges in short rounds (support/servers.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectFound, submitExample, validateExample } from '../support/challengeForm';
import { definitionOf } from '../support/definitions';
import { confirmEmail, createAccount, TEST_PASSWORD, uniqueEmail } from '../support/identity';
import { SUITE_GAME } from '../support/servers';
import { logIn } from '../support/session';

/** How to find the first case of each challenge the suite's rounds draw, from its own form. */
const FIRST_CASE: Record<string, { path: string; find: (panel: Locator, example: object) => Promise<void> }> =
  {
    exploratory_calculator: {
      path: 'api/exploratory/v1/calculator',
      find: (panel, example) => submitExample(panel, ['Percentage', 'Number'], example),
    },
    exploratory_triangle: {
      path: 'api/exploratory/v1/triangle',
      find: (panel, example) => submitExample(panel, ['Side A', 'Side B', 'Side C'], example),
    },
    generator_attractor: {
      path: 'api/generator/v1/attractor',
      find: (panel, example) =>
        validateExample(panel, ['Height (cm)', 'Age (years)', 'Expected Result'], example),
    },
  };

/** What the test reads of the round the server started (the API's GameRoundStarted). */
interface StartedRound {
  roundId: string;
  challenges: { storeName: string; cases: number; bugs: number }[];
}

const startRound = async (page: Page): Promise<StartedRound> => {
  const started = page.waitForResponse(
    (response) => response.url().endsWith('/api/game/v1/rounds') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Start a round' }).click();
  return (await (await started).json()) as StartedRound;
};

test('a round of the Game: each find judged and scored by the server, ended by the clock, on the leaderboard', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('game');
  const { idToken, localId } = await createAccount(request, email, TEST_PASSWORD);
  // Only accounts with a confirmed address rank; the page's sign-in then carries the confirmation.
  await confirmEmail(request, localId);
  const displayName = `Tester ${email.slice(5, 13).replace(/[^\p{L}\p{Nd}]/gu, '')}`;
  await logIn(page, email, TEST_PASSWORD);

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Game' }).click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Game' })).toBeVisible();
  await page.getByLabel('Display name').fill(displayName);
  await page.getByRole('button', { name: 'Save the name' }).click();
  await expect(page.getByText(`Saved. You appear on the leaderboard as ${displayName}.`)).toBeVisible();

  const round = await startRound(page);
  expect(round.challenges.map((challenge) => challenge.storeName).sort()).toEqual(
    [...SUITE_GAME.pool].sort(),
  );
  await expect(page.getByRole('timer', { name: 'Time left' })).toBeVisible();
  const choices = page.getByRole('group', { name: 'The round’s challenges' }).getByRole('button');
  const texts: string[] = [];
  for (const [index, challenge] of round.challenges.entries()) {
    await choices.nth(index).click();
    const panel = page.locator(`#round-challenge-${challenge.storeName}`);
    const { path, find } = FIRST_CASE[challenge.storeName]!;
    const { cases } = definitionOf(path);
    await find(panel, cases[0]!.example);
    await expectFound(panel, 1, cases.length);
    await expect(page.getByRole('status').filter({ hasText: '+10: a new test case' })).toBeVisible();
    await expect(page.getByLabel('Score')).toHaveText(String(10 * (index + 1)));
    await expect(choices.nth(index)).toContainText(`1 of ${challenge.cases + challenge.bugs} found`);
    texts.push(cases[0]!.text.en!);
  }
  // The same find again adds nothing: the score is the server's, by what it saw.
  const last = round.challenges.at(-1)!;
  const { path, find } = FIRST_CASE[last.storeName]!;
  await find(page.locator(`#round-challenge-${last.storeName}`), definitionOf(path).cases[0]!.example);
  await expect(page.getByLabel('Score')).toHaveText('30');

  // The clock ends the round; the report is the server's.
  const report = page.getByRole('region', { name: 'Round over' });
  await expect(report).toBeVisible({ timeout: (SUITE_GAME.roundSeconds + 10) * 1000 });
  await expect(page.getByRole('timer')).toHaveCount(0);
  const figures = report.locator('dl');
  await expect(figures).toContainText('Your score30');
  await expect(figures).toContainText('Your personal best30');
  for (const text of texts) await expect(report.getByText(`Test case: ${text}`)).toBeVisible();

  const board = page.getByRole('region', { name: 'This week’s leaderboard' });
  await expect(board.getByRole('row', { name: new RegExp(displayName) })).toContainText('30');

  // After its end the round takes nothing more, whatever a client sends.
  const late = await request.post(`http://localhost:8080/api/game/v1/rounds/${round.roundId}/submissions`, {
    headers: { authorization: `Bearer ${idToken}` },
    data: { storeName: last.storeName, payload: {} },
  });
  expect(late.status()).toBe(409);

  // Deleting what the account keeps, from the dashboard, takes the learner off the leaderboard.
  await page.goto('/app/account/dashboard');
  await page.getByRole('button', { name: 'Delete my stored progress' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByRole('dialog', { name: /The progress stored with your account has been deleted/ }),
  ).toBeVisible();
  // The leaderboard may be cached for a few seconds (max-age=10): it is gone once the cache is.
  await expect(async () => {
    await page.goto('/game');
    await expect(page.getByRole('region', { name: 'This week’s leaderboard' })).not.toContainText(
      displayName,
      { timeout: 2000 },
    );
  }).toPass({ timeout: 20_000 });
  await expect(
    page.getByText('You are not on the leaderboard yet: choose a name to appear there.'),
  ).toBeVisible();
});

test('a round finished early: asked first, ended by the server, the report names the misses by technique', async ({
  page,
  request,
}) => {
  await page.goto('/game');
  const round = await startRound(page);
  await expect(page.getByRole('timer', { name: 'Time left' })).toBeVisible();
  const [first] = round.challenges;
  const { path, find } = FIRST_CASE[first!.storeName]!;
  const { cases, bugs } = definitionOf(path);
  await find(page.locator(`#round-challenge-${first!.storeName}`), cases[0]!.example);
  await expect(page.getByLabel('Score')).toHaveText('10');

  // Cancel has the first focus and changes nothing.
  const finishButton = page.getByRole('button', { name: 'Finish round' });
  const dialog = page.getByRole('dialog', { name: 'Finish the round now?' });
  await finishButton.click();
  await expect(dialog).toContainText('Your score becomes final, and the round cannot be resumed.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('timer')).toBeVisible();

  const finished = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/game/v1/rounds/${round.roundId}/finish`) &&
      response.request().method() === 'POST',
  );
  await finishButton.click();
  await dialog.getByRole('button', { name: 'Finish round' }).click();
  const answer = await finished;
  expect(answer.status()).toBe(200);
  const ended = (await answer.json()) as { endsAt: string; over: boolean; score: number };
  expect(ended).toMatchObject({ over: true, score: 10 });

  const report = page.getByRole('region', { name: 'Round over' });
  await expect(report.getByRole('heading', { name: 'Round over' })).toBeFocused();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(report.locator('dl')).toContainText('Your score10');
  await expect(report.getByText(`Test case: ${cases[0]!.text.en}`)).toBeVisible();
  // What the first challenge missed, counted by technique ("technique: finding" names each item's technique).
  const missed = new Map<string, { cases: number; bugs: number }>();
  for (const [kind, items] of [
    ['cases', cases.slice(1)],
    ['bugs', bugs],
  ] as const) {
    for (const item of items) {
      const technique = item.text.en!.slice(0, -(item.finding.en!.length + 2));
      const count = missed.get(technique) ?? { cases: 0, bugs: 0 };
      count[kind] += 1;
      missed.set(technique, count);
    }
  }
  for (const [technique, count] of missed) {
    const line = [
      ...(count.cases > 0 ? [`test cases ${count.cases}`] : []),
      ...(count.bugs > 0 ? [`bugs ${count.bugs}`] : []),
    ].join(', ');
    await expect(report.getByText(`${technique}: ${line}`, { exact: true }).first()).toBeVisible();
  }

  // Over for good: a later submission is refused, and finishing again answers the same end.
  const roundUrl = `http://localhost:8080/api/game/v1/rounds/${round.roundId}`;
  const late = await request.post(`${roundUrl}/submissions`, {
    data: { storeName: first!.storeName, payload: cases[1]!.example },
  });
  expect(late.status()).toBe(409);
  const again = await request.post(`${roundUrl}/finish`);
  expect(again.status()).toBe(200);
  expect(((await again.json()) as { endsAt: string }).endsAt).toBe(ended.endsAt);
});
