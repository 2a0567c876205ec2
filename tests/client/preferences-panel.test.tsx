import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getBootstrap, setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { PreferencesPanel } from '../../client/account-settings/preferences/preferences-panel';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { fail, stubFetch } from './fixtures/fetch-stub';
import { renderAccountSettings } from './fixtures/render-account-settings';

const SPANISH = { id: 2, name: 'Español', language: 'es', lines: { 'Account settings': 'Configuración de la cuenta' } };
const LISTS = {
  'GET /api/v1/value-lists/localizations': {
    localizations: [
      { language: 'en', name: 'English' },
      { language: 'es', name: 'Español' },
    ],
  },
  'GET /api/v1/value-lists/timezones': {
    timezones: {
      UTC: [{ text: 'UTC', value: 'UTC' }],
      Europe: [
        { text: 'Europe/Berlin', value: 'Europe/Berlin' },
        { text: 'Europe/Madrid', value: 'Europe/Madrid' },
      ],
    },
  },
  'GET /api/v1/value-lists/countries': {
    countries: [
      { code: 'DE', name: 'Germany' },
      { code: 'ES', name: 'Spain' },
    ],
  },
};

beforeEach(() => setBootstrap(makeBootstrap({ user: makeUser() })));

describe('PreferencesPanel', () => {
  it('starts from the user’s values, with timezones grouped by region', async () => {
    stubFetch(LISTS);
    await renderAccountSettings(<PreferencesPanel />);
    expect(await screen.findByLabelText('Timezone')).toHaveValue('UTC');
    expect(screen.getByLabelText('Language')).toHaveValue('en');
    expect(screen.getByLabelText('Country')).toHaveValue('');
    const europe = screen.getByRole('group', { name: 'Europe' });
    expect(within(europe).getAllByRole('option').map((option) => option.textContent)).toEqual(['Europe/Berlin', 'Europe/Madrid']);
  });

  it('saves language, country and timezone, then switches the interface language', async () => {
    const api = stubFetch({
      ...LISTS,
      'PUT /api/v1/users/7': { user: makeUser({ language: 'es', country: 'ES', timezone: 'Europe/Madrid' }) },
      'POST /api/v1/users/me/locale': { locale: SPANISH },
    });
    await renderAccountSettings(<PreferencesPanel />);
    await userEvent.selectOptions(await screen.findByLabelText('Timezone'), 'Europe/Madrid');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'ES');
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'es');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Updated preferences');
    expect(api.sent('PUT /api/v1/users/7')[0].body).toEqual({ language: 'es', country: 'ES', timezone: 'Europe/Madrid' });
    await waitFor(() => expect(getBootstrap().i18n.language).toBe('es'));
    expect(api.sent('POST /api/v1/users/me/locale')[0].body).toEqual({ locale: 'es' });
    expect(getBootstrap().user!.timezone).toBe('Europe/Madrid');
  });

  it('leaves the language alone when it did not change', async () => {
    const api = stubFetch({ ...LISTS, 'PUT /api/v1/users/7': { user: makeUser({ timezone: 'Europe/Berlin' }) } });
    await renderAccountSettings(<PreferencesPanel />);
    await userEvent.selectOptions(await screen.findByLabelText('Timezone'), 'Europe/Berlin');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Updated preferences');
    expect(api.sent('POST /api/v1/users/me/locale')).toHaveLength(0);
  });

  it('leaves the country out while the server does not serve the countries list', async () => {
    const api = stubFetch({
      ...LISTS,
      'GET /api/v1/value-lists/countries': fail(422, { message: 'Invalid', errors: { names: ['Invalid list'] } }),
      'PUT /api/v1/users/7': { user: makeUser() },
    });
    await renderAccountSettings(<PreferencesPanel />);
    await screen.findByLabelText('Timezone');
    expect(screen.queryByLabelText('Country')).not.toBeInTheDocument();
    expect(api.sent('GET /api/v1/value-lists/countries')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('status');
    expect(api.sent('PUT /api/v1/users/7')[0].body).toEqual({ language: 'en', timezone: 'UTC' });
  });

  it('shows 422 errors on the fields', async () => {
    stubFetch({
      ...LISTS,
      'PUT /api/v1/users/7': fail(422, { message: 'Invalid', errors: { timezone: ['Choose a valid timezone.'] } }),
    });
    await renderAccountSettings(<PreferencesPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a valid timezone.')).toBeInTheDocument();
    expect(screen.getByLabelText('Timezone')).toHaveFocus();
  });
});
