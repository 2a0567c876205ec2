import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildRows, changedLines, chunkChanges, filterRows } from '../../client/admin/localizations/translate/translation-rows';
import { stubFetch, type StubRequest } from './fixtures/fetch-stub';
import { renderApp } from './fixtures/render-app';
import { columnPreferences, pageOf, signInAdmin } from './fixtures/admin-fixtures';

// Issue 13: /admin/localizations and /admin/localizations/{localeId}/translate.

const ENGLISH = { Home: 'Home', Search: 'Search', 'Your library': 'Your library', 'Log in': 'Sign in' };
const spanish = (lines: Record<string, string> = { Home: 'Inicio', Search: 'Search', 'Your library': '' }) => ({
  localization: { id: 2, name: 'Español', language: 'es', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', lines },
});

beforeEach(signInAdmin);

describe('translation rows', () => {
  const rows = buildRows(ENGLISH, { Home: 'Inicio', Search: 'Search' }, { Search: 'Buscar' }, false);

  it('lists every English key with its saved text and edit; a line equal to English is not translated', () => {
    expect(rows.map((r) => [r.key, r.saved, r.value, r.changed, r.translated])).toEqual([
      ['Home', 'Inicio', 'Inicio', false, true],
      ['Log in', '', '', false, false],
      ['Search', 'Search', 'Buscar', true, false],
      ['Your library', '', '', false, false],
    ]);
    expect(buildRows(ENGLISH, ENGLISH, {}, true).every((r) => r.translated)).toBe(true);
  });

  it('searches keys, English and translations, and keeps a line being edited under the untranslated filter', () => {
    expect(filterRows(rows, 'SIGN', false).map((r) => r.key)).toEqual(['Log in']);
    expect(filterRows(rows, 'inicio', false).map((r) => r.key)).toEqual(['Home']);
    expect(filterRows(rows, '', true).map((r) => r.key)).toEqual(['Log in', 'Search', 'Your library']);
  });

  it('sends only changed lines, an emptied one as null, in parts under the body limit', () => {
    const edited = buildRows(ENGLISH, { Home: 'Inicio' }, { Home: '', Search: 'Buscar', 'Log in': '' }, false);
    expect(changedLines(edited)).toEqual({ Home: null, Search: 'Buscar' });
    const big = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`key ${i}`, 'x'.repeat(1000)]));
    const parts = chunkChanges(big, 50_000);
    expect(parts.length).toBeGreaterThan(5);
    for (const part of parts) expect(JSON.stringify(part).length).toBeLessThan(52_000);
    expect(Object.assign({}, ...parts)).toEqual(big);
  });
});

describe('/admin/localizations', () => {
  it('lists localizations with their progress and opens the translate page', async () => {
    stubFetch({
      'GET /api/v1/localizations': pageOf([
        { id: 1, name: 'English', language: 'en', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', translated_count: 4, keys_count: 4 },
        { id: 2, name: 'Español', language: 'es', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', translated_count: 1, keys_count: 4 },
      ]),
      ...columnPreferences('localizations'),
    });
    await renderApp('/admin/localizations');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('1 of 4 lines')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/admin/localizations/2/translate');
    expect(within(table).getByRole('link', { name: 'Translate Español' })).toHaveAttribute('href', '/admin/localizations/2/translate');
  });

  it('creates a localization from a name and a language code', async () => {
    const api = stubFetch({
      'GET /api/v1/localizations': pageOf([]),
      ...columnPreferences('localizations'),
      'POST /api/v1/localizations': (request: StubRequest) => ({ localization: { id: 5, ...(request.body as object) } }),
      'GET /api/v1/localizations/5': spanish(),
      'GET /api/v1/localizations/en': { localization: { id: 1, name: 'English', language: 'en', lines: ENGLISH } },
    });
    const { router } = await renderApp('/admin/localizations');
    await userEvent.click(await screen.findByRole('button', { name: 'Add localization' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add localization' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Deutsch');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Language code' }), 'de');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.sent('POST /api/v1/localizations')[0]?.body).toEqual({ name: 'Deutsch', language: 'de' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/localizations/5/translate'));
  });
});

describe('/admin/localizations/{localeId}/translate', () => {
  const stubTranslate = (extra = {}) =>
    stubFetch({
      'GET /api/v1/localizations/2': spanish(),
      'GET /api/v1/localizations/en': { localization: { id: 1, name: 'English', language: 'en', lines: ENGLISH } },
      'GET /api/v1/localizations': pageOf([]),
      ...extra,
    });

  it('shows every key beside its English text, searchable, with a filter for untranslated lines', async () => {
    stubTranslate();
    const { router } = await renderApp('/admin/localizations/2/translate');
    expect(await screen.findByRole('heading', { name: 'Translate Español' })).toBeInTheDocument();
    expect(screen.getByText('1 of 4 lines translated')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Translation of “Home”' })).toHaveValue('Inicio');
    expect(screen.getByText('Sign in')).toBeInTheDocument();
    expect(screen.getByText('Log in')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Only untranslated lines' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ untranslated: true }));
    expect(screen.queryByRole('textbox', { name: 'Translation of “Home”' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /^Translation of/ })).toHaveLength(3);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search keys, English or translations' }), 'libr');
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: /^Translation of/ })).toHaveLength(1));
  });

  it('edits lines in place from the keyboard and saves only the changed ones', async () => {
    const api = stubTranslate({ 'PUT /api/v1/localizations/2': (request: StubRequest) => ({ localization: { id: 2, body: request.body } }) });
    await renderApp('/admin/localizations/2/translate');
    const search = await screen.findByRole('textbox', { name: 'Translation of “Search”' });
    await userEvent.clear(search);
    await userEvent.type(search, 'Buscar{Enter}');
    expect(screen.getByRole('textbox', { name: 'Translation of “Your library”' })).toHaveFocus();
    await userEvent.type(document.activeElement!, 'Tu biblioteca');
    const home = screen.getByRole('textbox', { name: 'Translation of “Home”' });
    await userEvent.type(home, 'x');
    await userEvent.type(home, '{Escape}');
    expect(home).toHaveValue('Inicio');

    await userEvent.click(screen.getByRole('button', { name: 'Save 2 changes' }));
    await waitFor(() => expect(api.sent('PUT /api/v1/localizations/2')).toHaveLength(1));
    expect(api.sent('PUT /api/v1/localizations/2')[0].body).toEqual({ lines: { Search: 'Buscar', 'Your library': 'Tu biblioteca' } });
    expect(await screen.findByText('Saved 2 lines')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
