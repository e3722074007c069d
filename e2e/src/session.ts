import type { Page } from 'playwright-core';

/** Signs in through the login form, as a user would. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}
