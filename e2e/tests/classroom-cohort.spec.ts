/**
 * A trainer with a real cohort, on a 1366 x 900 laptop: twenty learners seeded through the API (accounts in the
 * identity emulator, joins, progress, one finished interview of the class's assignment), then the trainer chooses
 * twelve challenges for the grid, reads the whole grid without sideways scrolling, sorts it, opens a learner's
 * detail and an interview's scorecard from it, and exports the files a gradebook imports.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import Papa from 'papaparse';
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
          { epoch: 0, answers, submissions: { 'laptop-01': cases.length + bugs.length }, inputClasses: [] },
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
    expect(stored.ok(), await stored.text()).toBe(true);
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
  const { sessionId } = (await session.json()) as { sessionId: string };
  const finished = await request.post(`${API}/api/interview/v1/sessions/${sessionId}/finish`, {
    headers: bearer(first!),
  });
  expect(finished.ok(), await finished.text()).toBe(true);

  await logIn(trainer, trainerEmail, TEST_PASSWORD);
  await trainer.goto(`/app/classroom/${classId}`);
  await expect(trainer.getByRole('heading', { level: 1, name: 'Autumn QA cohort' })).toBeVisible();

  // The trainer chooses the grid's twelve challenges: whole groups off, one learn step back on.
  await trainer.getByText(/^Challenges in the grid: \d+ of \d+$/).click();
  for (const group of ['Learn', 'Generator', 'Gherkin', 'Functional', 'API Testing'])
    await trainer.getByRole('checkbox', { name: `${group}: the whole group` }).uncheck();
  await trainer.getByRole('checkbox', { name: 'Addition', exact: true }).check();
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
  const figures = await grid
    .getByRole('row')
    .filter({ has: trainer.getByRole('rowheader', { name: /^Learner \d\d / }) })
    .evaluateAll(
      (rows, column) => rows.map((row) => row.children[column]?.textContent ?? ''),
      4 + 1 + CHOSEN.length - 1,
    );
  const found = figures.map((text) => Number(/^(\d+)\//.exec(text)?.[1]));
  expect(found).toEqual([...found].sort((a, b) => b - a));

  // A learner's name opens their detail; Back returns to the grid.
  await grid.getByRole('link', { name: 'Learner 02 Kowalczyk-Shevchenko' }).click();
  await expect(trainer).toHaveURL(/\/app\/classroom\/[\da-f-]+\/learners\/[\da-f-]+$/);
  await expect(
    trainer.getByRole('heading', { level: 1, name: 'Learner 02 Kowalczyk-Shevchenko' }),
  ).toBeVisible();
  await expect(trainer.getByText(/^In Autumn QA cohort since /)).toBeVisible();
  await trainer.screenshot({ path: test.info().outputPath('cohort-learner-1366.png'), fullPage: true });
  await trainer.goBack();

  // The interview's cell opens the best session's scorecard, which names the learner as the class knows them.
  await grid.getByRole('link', { name: /^Best interview score: \d+ of 100/ }).click();
  await expect(
    trainer.getByRole('heading', { level: 1, name: 'Interview scorecard: Learner 01 Kowalczyk-Shevchenko' }),
  ).toBeVisible();
  await trainer.screenshot({ path: test.info().outputPath('cohort-scorecard-1366.png'), fullPage: true });
  await trainer.goBack();

  // The gradebook files, read as Moodle's and Canvas's importers read them.
  const gradebook = async (format: 'Moodle' | 'Canvas') => {
    await trainer.getByRole('button', { name: 'Export for a gradebook…' }).first().click();
    await trainer.getByRole('radio', { name: format }).check();
    await trainer
      .getByRole('combobox', { name: 'Score for each learner' })
      .selectOption({ label: 'Test cases and bugs found in the challenges shown, %' });
    const downloading = trainer.waitForEvent('download');
    await trainer.getByRole('button', { name: 'Download' }).click();
    const text = await readFile(await (await downloading).path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    return Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
  };
  const column = 'QA Practice: Test cases and bugs found in the challenges shown, %';
  const moodle = await gradebook('Moodle');
  expect(moodle[0]).toEqual(['First name', 'Last name', 'ID number', 'Email address', column]);
  expect(moodle).toHaveLength(1 + LEARNERS);
  for (const [, , id, , score] of moodle.slice(1)) {
    expect(id).toMatch(/^L-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(Number(score)).toBeGreaterThanOrEqual(0);
    expect(Number(score)).toBeLessThanOrEqual(100);
  }
  expect(new Set(moodle.slice(1).map((row) => row[2])).size).toBe(LEARNERS);
  const canvas = await gradebook('Canvas');
  expect(canvas[0]).toEqual(['Student', 'ID', 'SIS User ID', 'SIS Login ID', 'Section', column]);
  expect(canvas[1]).toEqual(['Points Possible', '', '', '', '', '100']);
  expect(
    canvas
      .slice(2)
      .map((row) => row[0])
      .sort(),
  ).toEqual(
    Array.from(
      { length: LEARNERS },
      (_, index) => `Learner ${String(index + 1).padStart(2, '0')} Kowalczyk-Shevchenko`,
    ),
  );
  // The same learner has the same id in both files, and the same score.
  const moodleById = new Map(moodle.slice(1).map((row) => [row[2], row[4]]));
  for (const row of canvas.slice(2)) expect(moodleById.get(row[2])).toBe(row[5]);
});
