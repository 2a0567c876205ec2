import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium (.ci/run installs it); flags keep it off the closed network. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const baseUrl = () => inject('baseUrl');

export type Viewport = { width: number; height: number };
export const DESKTOP: Viewport = { width: 1440, height: 900 };
export const PHONE: Viewport = { width: 375, height: 740 };

/** A fresh browser context (own cookies) with a page; console errors are collected. */
export async function openPage(browser: Browser, viewport: Viewport = DESKTOP, colorScheme: 'dark' | 'light' = 'dark') {
  const context = await browser.newContext({ viewport, colorScheme, baseURL: baseUrl() });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, errors };
}

export async function screenshot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `tests/e2e/.artifacts/${name}.png`, fullPage: false });
}
