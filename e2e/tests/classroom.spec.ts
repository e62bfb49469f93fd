/**
 * The classroom end to end, with two browsers: a trainer creates a class, a learner joins it from their dashboard
 * and finds a case, the trainer sees it in the grid and as CSV, starts the class afresh (the term archived),
 * renames the class, removes the learner (who joins again, counted afresh) and, once the learner has left,
 * deletes the class. Another trainer cannot read the class.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { asReturningVisitor, expect, test } from '../support/test';
import { expectFound, submitExample } from '../support/challengeForm';
import { definitionOf } from '../support/definitions';
import { createAccount, TEST_PASSWORD, uniqueEmail } from '../support/identity';
import { logIn } from '../support/session';

test.use({ viewport: { width: 1366, height: 900 } });
const API = 'http://localhost:8080';
const triangle = definitionOf('api/exploratory/v1/triangle');
const TOTAL = triangle.cases.length + triangle.bugs.length;

/** A challenge cell's figures: "n/total" to the eye, then "n of total" to a screen reader. */
const foundOf = (found: number) => new RegExp(`^${found}/${TOTAL}${found} of ${TOTAL}`);

/** The learner's row's Triangle cell, read again until it says `found` of all (their progress reaches the account). */
const expectTriangleCell = async (page: Page, learner: string, found: number) => {
  const text = foundOf(found);
  await expect(async () => {
    await page.reload();
    const grid = page.getByRole('region', { name: 'Learners by challenge' });
    await expect(grid).toBeVisible({ timeout: 2000 });
    const index = (await grid.getByRole('columnheader').allTextContents()).indexOf('Triangle');
    expect(index).toBeGreaterThan(1);
    // The row's header cell comes first, as the header row's first column does.
    await expect(grid.getByRole('row', { name: learner }).locator('th, td').nth(index)).toHaveText(text, {
      timeout: 2000,
    });
  }).toPass({ timeout: 30_000 });
};

