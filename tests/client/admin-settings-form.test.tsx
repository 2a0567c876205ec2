import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeBootstrap } from './fixtures/bootstrap-fixture';
import { fail, stubFetch, type StubRequest } from './fixtures/fetch-stub';
import { signInAdmin } from './fixtures/admin-fixtures';
import { renderApp } from './fixtures/render-app';

// SPEC section 2, admin/settings (settings.update): one declared form per
// subpage over GET/POST settings (docs/api/admin.md "Settings").

const SETTINGS = {
  settings: {
    'branding.site_name': 'Melodia',
    'branding.site_description': 'Listen to music you love.',
    'branding.logo_light': '/images/logo-light.svg',
    'branding.logo_dark': '/images/logo-dark.svg',
    'branding.logo_light_mobile': '/images/logo-mark.svg',
    'branding.logo_dark_mobile': '/images/logo-mark.svg',
    'homepage.type': 'channel',
    'api.integrated': true,
    'backstage.hide_become_artist': false,
    'logging.error_days': 30,
    'app.debug': false,
    'recaptcha.driver': 'turnstile',
    'recaptcha.site_key': 'site-key',
    'recaptcha.enable.register': false,
    'recaptcha.enable.login': true,
    'recaptcha.enable.forgot_password': false,
    'recaptcha.enable.contact': false,
    'uploads.max_size': 200 * 1024 * 1024,
    'uploads.allowed_extensions': [],
    'uploads.blocked_extensions': ['exe', 'sh'],
    'uploads.allowed_mime_types': [],
    'uploads.blocked_mime_types': ['text/html'],
    'uploads.storage_driver': 'r2',
    'uploads.chunked_enabled': true,
    'uploads.direct_s3_enabled': false,
  },
  secrets: { 'recaptcha.secret_key': true, 'mail.http_endpoint': true } as Record<string, boolean>,
  gateway_keys: { stripe: false, paypal: false },
};

