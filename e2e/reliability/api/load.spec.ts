/**
 * Reliability: 60 s at 100 connections on a challenge's check call and on the User API, each against an
 * API process of its own: no connection error or timeout, no 5xx, and every answer a success, so the run measures
 * the API doing its work (not refusing it).
 */
import { expect, test } from '@playwright/test';
import { startApi, UNLIMITED, type ApiProcess } from '../../support/api-process';
import { triangleLoad } from '../support/load-challenge';
import { DURATION_S, runLoad, type LoadRun } from '../support/load-run';
import { userApiLoad } from '../support/load-users';

let api: ApiProcess;

test.beforeEach(async () => {
  // The rate limiter is raised: 100 connections send far more than a minute's budget of one address or one
  // tester key, and the run is to measure the API, not its limiter (which has tests of its own).
  api = await startApi({ env: UNLIMITED });
});

test.afterEach(async () => {
  await api.stop();
});

const report = (name: string, run: LoadRun) => {
  console.log(run.summary);
  test.info().annotations.push({ type: `load: ${name}`, description: run.summary });
};

const expectHealthy = ({ result, statuses }: LoadRun) => {
  expect(result.errors, 'connection errors').toBe(0);
  expect(result.timeouts, 'timeouts').toBe(0);
  const serverErrors = Object.entries(statuses).filter(([status]) => Number(status) >= 500);
  expect(serverErrors, '5xx answers').toEqual([]);
  expect(result['5xx']).toBe(0);
  // Every request of both mixes is valid and a tester's session touches only its own user, so every answer is a
  // success: the run measured the API's work, not its refusals.
  expect(result['2xx']).toBeGreaterThan(0);
  expect(result.non2xx, 'answers that are not a 2xx').toBe(0);
};

test.describe('60 s at 100 connections', () => {
  // Each run takes its full 60 s, plus starting a process and one probe request.
  test.describe.configure({ timeout: (DURATION_S + 60) * 1000 });

  test('a challenge check call (POST /api/exploratory/v1/triangle): no errors, no 5xx', async () => {
    const run = await runLoad(api, 'POST /api/exploratory/v1/triangle', triangleLoad());
    report('challenge', run);
    expectHealthy(run);
  });

  test('the User API, testers in their sandboxes (list, create, read, replace, change, delete): no errors, no 5xx', async () => {
    const run = await runLoad(api, 'User API', userApiLoad());
    report('User API', run);
    expectHealthy(run);
    // The mix reached every step: created users were read, changed and deleted again.
    expect(run.statuses['201'] ?? 0).toBeGreaterThan(0);
    expect(run.statuses['204'] ?? 0).toBeGreaterThan(0);
  });
});
