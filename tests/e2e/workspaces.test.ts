import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { renderTrackAudio } from '../../db/seed/demo/track-audio';
import { ApiSession } from './support/api-session';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, screenshot } from './support/browser';

// Issue 12, Workspaces, as two people do it in two browser contexts: A
// creates a workspace and invites B from the manage dialog; B's bell shows
// the invite without a reload and B joins from the popover; B uploads a
// track in the workspace and A finds it in backstage; A removes B, and B's
// next request for the workspace's content is refused.
//
// A is the seeded admin: the seed grants workspaces.create to no other role
// (only `admin` holds every permission). B is a fresh account with the
// artists role (music.create, files.create), on a phone in the light theme.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(context: BrowserContext, email: string, password: string) {
  await context.addCookies([{ name: 'cookie_notice', value: 'true', url: baseUrl() }]);
  await context.request.get('/api/v1/bootstrap-data');
  const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.post('/auth/login', {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), Accept: 'application/json' },
    data: { email, password, remember: false },
  });
  if (!response.ok()) throw new Error(`login answered ${response.status()}`);
}

async function createArtist(admin: ApiSession, name: string) {
  const { pagination } = await admin.request<{ pagination: { data: { id: number; name: string }[] } }>('GET', '/api/v1/roles?query=artists');
  const role = pagination.data.find((r) => r.name === 'artists')!;
  const email = `e2e-workspace-${Date.now()}@example.com`;
  const password = 'member12345';
  await admin.request('POST', '/api/v1/users', { name, email, password, email_verified: true, roles: [role.id] });
  return { email, password };
}

function audioFile(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'workspace-')), 'crew-demo.wav');
  writeFileSync(path, renderTrackAudio(977, 6_000).bytes);
  return path;
}

const activeWorkspace = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'activeWorkspaceId')?.value;

async function openAccountMenu(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  return page.getByRole('menu');
}

