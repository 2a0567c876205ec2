import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser, screenshot } from './support/browser';
import { signUpListener } from './support/listener';
import { openListenerPage } from './support/player';

// Issue 30 part 3, as a listener does it in Chromium against the demo
// catalog: a smart playlist built in the rule editor, its matching tracks,
// its .nsp exported and imported back.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('smart playlists', () => {
  it('builds a smart playlist in the editor, sees its tracks, exports its .nsp and imports it back', async () => {
    const { page, context, errors } = await openListenerPage(browser);
    await signUpListener(context);
    await page.goto('/library/playlists');
    await page.getByRole('button', { name: 'New smart playlist' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New smart playlist' });
    await dialog.getByLabel('Name').fill('Neon nights');
    await dialog.getByLabel('Field of rule 1').selectOption('title');
    await dialog.getByLabel('Operator of rule 1').selectOption('contains');
    await dialog.getByLabel('Value of rule 1').fill('neon');
    // A nested group: any of two durations, one of them surely true.
    await dialog.getByRole('button', { name: 'Add group' }).click();
    const group = dialog.getByRole('group', { name: 'Group 2' });
    await group.getByLabel('Field of rule 1').selectOption('duration');
    await group.getByLabel('Operator of rule 1').selectOption('gt');
    await group.getByLabel('Value of rule 1').fill('0');
    await dialog.getByLabel('Sort by').selectOption('plays');
    await dialog.getByLabel('Order').selectOption('desc');
    await dialog.getByTestId('smart-match-count').filter({ hasText: /match/ }).waitFor();
    await screenshot(page, 'smart-playlist-editor');
    await dialog.getByRole('button', { name: 'Create' }).click();

    await page.getByRole('heading', { name: 'Neon nights', level: 1 }).waitFor();
    await page.getByTestId('smart-playlist-note').waitFor();
    await page.getByTestId('track-row').filter({ hasText: 'Neon Rain' }).first().waitFor();
    // Its tracks follow its rules: no search to add tracks by hand.
    expect(await page.getByLabel('Search for tracks').count()).toBe(0);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Playlist options' }).click();
    await page.getByRole('menuitem', { name: 'Export .nsp' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Neon nights.nsp');
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(file).toEqual({ name: 'Neon nights', all: [{ contains: { title: 'neon' } }, { any: [{ gt: { duration: 0 } }] }], sort: '-plays' });

    const folder = mkdtempSync(join(tmpdir(), 'nsp-'));
    const path = join(folder, 'imported.nsp');
    writeFileSync(path, JSON.stringify({ ...file, name: 'Imported neon' }));
    await page.goto('/library/playlists');
    await page.getByRole('button', { name: 'Import .nsp' }).first().waitFor();
    await page.getByTestId('nsp-file-input').first().setInputFiles(path);
    await page.getByRole('heading', { name: 'Imported neon', level: 1 }).waitFor();
    await page.getByTestId('track-row').filter({ hasText: 'Neon Rain' }).first().waitFor();
    await screenshot(page, 'smart-playlist');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits the rule editor on a 375 px phone in light, keyboard first', async () => {
    const { page, context, errors } = await openListenerPage(browser, { width: 375, height: 740 }, 'light');
    await signUpListener(context);
    await page.goto('/library/playlists');
    await page.getByRole('button', { name: 'New smart playlist' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New smart playlist' });
    await dialog.getByLabel('Name').waitFor();
    // From the name, the keyboard reaches the public box, then the match select, then the first rule's field.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await dialog.getByLabel('Field of rule 1').evaluate((element) => element === document.activeElement)).toBe(true);
    await dialog.getByRole('button', { name: 'Add group' }).click();
    await dialog.getByRole('group', { name: 'Group 2' }).getByLabel('Field of rule 1').selectOption('dateAdded');
    await dialog.getByRole('group', { name: 'Group 2' }).getByLabel('Operator of rule 1').selectOption('inTheRange');
    await screenshot(page, 'smart-playlist-editor-phone');
    const overflow = await dialog.evaluate((box) => box.scrollWidth - box.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
