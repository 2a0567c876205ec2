import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot, DESKTOP, PHONE } from './support/browser';
import { axeViolations } from './support/axe';
import { DEMO, signIn } from './support/sign-in';

// Issue 27 part 2: the app inside the appearance editor's frame, driven over
// postMessage by its parent window as the editor drives it (docs/api/appearance.md).

const SOURCE = 'be-appearance-editor';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Frames `path` in preview mode inside the app's own page, as the editor does; resolves once the app says it is loaded. */
async function framePreview(page: Page, path: string): Promise<{ frame: Frame; loadedFrom: string }> {
  await page.goto('/contact');
  const loadedFrom = await page.evaluate(
    ([src, source]) =>
      new Promise<string>((resolve) => {
        window.addEventListener('message', (event) => {
          if (event.data?.source === source && event.data.type === 'appLoaded') resolve(event.origin);
        });
        const frame = document.createElement('iframe');
        frame.src = src;
        frame.title = 'Preview';
        frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0;background:white;z-index:100';
        document.body.append(frame);
      }),
    [`${path}?appearanceEditor=true`, SOURCE] as const,
  );
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame())!;
  return { frame, loadedFrom };
}

/** Posts to the frame from the parent, as the editor does. */
const post = (page: Page, message: Record<string, unknown>) =>
  page.evaluate((data) => document.querySelector('iframe')!.contentWindow!.postMessage(data, window.location.origin), message);

describe('the preview protocol in the editor frame', () => {
  it('announces itself, takes marked messages and ignores the rest', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP, 'light');
    const { frame, loadedFrom } = await framePreview(page, '/landing');
    expect(loadedFrom).toBe(new URL(page.url()).origin);

    const heading = frame.getByRole('heading', { level: 1 });
    await post(page, { source: SOURCE, type: 'setValues', values: { settings: { landing: { headline: 'Typed in the editor' } } } });
    await frame.waitForFunction(() => document.querySelector('h1')?.textContent === 'Typed in the editor');

    // Unmarked first, then a marked one: once the second is seen, the first was handled (and ignored).
    await post(page, { type: 'setValues', values: { settings: { landing: { headline: 'Not from the editor' } } } });
    await post(page, { source: 'someone-else', type: 'setCustomCode', mode: 'css', value: 'h1 { color: red }' });
    await post(page, { source: SOURCE, type: 'setThemeValue', name: '--e2e-mark', value: 'seen' });
    await frame.waitForFunction(() => document.documentElement.style.getPropertyValue('--e2e-mark') === 'seen');
    expect(await heading.textContent()).toBe('Typed in the editor');
    expect(await frame.locator('#be-custom-code').count()).toBe(0);

    await post(page, { source: SOURCE, type: 'setCustomCode', mode: 'css', value: 'h1 { letter-spacing: 7px }' });
    await frame.waitForFunction(() => getComputedStyle(document.querySelector('h1')!).letterSpacing === '7px');
    await post(page, { source: SOURCE, type: 'setThemeValue', name: '--be-primary', value: '200 30 30' });
    await frame.waitForFunction(() => document.documentElement.style.getPropertyValue('--be-primary') === '200 30 30');
    const primaryButton = frame.getByRole('link', { name: 'Get started' });
    // The button eases between colours (transition-colors): its colour settles on the new primary.
    await expect.poll(() => primaryButton.evaluate((link) => getComputedStyle(link).backgroundColor), { timeout: 5_000 }).toBe('rgb(200, 30, 30)');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses to log out after navigating inside the frame', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(context, DEMO.listener);
    const { frame } = await framePreview(page, '/library');
    await frame.getByRole('link', { name: 'Songs', exact: true }).first().click();
    await frame.waitForURL((url) => url.pathname === '/library/songs' && !url.search.includes('appearanceEditor'));

    await frame.getByRole('button', { name: 'Demo Listener' }).click();
    await frame.getByRole('menuitem', { name: 'Log out' }).click();
    await frame.getByText("Can't logout while in appearance editor.").waitFor();
    expect((await context.request.get('/api/v1/bootstrap-data').then((r) => r.json())).bootstrapData.user?.email).toBe(DEMO.listener.email);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the landing page as seeded', () => {
  it.each([
    ['desktop', 'light', DESKTOP],
    ['desktop', 'dark', DESKTOP],
    ['phone', 'light', PHONE],
    ['phone', 'dark', PHONE],
  ] as const)('fits the %s width in the %s theme, features and all, and passes WCAG 2.1 AA', async (name, scheme, viewport) => {
    const { page, context, errors } = await openPage(browser, viewport, scheme);
    await page.goto('/landing');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByTestId('media-card').first().waitFor();
    // The player layout scrolls its own box (client/layout/player-layout.tsx): nothing sticks out sideways.
    const overflow = await page.locator('#player-scroll').evaluate((box) => box.scrollWidth - box.clientWidth);
    expect(overflow).toBe(0);
    await expect.poll(() => page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `landing-${name}-${scheme}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