test('a trainer’s class: join, grid, CSV, start afresh, rename, remove, leave and delete, with two browsers', async ({
  page: trainer,
  browser,
  request,
  watchConsole,
  tolerateConsole,
}) => {
  test.setTimeout(120_000);
  const trainerEmail = uniqueEmail('trainer');
  await createAccount(request, trainerEmail, TEST_PASSWORD);
  await logIn(trainer, trainerEmail, TEST_PASSWORD);
  await trainer.goto('/app/classroom');
  await trainer.getByLabel('Class name').fill('Evening QA group');
  await trainer.getByRole('button', { name: 'Create the class' }).click();
  const created = trainer.getByText(/^Class Evening QA group created\. Its code is [A-Z2-9]{6}\.$/);
  await expect(created).toBeVisible();
  const code = /code is ([A-Z2-9]{6})/.exec((await created.textContent()) ?? '')![1]!;
  await trainer.getByRole('link', { name: 'Open Evening QA group' }).click();
  await expect(trainer.getByRole('heading', { level: 1, name: 'Evening QA group' })).toBeVisible();
  await expect(trainer.getByText('No learner has joined yet.')).toBeVisible();
  const classUrl = trainer.url();

  // The learner, in a browser of their own.
  const learnerContext = await browser.newContext();
  watchConsole(learnerContext);
  const learner = await learnerContext.newPage();
  await asReturningVisitor(learner);
  const learnerEmail = uniqueEmail('learner');
  await createAccount(request, learnerEmail, TEST_PASSWORD);
  await logIn(learner, learnerEmail, TEST_PASSWORD);
  await learner.getByLabel('Class code').fill(code.toLowerCase());
  await learner.getByLabel('Your name in the class').fill('Olena K.');
  await learner.getByRole('button', { name: 'Join' }).click();
  await expect(learner.getByText('You have joined Evening QA group.')).toBeVisible();

  await learner.goto('/app/challenge/exploratory/triangle');
  await submitExample(learner, ['Side A', 'Side B', 'Side C'], triangle.cases[0]!.example);
  await expectFound(learner, 1, triangle.cases.length);

  await trainer.goto(classUrl);
  await expectTriangleCell(trainer, 'Olena K.', 1);

  // On a 1366-px desktop the grid scrolls inside its card, not the page, and the learner's name stays in view.
  const grid = trainer.getByRole('region', { name: 'Learners by challenge' });
  expect(await grid.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await trainer.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await grid.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  const gridBox = (await grid.boundingBox())!;
  const nameBox = (await grid.getByRole('rowheader', { name: 'Olena K.' }).boundingBox())!;
  expect(nameBox.x).toBeGreaterThanOrEqual(gridBox.x - 1);
  await trainer.getByRole('combobox', { name: 'Group' }).first().selectOption({ label: 'Exploratory' });
  // Learner, the selection boxes' column, total, last active, and the group's six challenges.
  await expect(grid.getByRole('columnheader')).toHaveCount(4 + 6);

  const downloading = trainer.waitForEvent('download');
  await trainer.getByRole('button', { name: 'Export the grid (CSV)' }).click();
  const csv = await readFile(await (await downloading).path(), 'utf8');
  expect(csv).toContain(`Triangle (${TOTAL})`);
  expect(csv.split('\r\n')[1]).toMatch(/^Olena K\.,L-[0-9A-HJKMNP-TV-Z]{8},/);
  // The file holds what the grid shows: the Exploratory group alone.
  expect(csv).not.toContain('(Scripted)');

  await trainer.getByRole('button', { name: 'Start the class afresh' }).click();
  await trainer.getByRole('dialog').getByRole('button', { name: 'Start afresh' }).click();
  await expect(trainer.getByText('Term 2 has begun.')).toBeVisible();
  await expectTriangleCell(trainer, 'Olena K.', 0);
  await trainer.locator('summary', { hasText: /^Term 1: / }).click();
  await expect(
    trainer.getByRole('region', { name: /^Term 1: / }).getByRole('row', { name: 'Olena K.' }),
  ).toContainText(`1/${TOTAL}1 of ${TOTAL}`);

  // Another trainer's token cannot read it.
  const otherEmail = uniqueEmail('other-trainer');
  const { idToken } = await createAccount(request, otherEmail, TEST_PASSWORD);
  const classId = classUrl.split('/').at(-1)!;
  const foreign = await request.get(`${API}/api/classroom/v1/classes/${classId}`, {
    headers: { authorization: `Bearer ${idToken}` },
  });
  expect(foreign.status()).toBe(404);

  // The trainer renames the class: the heading, the tab's title and the learner's dashboard follow.
  const renamed = 'Evening QA group, autumn';
  await trainer.getByRole('button', { name: 'Rename the class' }).click();
  await trainer.getByRole('textbox', { name: 'Class name' }).fill(renamed);
  await trainer.getByRole('button', { name: 'Save the name' }).click();
  await expect(trainer.getByText(`The class is now called ${renamed}.`)).toBeVisible();
  await expect(trainer.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(trainer).toHaveTitle(new RegExp(`^${renamed} \\|`));
  await expect(trainer.getByRole('button', { name: 'Rename the class' })).toBeFocused();
  await learner.goto('/app/account/dashboard');
  await expect(learner.getByRole('button', { name: `Leave ${renamed}` })).toBeVisible();

  // The trainer removes the learner: gone from the grid and from the learner's classes.
  await trainer.getByRole('checkbox', { name: 'Select Olena K.' }).check();
  await trainer.getByRole('button', { name: 'Remove the selected (1)' }).click();
  const removal = trainer.getByRole('dialog', { name: 'Remove from the class: Olena K.?' });
  await expect(removal.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await removal.getByRole('button', { name: 'Remove from the class' }).click();
  await expect(trainer.getByText('Removed from the class: Olena K.')).toBeVisible();
  await expect(trainer.getByText('No learner has joined yet.')).toBeVisible();
  await expect(trainer.getByRole('heading', { level: 2, name: 'Progress in this term' })).toBeFocused();
  await learner.reload();
  await expect(learner.getByText('You are not in any class yet.')).toBeVisible();

  // They join again with the code: the grid counts from then on, not the case they had found.
  await learner.getByLabel('Class code').fill(code);
  await learner.getByLabel('Your name in the class').fill('Olena K.');
  await learner.getByRole('button', { name: 'Join' }).click();
  await expect(learner.getByText(`You have joined ${renamed}.`)).toBeVisible();
  await expectTriangleCell(trainer, 'Olena K.', 0);

  // The learner leaves; the trainer's grid no longer has them.
  await learner.goto('/app/account/dashboard');
  await learner.getByRole('button', { name: /Leave/ }).click();
  await learner.getByRole('dialog').getByRole('button', { name: /Leave/ }).click();
  await expect(learner.getByText('You are not in any class yet.')).toBeVisible();
  await trainer.reload();
  await expect(trainer.getByText('No learner has joined yet.')).toBeVisible();

  // The trainer deletes the class: back on the list, which says so, and the class is gone for good.
  await trainer.getByRole('button', { name: 'Delete the class' }).click();
  const deletion = trainer.getByRole('dialog', { name: `Delete ${renamed}?` });
  await expect(deletion.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await deletion.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(trainer).toHaveURL(/\/app\/classroom$/);
  await expect(trainer.getByText(`Class ${renamed} has been deleted.`)).toBeVisible();
  await expect(trainer.getByRole('heading', { level: 1, name: 'Classroom' })).toBeFocused();
  await expect(trainer.getByText('You have no classes yet.')).toBeVisible();
  // The server answers the deleted class's calls 404, which the browser logs.
  tolerateConsole(/^error: .*status of 404 .*\/api\/classroom\/v1\/classes\//);
  await trainer.goto(classUrl);
  await expect(trainer.getByText('This class was not found.')).toBeVisible();
  await learnerContext.close();
});
