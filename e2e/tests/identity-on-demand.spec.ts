import type { Page } from '@playwright/test';
import { createAccount, TEST_PASSWORD, uniqueEmail } from '../support/identity';
import { logIn, logOut } from '../support/session';
import { expect, idleTimeCodeLoaded, test } from '../support/test';

/**
 * Decision 0073: a page loads the identity client (Firebase) only where a session was started in this browser, or
 * when something asks for it (the account screens, a sign-in).
 */

const CHALLENGE = '/app/challenge/scripted/currencyConverter';
/** Firebase's auth client names its service's host; no code of ours does. */
const FIREBASE_AUTH = 'identitytoolkit.googleapis.com';
const IDENTITY_EMULATOR_PORT = '9099';

/** What a page did towards the identity client: the scripts that brought Firebase's, and calls to the emulator. */
const watchIdentity = async (page: Page) => {
  const firebaseScripts: Array<Promise<string | null>> = [];
  const emulatorCalls: string[] = [];
  // With routing on, the browser's cache is off: a client loaded before is fetched again, so its loading shows.
  await page.route('**/*.js', (route) => route.continue());
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    firebaseScripts.push(
      response.text().then(
        (body) => (body.includes(FIREBASE_AUTH) ? response.url() : null),
        () => null,
      ),
    );
  });
  page.on('request', (request) => {
    if (new URL(request.url()).port === IDENTITY_EMULATOR_PORT) emulatorCalls.push(request.url());
  });
  return {
    firebase: async () => (await Promise.all(firebaseScripts)).filter((url) => url !== null),
    emulatorCalls,
    forget: () => {
      firebaseScripts.length = 0;
      emulatorCalls.length = 0;
    },
  };
};

const openAccountMenu = async (page: Page) => {
  await page.getByRole('button', { name: 'Account' }).click();
  return {
    login: page.getByRole('menuitem', { name: 'Login' }).or(page.getByRole('link', { name: 'Login' })),
    register: page
      .getByRole('menuitem', { name: 'Register' })
      .or(page.getByRole('link', { name: 'Register' })),
    logout: page.getByRole('menuitem', { name: 'Logout' }).or(page.getByRole('button', { name: 'Logout' })),
  };
};

test('a signed-out visitor’s challenge page never loads the identity client, idle time included', async ({
  page,
}) => {
  const identity = await watchIdentity(page);
  await page.goto(CHALLENGE);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await idleTimeCodeLoaded(page);

  expect(await identity.firebase()).toEqual([]);
  expect(identity.emulatorCalls).toEqual([]);
  const menu = await openAccountMenu(page);
  await expect(menu.login).toBeVisible();
  await expect(menu.register).toBeVisible();
});

test('a page that waits to know who is signed in shows its signed-out version at once, idle time withheld', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto('/app/assessment');
  await expect(page.getByRole('link', { name: 'log in', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'register', exact: true })).toBeVisible();
});

test('a sign-in makes the next page load the client and stay signed in; a sign-out makes it stop again', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('on-demand');
  await createAccount(request, email, TEST_PASSWORD);
  const identity = await watchIdentity(page);

  // The login screen asks for the client itself.
  await logIn(page, email, TEST_PASSWORD);
  expect(await identity.firebase()).not.toEqual([]);

  identity.forget();
  await page.goto(CHALLENGE);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await idleTimeCodeLoaded(page);
  expect(await identity.firebase()).not.toEqual([]);
  await expect((await openAccountMenu(page)).logout).toBeVisible();
  await page.keyboard.press('Escape');

  await logOut(page);
  identity.forget();
  await page.goto(CHALLENGE);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await idleTimeCodeLoaded(page);
  expect(await identity.firebase()).toEqual([]);
  expect(identity.emulatorCalls).toEqual([]);
  await expect((await openAccountMenu(page)).login).toBeVisible();
});

test('a sign-in kept from before the marker existed is found in Firebase’s own store: the page loads the client and stays signed in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('kept-session');
  await createAccount(request, email, TEST_PASSWORD);
  await logIn(page, email, TEST_PASSWORD);
  // A browser signed in by an older version of the page has no marker.
  await page.evaluate(() => localStorage.removeItem('identitySession'));
  const identity = await watchIdentity(page);
  await page.goto(CHALLENGE);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await idleTimeCodeLoaded(page);
  await expect.poll(() => identity.firebase()).not.toEqual([]);
  await expect((await openAccountMenu(page)).logout).toBeVisible();
  // Firebase's report puts the marker back: the next page starts the client as before.
  expect(await page.evaluate(() => localStorage.getItem('identitySession'))).not.toBeNull();
});
