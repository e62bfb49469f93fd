import { expect, test } from '../support/test';
import { createAccount, oobCodes, uniqueEmail, verifyEmail } from '../support/identity';
import { logOut } from '../support/session';

const PASSWORD = 'Secret123!';

test('register, verify through the emulator link, log in, see the verified dashboard and the answers, log out', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('register');
  await page.goto('/app/account/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat password').fill(PASSWORD);
  const submit = page.getByRole('button', { name: 'Register' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox').check();
  await submit.click();

  const notice = page.getByRole('dialog', { name: 'Email Verification Sent!' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/app\/account\/dashboard$/);
  await expect(page.getByText('Please confirm your email address')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('numberOfConfirmationsSent'))).toBe('1');

  await verifyEmail(request, email);
  // Firebase reports the confirmed address after a new sign-in: the dashboard's link signs out and opens login.
  await page.getByRole('link', { name: 'Log in again' }).click();
  await expect(page).toHaveURL(/\/app\/account\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/app\/account\/dashboard$/);
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();

  await page.getByRole('link', { name: 'See the answers to the challenges' }).click();
  await expect(page).toHaveURL(/\/app\/about\/answers$/);
  await page.getByRole('button', { name: 'Addition' }).first().click();
  const answers = page.getByRole('dialog', { name: /Answers/ });
  await expect(answers.getByRole('listitem')).toHaveCount(7);
  await answers.getByRole('button', { name: 'OK' }).click();
  await expect(answers).toBeHidden();

  await logOut(page);
  await page.goto('/app/about/answers');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

/**
 * The identity provider answers a refused sign-in or sign-up 400, and the browser logs that request of the
 * provider's SDK as it logs any: a learner who mistypes a password sees it, as on any site with this provider.
 */
const PROVIDER_REFUSAL =
  /^error: .*status of 400 .*identitytoolkit\.googleapis\.com\/v1\/accounts:(signInWithPassword|signUp)/;

test('wrong credentials show the provider error mapped to its text', async ({
  page,
  request,
  tolerateConsole,
}) => {
  tolerateConsole(PROVIDER_REFUSAL);
  const email = uniqueEmail('wrong');
  await createAccount(request, email, PASSWORD);
  await page.goto('/app/account/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Email or password is incorrect.' })).toBeVisible();
});

test('restore sends the password reset email', async ({ page, request }) => {
  const email = uniqueEmail('restore');
  await createAccount(request, email, PASSWORD);
  await page.goto('/app/account/restore');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByRole('dialog', { name: 'Password Reset Email Sent!' })).toBeVisible();
  await expect
    .poll(async () => (await oobCodes(request, email)).map((code) => code.requestType))
    .toContain('PASSWORD_RESET');
});

// SPEC §8's mapping, against the codes the identity emulator really answers (with email enumeration protection on).
test.describe('provider errors as the emulator words them', () => {
  test('registering an address that is taken says so', async ({ page, request, tolerateConsole }) => {
    tolerateConsole(PROVIDER_REFUSAL);
    const email = uniqueEmail('taken');
    await createAccount(request, email, PASSWORD);
    await page.goto('/app/account/register');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Repeat password').fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(
      page.getByRole('dialog', { name: 'An account with this email already exists.' }),
    ).toBeVisible();
  });

  test('logging in with an address nobody registered is the same as a wrong password', async ({
    page,
    tolerateConsole,
  }) => {
    tolerateConsole(PROVIDER_REFUSAL);
    await page.goto('/app/account/login');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Email or password is incorrect.' })).toBeVisible();
  });

  test('an address that is not one is named at its field, and nothing is sent', async ({ page }) => {
    await page.goto('/app/account/register');
    const email = page.getByLabel('Email');
    await email.fill('not-an-address');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Repeat password').fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(email).toHaveAccessibleDescription(
      'Please enter an email address such as name@example.com.',
    );
    await expect(email).toBeFocused();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('a passphrase of 100 characters registers whole and logs in with it', async ({ page }) => {
    const email = uniqueEmail('passphrase');
    const passphrase = 'correct horse battery staple, '.repeat(4).slice(0, 100);
    await page.goto('/app/account/register');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(passphrase);
    await page.getByLabel('Repeat password').fill(passphrase);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(passphrase);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Register' }).click();
    const notice = page.getByRole('dialog', { name: 'Email Verification Sent!' });
    await notice.getByRole('button', { name: 'OK' }).click();
    await logOut(page);

    await page.goto('/app/account/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(passphrase);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/app\/account\/dashboard$/);
  });

  test('restoring an address nobody registered tells nothing away', async ({ page, request }) => {
    const email = uniqueEmail('unknown');
    await page.goto('/app/account/restore');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect(page.getByRole('dialog', { name: 'Password Reset Email Sent!' })).toBeVisible();
    expect(await oobCodes(request, email)).toEqual([]);
  });
});
