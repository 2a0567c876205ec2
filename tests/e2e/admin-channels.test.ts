import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage } from './support/browser';
import { ApiSession } from './support/api-session';
import { adminPage } from './support/admin-page';

// Issue 15 in Chromium: an admin makes a channel of manual tracks, orders them
// by drag, sets it as the home page, and a guest's home page shows them in
// that order. The e2e server is shared: the demo home channel comes back after.

let browser: Browser;
let admin: ApiSession;
let originalHomeId: number;
let createdId: number | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await ApiSession.admin();
  originalHomeId = (await admin.request<{ channel: { id: number } }>('GET', '/api/v1/channels/home')).channel.id;
});

afterAll(async () => {
  await admin.request('POST', `/api/v1/admin/channels/${originalHomeId}/home`);
  if (createdId) await admin.request('DELETE', `/api/v1/channels/${createdId}`);
  await browser?.close();
});

const NAMES = ['Harbor Lights', 'Neon Rain', 'Golden Hour'];

/** The names, as they come in the text of `page`'s locator, in that order. */
async function orderIn(page: Page, selector: string): Promise<string[]> {
  const text = await page.locator(selector).first().innerText();
  return NAMES.filter((name) => text.includes(name)).sort((a, b) => text.indexOf(a) - text.indexOf(b));
}

describe('the channels editor', () => {
  it('creates a channel of manual tracks ordered by drag, sets it as the home page, and a guest sees them in that order', async () => {
    const { page, errors } = await adminPage(browser);
    await page.context().addCookies([{ name: 'cookie_notice', value: 'true', url: baseUrl() }]);
    await page.goto('/admin/channels/new');
    await page.getByRole('heading', { name: 'New channel', level: 1 }).waitFor();
    const name = `Harbor picks ${Date.now().toString(36)}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Layout').selectOption('list');

    const search = page.getByLabel('Add tracks');
    for (const [query, track] of [
      ['harb', 'Harbor Lights'],
      ['neon', 'Neon Rain'],
      ['golden ho', 'Golden Hour'],
    ]) {
      await search.fill(query);
      await page.getByRole('button', { name: `Add ${track}`, exact: true }).click();
      await page.getByTestId('channel-items').getByText(track).waitFor();
    }
    await expect.poll(() => orderIn(page, '[data-testid="channel-items"]')).toEqual(['Harbor Lights', 'Neon Rain', 'Golden Hour']);

    // Drag the Golden Hour row onto the top edge of Harbor Lights: it goes first.
    const rows = page.getByTestId('channel-items').getByRole('row');
    const box = (await rows.filter({ hasText: 'Harbor Lights' }).boundingBox())!;
    await rows.filter({ hasText: 'Golden Hour' }).hover({ position: { x: 12, y: 12 } });
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + 4, { steps: 12 });
    await page.mouse.move(box.x + box.width / 2, box.y + 2, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => orderIn(page, '[data-testid="channel-items"]')).toEqual(['Golden Hour', 'Harbor Lights', 'Neon Rain']);
    // The live preview renders the unsaved order as the home page would.
    await expect.poll(() => orderIn(page, '[data-testid="channel-preview"]'), { timeout: 10_000 }).toEqual(['Golden Hour', 'Harbor Lights', 'Neon Rain']);

    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/admin\/channels\/\d+\/edit$/);
    createdId = Number(/\/admin\/channels\/(\d+)\/edit/.exec(page.url())![1]);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Set as home page' }).click();
    await page.getByText('This channel is now the home page.').waitFor();
    expect(errors).toEqual([]);

    const guest = await openPage(browser);
    await guest.page.goto('/');
    await guest.page.getByRole('heading', { name, level: 1 }).waitFor();
    expect(await orderIn(guest.page, 'main')).toEqual(['Golden Hour', 'Harbor Lights', 'Neon Rain']);
    expect(guest.errors).toEqual([]);
    await guest.context.close();
  });
});
