import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, PHONE } from './support/browser';
import { ApiSession } from './support/api-session';
import { signUpListener } from './support/listener';
import { adminPage } from './support/admin-page';

// Issue 15 in Chromium: moderation reaches listeners (a hidden comment leaves
// the track page, a restored one comes back), and the lyrics editor's preview
// follows the track as it plays, at 375 px.

let browser: Browser;
let admin: ApiSession;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await ApiSession.admin();
});

afterAll(async () => {
  await browser?.close();
});

type Page<T> = { pagination: { data: T[] } };

describe('/admin/comments', () => {
  it('hides a listener’s comment from the track page, and restores it', async () => {
    const { pagination } = await admin.request<Page<{ id: number }>>('GET', '/api/v1/search/tracks?query=velvet');
    const trackId = pagination.data[0].id;
    const listener = await openPage(browser);
    await signUpListener(listener.context);
    const words = `Moderate me ${Date.now()}`;
    await listener.page.goto(`/track/${trackId}/x`);
    await listener.page.getByRole('textbox', { name: 'Write a comment' }).fill(words);
    await listener.page.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect.poll(() => listener.page.getByText(words).isVisible()).toBe(true);

    const [comment] = (await admin.request<Page<{ id: number; content: string }>>('GET', `/api/v1/admin/comments?track=${trackId}`)).pagination.data.filter((c) => c.content === words);
    const { page, errors } = await adminPage(browser);
    await page.goto(`/admin/comments?track=${trackId}`);
    const row = page.getByRole('row').filter({ hasText: words });
    await row.getByRole('checkbox', { name: `Select row ${comment.id}` }).check();
    await page.getByRole('button', { name: 'Hide' }).click();
    await expect.poll(() => row.getByText('Hidden').isVisible()).toBe(true);

    await listener.page.reload();
    await expect.poll(() => listener.page.getByRole('textbox', { name: 'Write a comment' }).isVisible()).toBe(true);
    expect(await listener.page.getByText(words).count()).toBe(0);

    await row.getByRole('checkbox', { name: `Select row ${comment.id}` }).check();
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect.poll(() => row.getByText('Visible').isVisible()).toBe(true);
    await listener.page.reload();
    await expect.poll(() => listener.page.getByText(words).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await listener.context.close();
  });
});

describe('/admin/lyrics at 375 px', () => {
  it('plays the track in the LRC preview and highlights the line being sung', async () => {
    const { page, errors } = await adminPage(browser, PHONE);
    await page.goto('/admin/lyrics?synced=true');
    await page.getByRole('button', { name: /^Edit / }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Edit lyrics' });
    const preview = dialog.getByRole('list', { name: 'Synced lyrics preview' });
    await expect.poll(() => preview.isVisible()).toBe(true);
    // The click on Edit was the page's user activation, so the audio may play.
    await dialog.locator('audio').evaluate((audio: HTMLAudioElement) => audio.play());
    await expect.poll(() => preview.locator('[aria-current="true"]').count(), { timeout: 15_000 }).toBe(1);
    expect(await dialog.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThan(0);
    // The editor fits a phone's width.
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
  });
});