describe('workspaces', () => {
  it('A invites B; B joins from the bell and uploads in the workspace; A sees it; A removes B and B loses access at once', async () => {
    const admin = await ApiSession.admin();
    const { bootstrapData } = await admin.request<{ bootstrapData: { user: { name: string } } }>('GET', '/api/v1/bootstrap-data');
    const nameA = bootstrapData.user.name;
    const nameB = 'Bea Workspace';
    const b = await createArtist(admin, nameB);
    const workspaceName = `Crew ${Date.now()}`;

    const pageA = await openPage(browser, DESKTOP, 'dark');
    await signIn(pageA.context, 'admin@example.com', 'admin12345');
    const pageB = await openPage(browser, PHONE, 'light');
    await signIn(pageB.context, b.email, b.password);
    await pageB.page.goto('/');
    await pageB.page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    // A creates the workspace from the account menu; its manage dialog opens.
    await pageA.page.goto('/');
    const menuA = await openAccountMenu(pageA.page, nameA);
    await menuA.getByRole('menuitem', { name: 'Create workspace' }).click();
    const create = pageA.page.getByRole('dialog', { name: 'Create workspace' });
    await create.getByLabel('Name').fill(workspaceName);
    await create.getByRole('button', { name: 'Create' }).click();
    const manage = pageA.page.getByRole('dialog', { name: `Manage ${workspaceName}` });
    await manage.waitFor();
    const workspaceId = await activeWorkspace(pageA.context);
    expect(Number(workspaceId)).toBeGreaterThan(0);

    // ...and invites B from it.
    const invite = manage.getByRole('form', { name: 'Invite members' });
    await invite.getByLabel('Email addresses').fill(b.email);
    await invite.getByLabel('Role').selectOption({ label: 'Member' });
    await invite.getByRole('button', { name: 'Invite' }).click();
    await pageA.page
      .getByRole('status')
      .filter({ hasText: `Invited ${b.email}` })
      .waitFor();
    await manage.getByRole('list', { name: 'Pending invitations' }).getByText(b.email).waitFor();
    await screenshot(pageA.page, 'workspace-manage-desktop-dark');
    await pageA.page.keyboard.press('Escape');

    // B's bell counts the invite without a reload; B joins from the popover.
    const bell = pageB.page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor({ timeout: 15_000 });
    await bell.click();
    const popover = pageB.page.getByRole('dialog', { name: 'Notifications' });
    await popover.getByText(`invited you to join ${workspaceName}`).waitFor();
    await screenshot(pageB.page, 'workspace-invite-phone-light');
    await popover.getByRole('button', { name: 'Join', exact: true }).click();
    await pageB.page.getByRole('status').filter({ hasText: 'Joined workspace' }).waitFor();
    expect(await activeWorkspace(pageB.context)).toBe(workspaceId);

    // The switcher shows the workspace as the active one; B switches away and back.
    let menuB = await openAccountMenu(pageB.page, nameB);
    await expect.poll(() => menuB.getByRole('menuitemradio', { name: workspaceName }).getAttribute('aria-checked')).toBe('true');
    await screenshot(pageB.page, 'workspace-switcher-phone-light');
    await menuB.getByRole('menuitemradio', { name: 'Default' }).click();
    expect(await activeWorkspace(pageB.context)).toBe('0');
    menuB = await openAccountMenu(pageB.page, nameB);
    await menuB.getByRole('menuitemradio', { name: workspaceName }).click();
    expect(await activeWorkspace(pageB.context)).toBe(workspaceId);

    // B uploads and publishes a track in the workspace.
    await pageB.page.goto('/backstage/upload');
    await pageB.page.locator('input[type="file"]').first().setInputFiles(audioFile());
    const form = pageB.page.locator('[aria-label="Publish crew-demo.wav"]').first();
    await form.waitFor({ timeout: 30_000 });
    await form.getByLabel('Title').fill('Crew Anthem');
    await form.getByRole('button', { name: 'Publish' }).click();
    const open = pageB.page.getByRole('link', { name: 'Open track' }).first();
    await open.waitFor();
    const trackId = Number((await open.getAttribute('href'))!.split('/')[2]);
    expect(trackId).toBeGreaterThan(0);

    // A, in the workspace, finds it in backstage.
    await pageA.page.goto(`/backstage/tracks/${trackId}/edit`);
    await expect.poll(() => pageA.page.getByLabel('Title').inputValue(), { timeout: 15_000 }).toBe('Crew Anthem');

    // A removes B from the manage dialog.
    await pageA.page.goto('/');
    const again = await openAccountMenu(pageA.page, nameA);
    await again.getByRole('menuitem', { name: `Manage ${workspaceName}` }).click();
    const dialog = pageA.page.getByRole('dialog', { name: `Manage ${workspaceName}` });
    await dialog.getByRole('list', { name: 'Members' }).getByText(nameB).waitFor();
    await dialog.getByRole('button', { name: `Remove ${nameB}` }).click();
    await pageA.page.getByRole('dialog', { name: 'Remove member' }).getByRole('button', { name: 'Remove' }).click();
    await pageA.page
      .getByRole('status')
      .filter({ hasText: `Removed ${nameB} from the workspace` })
      .waitFor();
    expect(await dialog.getByRole('list', { name: 'Members' }).getByText(nameB).count()).toBe(0);

    // B's very next request for the workspace's content is refused, and the app falls back to Default.
    const refused = await pageB.page.request.get(`/api/v1/backstage/tracks/${trackId}?workspaceId=${workspaceId}`);
    expect(refused.status()).toBe(403);
    await pageB.page.goto('/');
    await expect.poll(() => activeWorkspace(pageB.context), { timeout: 15_000 }).toBe('0');

    expect(pageA.errors).toEqual([]);
    expect(pageB.errors).toEqual([]);
    await pageA.context.close();
    await pageB.context.close();
    // Two people's whole session, an upload included: longer than the e2e project's 60 s default.
  }, 180_000);
});
