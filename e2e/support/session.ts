/** Signing in and out through the product's own screens, for tests that are about what a session does. */
import { expect, type Page } from '@playwright/test';

/** Logs in on the login screen and waits for the dashboard it leads to. */
export const logIn = async (page: Page, email: string, password: string) => {
  await page.goto('/app/account/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/app\/account\/dashboard$/);
};

/** Logs out from the top bar's account menu (a menu item on desktop, a button in the mobile drawer). */
export const logOut = async (page: Page) => {
  await page.getByRole('button', { name: 'Account' }).click();
  await page
    .getByRole('menuitem', { name: 'Logout' })
    .or(page.getByRole('button', { name: 'Logout' }))
    .click();
  await expect(page).toHaveURL(/\/app\/account\/login$/);
};
