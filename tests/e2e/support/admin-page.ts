import type { Browser, Page } from 'playwright-core';
import { openPage, type Viewport } from './browser';

/** An administrator's tab, signed in through the login form (which sends admins to /admin). */
export async function adminPage(browser: Browser, viewport?: Viewport): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openPage(browser, viewport);
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill('admin12345');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/admin');
  return { page, errors };
}
