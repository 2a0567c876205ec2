import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, PHONE } from './support/browser';
import { ApiSession } from './support/api-session';
import { signUpListener } from './support/listener';

// SPEC section 2's ad slots in a real browser: an admin's ad code runs (ad
// networks need script), but in a sandboxed frame of its own origin that
// cannot reach the app.

let browser: Browser;
let admin: ApiSession;
let restore: () => Promise<void>;

const AD =
  '<p id="static">Static ad text</p>' +
  "<script>document.body.insertAdjacentHTML('beforeend','<p id=\"ran\">script ran</p>');" +
  "try{parent.document.title;document.body.insertAdjacentHTML('beforeend','<p id=\"leak\">parent reachable</p>')}" +
  "catch(e){document.body.insertAdjacentHTML('beforeend','<p id=\"isolated\">parent unreachable</p>')}" +
  "try{document.cookie;localStorage.length;document.body.insertAdjacentHTML('beforeend','<p id=\"storage\">storage</p>')}catch(e){}</script>";

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await ApiSession.admin();
  restore = await admin.changeSettings({ 'ads.enable': true, 'ads.general_top': AD });
});

afterAll(async () => {
  await restore?.();
  await browser?.close();
});

describe('an ad slot', () => {
  it("runs the admin's script in a sandboxed frame that cannot reach the page, its cookies or its storage", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await signUpListener(context);
    await page.goto('/');
    const frame = page.frameLocator('iframe[title="Advertisement"]').first();
    await expect.poll(() => frame.locator('#static').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => frame.locator('#ran').count()).toBe(1);
    await expect.poll(() => frame.locator('#isolated').count()).toBe(1);
    expect(await frame.locator('#leak').count()).toBe(0);
    expect(await frame.locator('#storage').count()).toBe(0);
    // The ad's markup never enters the app's own document.
    expect(await page.locator('#static').count()).toBe(0);
    const box = await page.locator('iframe[title="Advertisement"]').first().boundingBox();
    expect(box!.width).toBeGreaterThan(0);
    expect(box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
  });
});
