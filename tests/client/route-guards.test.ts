import { describe, expect, it, beforeEach } from 'vitest';
import { guardTarget, guestOnlyTarget } from '../../client/auth/route-guards';
import { ONBOARDING_STORAGE_KEY, redirectTargetAfterLogin } from '../../client/auth/redirect-targets';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { makeSubscription } from './fixtures/subscription-fixture';

const guest = (overrides = {}) => makeBootstrap({ user: null, ...overrides });
const withUser = (user = makeUser(), overrides = {}) => makeBootstrap({ user, ...overrides });

describe('guardTarget (SPEC section 2, route guard)', () => {
  beforeEach(() => localStorage.clear());

  it('lets anyone through an open route', () => {
    expect(guardTarget(guest(), {})).toBeNull();
  });

  it('sends a visitor to /login where login is required', () => {
    expect(guardTarget(guest(), { auth: true })).toBe('/login');
    expect(guardTarget(withUser(), { auth: true })).toBeNull();
  });

  it('uses the guest role for visitors on permission routes', () => {
    const data = guest({ guest_role: { id: 2, name: 'guests', permissions: [{ name: 'music.view', restrictions: [] }] } });
    expect(guardTarget(data, { permission: 'music.view' })).toBeNull();
    expect(guardTarget(data, { permission: 'api.access' })).toBe('/login');
  });

  it('sends a logged-in user without the permission to /404 when billing is off', () => {
    expect(guardTarget(withUser(), { permission: 'api.access' })).toBe('/404');
  });

  it('sends an unsubscribed user to /pricing when billing is on', () => {
    expect(guardTarget(withUser(makeUser(), { billing: { enable: true } }), { permission: 'api.access' })).toBe('/pricing');
  });

  it('sends a subscribed user without the permission to /404 even with billing on', () => {
    const user = makeUser({ subscriptions: [makeSubscription()] });
    expect(guardTarget(withUser(user, { billing: { enable: true } }), { permission: 'api.access' })).toBe('/404');
  });

  it('treats admin as every permission', () => {
    const admin = makeUser({ permissions: [{ name: 'admin', restrictions: [] }] });
    expect(guardTarget(withUser(admin), { auth: true, permission: 'settings.update' })).toBeNull();
  });
});

describe('redirect targets (SPEC section 2)', () => {
  beforeEach(() => localStorage.clear());

  it('sends logged-in users away from auth pages to their redirect target', () => {
    expect(guestOnlyTarget(guest())).toBeNull();
    expect(guestOnlyTarget(withUser())).toBe('/');
  });

  it('prefers the stored onboarding selection as /checkout/{productId}/{priceId}', () => {
    localStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify({ productId: 3, priceId: 8 }));
    expect(redirectTargetAfterLogin(withUser())).toBe('/checkout/3/8');
  });

  it('sends admins to /admin', () => {
    const admin = makeUser({ permissions: [{ name: 'admin', restrictions: [] }] });
    expect(redirectTargetAfterLogin(withUser(admin))).toBe('/admin');
  });

  it('uses the configured redirectUri, default /', () => {
    const data = withUser();
    expect(redirectTargetAfterLogin(data)).toBe('/');
    expect(redirectTargetAfterLogin({ ...data, settings: { ...data.settings, redirectUri: '/library' } })).toBe('/library');
  });

  it('ignores a broken onboarding record', () => {
    localStorage.setItem(ONBOARDING_STORAGE_KEY, '{not json');
    expect(redirectTargetAfterLogin(withUser())).toBe('/');
  });
});
