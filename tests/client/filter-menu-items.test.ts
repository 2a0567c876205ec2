import { describe, expect, it } from 'vitest';
import type { BootstrapData } from '../../client/bootstrap/bootstrap-store';
import { filterMenuItems, menuItemHref, type MenuContext } from '../../client/layout/filter-menu-items';
import { readDotted, settingGetter } from '../../client/layout/setting-getter';
import type { MenuItem } from '../../worker/settings/menus';
import { ARTIST_ROLE_ID, GUEST_ROLE_ID, makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { makeSubscription } from './fixtures/subscription-fixture';

const item = (extra: Partial<MenuItem> = {}): MenuItem => ({
  id: 'item',
  type: 'route',
  label: 'Item',
  action: '/somewhere',
  ...extra,
});

function ctxFor(data: BootstrapData, overrides: Partial<MenuContext> = {}): MenuContext {
  return {
    user: data.user,
    guestRole: data.guest_role,
    settings: settingGetter(data),
    isSubscribed: !!data.user?.subscriptions.some((s) => s.valid),
    ...overrides,
  };
}

const visible = (menuItem: MenuItem, data: BootstrapData, overrides?: Partial<MenuContext>) =>
  filterMenuItems([menuItem], ctxFor(data, overrides)).length === 1;

const member = makeBootstrap({ user: makeUser() });
const guest = makeBootstrap();

describe('filterMenuItems: roles', () => {
  const artistsOnly = item({ roles: [ARTIST_ROLE_ID] });

  it('hides an item from a user lacking one of the listed roles', () => {
    expect(visible(artistsOnly, member)).toBe(false);
    const both = item({ roles: [1, ARTIST_ROLE_ID] });
    expect(visible(both, makeBootstrap({ user: makeUser({ roles: [{ id: 1, name: 'users' }] }) }))).toBe(false);
  });

  it('shows it to a user holding every listed role', () => {
    const artist = makeUser({ roles: [{ id: 1, name: 'users' }, { id: ARTIST_ROLE_ID, name: 'artists' }] });
    expect(visible(item({ roles: [1, ARTIST_ROLE_ID] }), makeBootstrap({ user: artist }))).toBe(true);
  });

  it('treats guests as holding the guest role', () => {
    const guestsOnly = item({ roles: [GUEST_ROLE_ID] });
    expect(visible(guestsOnly, guest)).toBe(true);
    expect(visible(guestsOnly, member)).toBe(false);
  });

  it('requires nothing when the list is empty', () => {
    expect(visible(item({ roles: [] }), member)).toBe(true);
  });
});

describe('filterMenuItems: permissions', () => {
  const adminArea = item({ permissions: ['admin.access'] });

  it('hides an item unless the user holds every listed permission', () => {
    expect(visible(adminArea, member)).toBe(false);
    const both = item({ permissions: ['music.view', 'music.create'] });
    expect(visible(both, member)).toBe(false);
    const creator = makeUser({ permissions: [{ name: 'music.view', restrictions: [] }, { name: 'music.create', restrictions: [] }] });
    expect(visible(both, makeBootstrap({ user: creator }))).toBe(true);
  });

  it("lets the 'admin' permission grant every other", () => {
    const admin = makeUser({ permissions: [{ name: 'admin', restrictions: [] }] });
    expect(visible(adminArea, makeBootstrap({ user: admin }))).toBe(true);
  });

  it("checks guests against the guest role's permissions", () => {
    expect(visible(item({ permissions: ['music.view'] }), guest)).toBe(true);
    expect(visible(adminArea, guest)).toBe(false);
    expect(visible(item({ permissions: ['music.view'] }), makeBootstrap({ guest_role: null }))).toBe(false);
  });
});

describe('filterMenuItems: settings conditions', () => {
  it('resolves a dotted name against top-level bootstrap keys first', () => {
    const billing = item({ settings: { 'billing.enable': true } });
    expect(visible(billing, makeBootstrap({ billing: { enable: true } }))).toBe(true);
    expect(visible(billing, makeBootstrap({ billing: { enable: false } }))).toBe(false);
  });

  it('falls back to the nested settings object', () => {
    const languages = item({ settings: { 'i18n.enable': true } });
    expect(visible(languages, guest)).toBe(true);
    const disabled = makeBootstrap({ settings: { ...guest.settings, i18n: { enable: false } } });
    expect(visible(languages, disabled)).toBe(false);
  });

  it('requires every condition and compares strictly', () => {
    const both = item({ settings: { 'billing.enable': true, 'homepage.type': 'channel' } });
    expect(visible(both, makeBootstrap({ billing: { enable: true } }))).toBe(true);
    expect(visible(item({ settings: { 'homepage.type': 'landingPage' } }), guest)).toBe(false);
    expect(visible(item({ settings: { 'billing.enable': 'true' } }), makeBootstrap({ billing: { enable: true } }))).toBe(false);
  });

  it('treats an unknown setting as unmet', () => {
    expect(visible(item({ settings: { 'no.such.setting': true } }), guest)).toBe(false);
  });
});

describe('filterMenuItems: subscription status', () => {
  const billing = item({ subscriptionStatus: 'subscribed' });
  const upgrade = item({ subscriptionStatus: 'unsubscribed' });

  it("shows 'subscribed' items only with a valid subscription", () => {
    const valid = makeBootstrap({ user: makeUser({ subscriptions: [makeSubscription()] }) });
    const lapsed = makeBootstrap({ user: makeUser({ subscriptions: [makeSubscription({ status: 'canceled', valid: false, active: false, ends_at: '2024-01-15T00:00:00.000Z' })] }) });
    expect(visible(billing, valid)).toBe(true);
    expect(visible(billing, lapsed)).toBe(false);
    expect(visible(billing, guest)).toBe(false);
  });

  it("shows 'unsubscribed' items only without one", () => {
    expect(visible(upgrade, member)).toBe(true);
    expect(visible(upgrade, member, { isSubscribed: true })).toBe(false);
  });
});

describe('filterMenuItems: actions', () => {
  it('drops items without an action', () => {
    expect(visible(item({ action: '' }), member)).toBe(false);
  });

  it('replaces {currentUser} with the user id', () => {
    const [profile] = filterMenuItems([item({ action: '/user/{currentUser}/tracks' })], ctxFor(member));
    expect(profile.action).toBe('/user/7/tracks');
  });

  it('hides {currentUser} items from guests', () => {
    expect(visible(item({ action: '/user/{currentUser}' }), guest)).toBe(false);
  });

  it('keeps order and filters the fixture menu as a whole', () => {
    const secondary = member.menus.find((menu) => menu.id === 'secondary')!;
    const labels = filterMenuItems(secondary.items, ctxFor(member)).map((i) => i.label);
    expect(labels).toEqual(['Songs', 'Your profile', 'Upgrade', 'Languages', 'API docs']);
  });
});

describe('menuItemHref', () => {
  it('returns the action, with {currentUser} resolved, or null', () => {
    expect(menuItemHref({ action: '/library' }, null)).toBe('/library');
    expect(menuItemHref({ action: '/user/{currentUser}' }, { id: 12 })).toBe('/user/12');
    expect(menuItemHref({ action: '/user/{currentUser}' }, null)).toBeNull();
    expect(menuItemHref({ action: '' }, { id: 12 })).toBeNull();
  });
});

describe('readDotted', () => {
  it('reads nested, flat and mixed shapes', () => {
    expect(readDotted({ billing: { enable: true } }, 'billing.enable')).toBe(true);
    expect(readDotted({ 'billing.enable': false }, 'billing.enable')).toBe(false);
    expect(readDotted({ social: { 'google.enable': true } }, 'social.google.enable')).toBe(true);
    expect(readDotted({ billing: true }, 'billing.enable')).toBeUndefined();
  });
});