/** GET and POST settings; POST answers the stored settings with the body merged in. */
function settingsApi(
  post: (request: StubRequest) => unknown = (request) => ({ ...SETTINGS, settings: { ...SETTINGS.settings, ...(request.body as any).settings } }),
  stored: typeof SETTINGS = SETTINGS,
) {
  return stubFetch({
    'GET /api/v1/settings': stored,
    'POST /api/v1/settings': post,
    'GET /api/v1/bootstrap-data': { bootstrapData: makeBootstrap() },
  });
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

describe('/admin/settings', () => {
  it('opens the general subpage, with every subpage of SPEC section 2 in its navigation', async () => {
    signInAdmin();
    settingsApi();
    const { router } = await renderApp('/admin/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/settings/general'));
    const nav = screen.getByRole('navigation', { name: 'Settings pages' });
    const subpages = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(subpages).toEqual(
      [
        'general',
        'subscriptions',
        'localization',
        'authentication',
        'uploading',
        'outgoing-email',
        'cache',
        'analytics',
        'logging',
        'queue',
        'websockets',
        'recaptcha',
        'gdpr',
        'search',
        'providers',
        'player',
      ].map((page) => `/admin/settings/${page}`),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'General' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Site name')).toHaveValue('Melodia');
    expect(screen.getByLabelText('Homepage for guests')).toHaveValue('channel');
    expect(screen.getByRole('checkbox', { name: 'Enable the API' })).toBeChecked();
  });

  it('sends only the changed settings, by their dotted names', async () => {
    signInAdmin();
    const api = settingsApi();
    await renderApp('/admin/settings/general');
    const name = await screen.findByLabelText('Site name');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'Night Radio');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Enable the API' }));
    await save();
    await waitFor(() => expect(api.sent('POST /api/v1/settings')).toHaveLength(1));
    expect(api.sent('POST /api/v1/settings')[0].body).toEqual({ settings: { 'branding.site_name': 'Night Radio', 'api.integrated': false } });
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    // The tab's own bootstrap data is read again, so the new name shows without a reload.
    await waitFor(() => expect(api.sent('GET /api/v1/bootstrap-data')).toHaveLength(1));
  });

  it("puts the server's 422 messages on their fields and focuses the first", async () => {
    signInAdmin();
    settingsApi(() => fail(422, { message: 'The site needs a name.', errors: { 'branding.site_name': ['The site needs a name.'] } }));
    await renderApp('/admin/settings/general');
    const name = await screen.findByLabelText('Site name');
    await userEvent.clear(name);
    await save();
    expect(await screen.findByText('The site needs a name.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
  });

  it('checks numbers before sending, and converts sizes and lists', async () => {
    signInAdmin();
    const api = settingsApi();
    await renderApp('/admin/settings/logging');
    const days = await screen.findByLabelText('Keep error logs for');
    await userEvent.clear(days);
    await userEvent.type(days, '0');
    await save();
    expect(await screen.findByText('Must be from 1 to 365.')).toBeInTheDocument();
    expect(api.sent('POST /api/v1/settings')).toHaveLength(0);

    await userEvent.clear(days);
    await userEvent.type(days, '14');
    await save();
    await waitFor(() => expect(api.sent('POST /api/v1/settings')).toHaveLength(1));
    expect(api.sent('POST /api/v1/settings')[0].body).toEqual({ settings: { 'logging.error_days': 14 } });
  });

  it('edits a size in MB and a list one entry a line', async () => {
    signInAdmin();
    const api = settingsApi();
    await renderApp('/admin/settings/uploading');
    const size = await screen.findByLabelText('Maximum file size');
    expect(size).toHaveValue(200);
    await userEvent.clear(size);
    await userEvent.type(size, '50');
    const blocked = screen.getByLabelText('Blocked extensions');
    expect(blocked).toHaveValue('exe\nsh');
    await userEvent.type(blocked, '{enter}  bat  {enter}');
    await save();
    await waitFor(() => expect(api.sent('POST /api/v1/settings')).toHaveLength(1));
    expect(api.sent('POST /api/v1/settings')[0].body).toEqual({
      settings: { 'uploads.max_size': 50 * 1024 * 1024, 'uploads.blocked_extensions': ['exe', 'sh', 'bat'] },
    });
  });

  it('never shows a secret: "Set" or "Not set", empty keeps it, typing replaces it, Remove clears it', async () => {
    signInAdmin();
    const api = settingsApi();
    await renderApp('/admin/settings/recaptcha');
    const secret = await screen.findByLabelText('Secret key');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAttribute('type', 'password');
    expect(screen.getByText('Set')).toBeInTheDocument();

    // Another change leaves the empty secret out: the stored one is kept.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Register' }));
    await save();
    await waitFor(() => expect(api.sent('POST /api/v1/settings')).toHaveLength(1));
    expect(api.sent('POST /api/v1/settings')[0].body).toEqual({ settings: { 'recaptcha.enable.register': true } });

    await userEvent.type(secret, 'new-secret');
    await save();
    await waitFor(() => expect(api.sent('POST /api/v1/settings')).toHaveLength(2));
    expect(api.sent('POST /api/v1/settings')[1].body).toEqual({ settings: { 'recaptcha.secret_key': 'new-secret' } });
    await waitFor(() => expect(secret).toHaveValue(''));

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByText('Removed when you save')).toBeInTheDocument();
    expect(secret).toBeDisabled();
    await save();
    await waitFor(() => expect(api.sent('POST /api/v1/settings')).toHaveLength(3));
    expect(api.sent('POST /api/v1/settings')[2].body).toEqual({ settings: { 'recaptcha.secret_key': null } });
  });

  it('clears the cache from its subpage and reports what went', async () => {
    signInAdmin();
    const api = stubFetch({
      'GET /api/v1/settings': SETTINGS,
      'POST /api/v1/settings/cache/clear': {
        cleared: { kv_keys: ['snapshot:v2', 'localization:v1:en'], more_kv_keys: false, memory: ['settings snapshot'] },
      },
    });
    await renderApp('/admin/settings/cache');
    await userEvent.click(await screen.findByRole('button', { name: 'Clear cache' }));
    await waitFor(() => expect(api.sent('POST /api/v1/settings/cache/clear')).toHaveLength(1));
    const report = await screen.findByRole('status', { name: 'What was cleared' });
    expect(report).toHaveTextContent('Removed 2 entries from Workers KV.');
    expect(report).toHaveTextContent('snapshot:v2, localization:v1:en');
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('is guarded by settings.update: a listener is sent to /404', async () => {
    const { router } = await renderApp('/admin/settings/general');
    await waitFor(() => expect(router.state.location.pathname).not.toContain('/admin/settings'));
  });

  describe('turning subscriptions on (issue 26)', () => {
    const billing = (gateway_keys: { stripe: boolean; paypal: boolean }, more: Record<string, unknown> = {}) => ({
      ...SETTINGS,
      settings: { ...SETTINGS.settings, 'billing.enable': false, 'billing.stripe.enable': false, 'billing.paypal.enable': false, 'billing.paypal.sandbox': false, 'billing.paypal.client_id': '', 'billing.paypal.webhook_id': '', ...more },
      gateway_keys,
    });

    it('warns when no gateway could take a payment, and saves only when the admin goes on', async () => {
      signInAdmin();
      const api = settingsApi(undefined, billing({ stripe: false, paypal: false }));
      await renderApp('/admin/settings/subscriptions');
      await userEvent.click(await screen.findByRole('checkbox', { name: 'Enable subscriptions' }));
      await save();
      const dialog = await screen.findByRole('dialog', { name: 'No payment gateway is ready' });
      expect(dialog).toHaveTextContent('nobody will be able to pay');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.sent('POST /api/v1/settings')).toHaveLength(0);

      await save();
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Turn on anyway' }));
      await waitFor(() => expect(api.sent('POST /api/v1/settings')).toHaveLength(1));
      expect(api.sent('POST /api/v1/settings')[0].body).toEqual({ settings: { 'billing.enable': true } });
    });

    it('does not ask when a gateway is on with its keys, stored or typed in the same save', async () => {
      signInAdmin();
      const api = settingsApi(undefined, billing({ stripe: true, paypal: false }, { 'billing.stripe.enable': true }));
      await renderApp('/admin/settings/subscriptions');
      await userEvent.click(await screen.findByRole('checkbox', { name: 'Enable subscriptions' }));
      await save();
      await waitFor(() => expect(api.sent('POST /api/v1/settings')).toHaveLength(1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('asks when the gateway switched on has no keys, and not once its key is typed', async () => {
      signInAdmin();
      const api = settingsApi(undefined, billing({ stripe: false, paypal: false }));
      await renderApp('/admin/settings/subscriptions');
      await userEvent.click(await screen.findByRole('checkbox', { name: 'Enable subscriptions' }));
      await userEvent.click(screen.getByRole('checkbox', { name: 'Enable Stripe' }));
      await save();
      await userEvent.click(within(await screen.findByRole('dialog', { name: 'No payment gateway is ready' })).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await userEvent.type(screen.getByLabelText('Secret key'), 'sk_live_typed');
      await save();
      await waitFor(() => expect(api.sent('POST /api/v1/settings')).toHaveLength(1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.sent('POST /api/v1/settings')[0].body).toEqual({
        settings: { 'billing.enable': true, 'billing.stripe.enable': true, 'billing.stripe.secret_key': 'sk_live_typed' },
      });
    });
  });
});
