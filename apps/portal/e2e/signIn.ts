import { expect, type Page } from '@playwright/test';
import { E2E_USER } from './e2eUser';

/** Signs in through the login form (as the test account unless told otherwise) and waits for the dashboard. */
export async function signIn(
  page: Page,
  account: { email: string; password: string } = E2E_USER,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
}
