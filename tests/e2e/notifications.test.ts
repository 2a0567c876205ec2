import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import { ApiSession } from './support/api-session';
import { baseUrl, launchBrowser, openPage, PHONE, screenshot } from './support/browser';
import { signUpListener } from './support/listener';

// Issue 12, as people do it in Chromium: a listener's bell counts what
// happens to them without a reload, in every tab; the popover, the page and
// the settings grid work against the real API and NotificationHub.

let browser: Browser;
let admin: ApiSession;
let counter = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await ApiSession.admin();
});
afterAll(async () => {
  await browser?.close();
});

/** A listener of the shared e2e state, signed in in a context of its own; the cookie notice is already accepted. */
async function openListener(viewport?: Parameters<typeof openPage>[1], colorScheme?: Parameters<typeof openPage>[2]) {
  const opened = await openPage(browser, viewport, colorScheme);
  await opened.context.addCookies([{ name: 'cookie_notice', value: 'true', url: baseUrl() }]);
  const { email } = await signUpListener(opened.context);
  const response = await opened.context.request.get('/api/v1/bootstrap-data', { headers: { Accept: 'application/json' } });
  const { bootstrapData } = (await response.json()) as { bootstrapData: { user: { id: number; name: string } } };
  return { ...opened, user: { ...bootstrapData.user, email } };
}

/** Another person, through the API only. */
async function someone(): Promise<ApiSession> {
  const session = new ApiSession();
  const email = `e2e-notif-${Date.now()}-${++counter}@example.com`;
  await session.request('POST', '/auth/register', { email, password: 'listener12345', password_confirmation: 'listener12345' });
  return session;
}

const follow = (session: ApiSession, userId: number) => session.request('PUT', `/api/v1/follows/user/${userId}`);

/** Opens `path` in a new tab of the context and waits until its socket got the hub's greeting. */
async function openTab(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  const greeted = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/api/v1/notifications/live')).then((ws) => ws.waitForEvent('framereceived'));
  await page.goto(path);
  await greeted;
  return page;
}

const bell = (page: Page, unread: number) => page.getByRole('button', { name: unread ? `Notifications, ${unread} unread` : 'Notifications', exact: true });

describe('the live bell', () => {
  it("counts a follow and an announcement in two tabs without a reload; the popover marks read in both", async () => {
    const { context, page: first, errors, user } = await openListener();
    await first.close();
    const tabA = await openTab(context, '/');
    const tabB = await openTab(context, '/library');
    await bell(tabA, 0).waitFor();
    await bell(tabB, 0).waitFor();

    const follower = await someone();
    await follow(follower, user.id);
    await bell(tabA, 1).waitFor();
    await bell(tabB, 1).waitFor();

    // An announcement goes through the queue, in chunks, to every user.
    const title = `Maintenance tonight ${Date.now()}`;
    await admin.request('POST', '/api/v1/notifications/announcements', { title, body: 'We will be back by 2 am.', audience: 'all' });
    await bell(tabA, 2).waitFor({ timeout: 30_000 });
    await bell(tabB, 2).waitFor();

    // The popover in one tab: the announcement (no image, unread) shows a dot; pressing the follow opens the follower's profile.
    await bell(tabA, 2).click();
    const popover = tabA.getByRole('dialog', { name: 'Notifications' });
    const announcement = popover.getByRole('listitem').filter({ hasText: title });
    await announcement.waitFor();
    await expect.poll(() => announcement.getByTestId('unread-dot').count()).toBe(1);
    await screenshot(tabA, 'notifications-popover');
    await popover.getByRole('button', { name: /started following you/ }).click();
    await tabA.waitForURL(/\/user\/\d+\//);
    await bell(tabA, 1).waitFor();
    // The other tab hears of it from the hub.
    await bell(tabB, 1).waitFor();

    // Mark all read from the other tab, by keyboard.
    await bell(tabB, 1).focus();
    await tabB.keyboard.press('Enter');
    await tabB.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: 'Mark all as read' }).click();
    await bell(tabB, 0).waitFor();
    await bell(tabA, 0).waitFor();
    await context.close();
    expect(errors).toEqual([]);
  });

  it('reconnects after the socket drops and reads the count again', async () => {
    const { context, page, user } = await openListener();
    // The socket passes through the test, which can cut it and refuse reconnections for a while.
    let open: WebSocketRoute | undefined;
    let refusing = false;
    let connections = 0;
    await page.routeWebSocket(/\/api\/v1\/notifications\/live$/, (ws) => {
      connections++;
      if (refusing) return void ws.close({ code: 1011, reason: 'test' });
      open = ws;
      ws.connectToServer();
    });
    await page.goto('/');
    await bell(page, 0).waitFor();
    await expect.poll(() => connections).toBe(1);

    refusing = true;
    await open!.close({ code: 1011, reason: 'test' });
    // A follow while the tab is cut off; the tab keeps retrying with backoff.
    await follow(await someone(), user.id);
    await expect.poll(() => connections, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);

    refusing = false;
    await bell(page, 1).waitFor({ timeout: 30_000 });
    await context.close();
  });
});

describe('workspace invites in the popover', () => {
  it('joins from the popover; an invite withdrawn meanwhile is no longer valid', async () => {
    const { context, page, errors, user } = await openListener();
    const { workspace } = await admin.request<{ workspace: { id: number } }>('POST', '/api/v1/workspace', { name: `Night Shift ${Date.now()}` });
    try {
      await page.goto('/');
      await bell(page, 0).waitFor();
      const invite = () => admin.request('POST', `/api/v1/workspace/${workspace.id}/invite`, { emails: [user.email], roleId: 3 });

      // An invite that the workspace withdraws while the popover shows it.
      await invite();
      await bell(page, 1).click();
      const popover = page.getByRole('dialog', { name: 'Notifications' });
      await popover.getByRole('button', { name: 'Join', exact: true }).waitFor();
      const listed = await page.evaluate(async () => {
        const response = await fetch('/api/v1/notifications', { headers: { Accept: 'application/json' } });
        return ((await response.json()) as { pagination: { data: { data: { inviteId?: string } }[] } }).pagination.data[0].data.inviteId;
      });
      await admin.request('DELETE', `/api/v1/workspace/invite/${listed}`);
      await bell(page, 0).waitFor();
      await popover.getByRole('button', { name: 'Join', exact: true }).click();
      await page.getByText('This invite is no longer valid').waitFor();

      // A fresh invite: Join makes it the active workspace.
      await invite();
      await bell(page, 1).click();
      await page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: 'Join', exact: true }).click();
      await page.getByText('Joined workspace').waitFor();
      await bell(page, 0).waitFor();
      const cookie = (await context.cookies()).find((c) => c.name === 'activeWorkspaceId');
      expect(cookie?.value).toBe(String(workspace.id));
      await context.close();
      expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    } finally {
      await admin.request('DELETE', `/api/v1/workspace/${workspace.id}`);
    }
  });
});

describe('/notifications', () => {
  it('shows the empty state, then 30 a page with the rest on the next one', async () => {
    const { context, page, errors, user } = await openListener();
    await page.goto('/notifications');
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    await page.getByRole('main').getByText('Hang tight!').waitFor();

    const followers = [];
    for (let i = 0; i < 31; i++) followers.push(await someone());
    for (let i = 0; i < followers.length; i += 4) await Promise.all(followers.slice(i, i + 4).map((f) => follow(f, user.id)));

    await page.reload();
    const items = page.getByRole('main').getByRole('list', { name: 'Notifications' }).getByRole('listitem');
    await items.first().waitFor();
    await expect.poll(() => items.count()).toBe(30);
    await page.getByText('1–30 of 31').waitFor();
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL(/\?page=2$/);
    await page.getByText('31–31 of 31').waitFor();
    await expect.poll(() => items.count()).toBe(1);

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await bell(page, 0).waitFor();
    await expect(page.getByRole('button', { name: 'Mark all as read' }).isDisabled()).resolves.toBe(true);
    await context.close();
    expect(errors).toEqual([]);
  });

  it('fits a 375 px phone in the light theme, popover included', async () => {
    const { context, page, user } = await openListener(PHONE, 'light');
    await follow(await someone(), user.id);
    await page.goto('/notifications');
    await page.getByRole('main').getByRole('listitem').first().waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await bell(page, 1).click();
    const box = await page.getByRole('dialog', { name: 'Notifications' }).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await screenshot(page, 'notifications-phone-light');
    await context.close();
  });
});

describe('/notifications/settings', () => {
  it('saves the grid of types by channels, and says when the browser refuses its notifications', async () => {
    const restore = await admin.changeSettings({ 'notif.subs.integrated': true });
    try {
      const { context, page, errors } = await openListener();
      await page.goto('/notifications/settings');
      await page.getByRole('heading', { name: 'Notification settings' }).waitFor();
      const email = page.getByRole('checkbox', { name: 'Someone follows me: Email' });
      expect(await email.isChecked()).toBe(false);
      await email.check();
      await page.getByRole('checkbox', { name: 'Announcements from the site: In app' }).uncheck();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved notification settings').waitFor();

      await page.reload();
      await page.getByRole('heading', { name: 'Notification settings' }).waitFor();
      await expect.poll(() => page.getByRole('checkbox', { name: 'Someone follows me: Email' }).isChecked()).toBe(true);
      await expect.poll(() => page.getByRole('checkbox', { name: 'Announcements from the site: In app' }).isChecked()).toBe(false);

      // Headless Chromium refuses the permission prompt: the page says how to allow it.
      const browserBox = page.getByRole('checkbox', { name: 'Someone follows me: Browser' });
      await browserBox.uncheck();
      await browserBox.click();
      await page.getByText('Notifications blocked. Please enable them for this site from browser settings.', { exact: true }).waitFor();
      expect(await browserBox.isChecked()).toBe(false);
      await context.close();
      expect(errors).toEqual([]);
    } finally {
      await restore();
    }
  });

  it('redirects to / while subscriptions are not integrated', async () => {
    const restore = await admin.changeSettings({ 'notif.subs.integrated': false });
    try {
      const { context, page } = await openListener();
      await page.goto('/notifications/settings');
      await page.waitForURL((url) => url.pathname === '/');
      await context.close();
    } finally {
      await restore();
    }
  });
});
