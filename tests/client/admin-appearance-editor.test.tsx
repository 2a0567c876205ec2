import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEditor } from './fixtures/appearance-fixtures';
import { fail } from './fixtures/fetch-stub';

// Issue 27 part 1 (SPEC section 2, admin/appearance, appearance.update): the
// editor keeps every pending change across its sections, saves them as one
// `changes` object (docs/api/appearance.md), puts a 422's messages on their
// fields, undoes, and asks before leaving with changes unsaved.

/** The journeys through several sections take a few seconds when both cores are busy. */
const JOURNEY_TIMEOUT = 15_000;

const POST = 'POST /api/v1/admin/appearance';
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

async function replaceText(label: string, text: string) {
  const field = await screen.findByLabelText(label);
  await userEvent.clear(field);
  if (text) await userEvent.paste(text);
  return field;
}

describe('/admin/appearance', () => {
  it('lists the sections, and the admin nav links to it', async () => {
    await renderEditor('/admin/appearance');
    const sections = await screen.findByRole('navigation', { name: 'Appearance sections' });
    expect(within(sections).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      ['general', 'themes', 'menus', 'landing-page', 'seo-settings', 'custom-code'].map((section) => `/admin/appearance/${section}`),
    );
    expect(screen.getAllByRole('link', { name: 'Appearance' })[0]).toHaveAttribute('href', '/admin/appearance');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('keeps changes made in several sections and saves exactly them in one changes object', async () => {
    const { api, router } = await renderEditor('/admin/appearance/landing-page/general');
    await replaceText('Headline', 'Hear it first');

    await act(() => router.navigate({ to: '/admin/appearance/custom-code' }));
    await userEvent.click(await screen.findByLabelText('Custom CSS'));
    await userEvent.paste('h1{color:red}');

    await act(() => router.navigate({ to: '/admin/appearance/general' }));
    await replaceText('Site name', 'Night Radio');
    await userEvent.selectOptions(screen.getByLabelText('Default theme'), 'Light');

    await act(() => router.navigate({ to: '/admin/appearance/themes/$themeIndex', params: { themeIndex: 0 } }));
    await replaceText('Name', 'Midnight');

    // Back in the first section, its change is still there.
    await act(() => router.navigate({ to: '/admin/appearance/landing-page/general' }));
    expect(await screen.findByLabelText('Headline')).toHaveValue('Hear it first');

    await save();
    await waitFor(() => expect(api.sent(POST)).toHaveLength(1));
    expect(api.sent(POST)[0].body).toEqual({
      changes: {
        settings: { 'branding.site_name': 'Night Radio', 'themes.default_id': 2 },
        themes: [{ id: 1, name: 'Midnight' }],
        custom_code: { css: 'h1{color:red}' },
        landing: { headline: 'Hear it first' },
      },
    });
    expect(await screen.findByText('Appearance saved')).toBeInTheDocument();
    // The answer is the saved state: the form shows it and nothing is pending.
    expect(screen.getByLabelText('Headline')).toHaveValue('Music for every moment');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  }, JOURNEY_TIMEOUT);

  it('creates, duplicates and deletes themes, never a default one', async () => {
    const { api, router } = await renderEditor('/admin/appearance/themes');
    expect(await screen.findByRole('button', { name: 'Delete Dark' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Light' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Duplicate Dark' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/appearance/themes/2'));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Default dark theme' }));
    await act(() => router.navigate({ to: '/admin/appearance/themes' }));
    // The copy is the default dark theme now: the old one may go.
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Dark' }));
    expect(screen.queryByRole('button', { name: 'Delete Dark' })).not.toBeInTheDocument();

    await save();
    await waitFor(() => expect(api.sent(POST)).toHaveLength(1));
    const { themes } = (api.sent(POST)[0].body as any).changes;
    expect(themes).toEqual([
      expect.objectContaining({ name: 'Dark copy', is_dark: true, default_dark: true, default_light: false, radius: '0.5rem' }),
      { id: 1, deleted: true },
    ]);
    expect(themes[0]).not.toHaveProperty('id');
    expect(themes[0].values['--be-background']).toBe('18 18 18');
  });

  it('puts a 422 message on its field, and names the theme by its place in changes.themes', async () => {
    const { api, router } = await renderEditor('/admin/appearance/landing-page/general', () =>
      fail(422, {
        message: 'The theme needs a name.',
        errors: { 'themes.0.name': ['The theme needs a name.'], 'landing.headline': ['Must not be longer than 200 characters.'] },
      }),
    );
    await replaceText('Headline', 'Loud');
    // The second theme (id 2) is the only theme in changes.themes: its index there is 0.
    await act(() => router.navigate({ to: '/admin/appearance/themes/$themeIndex', params: { themeIndex: 1 } }));
    const name = await replaceText('Name', '');
    await save();

    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('The theme needs a name.');
    expect(name).toHaveFocus();
    // The other section's message is listed, linking to its field's section.
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Must not be longer than 200 characters.' })).toHaveAttribute('href', '/admin/appearance/landing-page/general');
    expect(api.sent(POST)).toHaveLength(1);

    await act(() => router.navigate({ to: '/admin/appearance/landing-page/general' }));
    expect(await screen.findByLabelText('Headline')).toHaveAccessibleDescription('Must not be longer than 200 characters.');
    // Typing drops the field's message.
    await userEvent.type(screen.getByLabelText('Headline'), '!');
    expect(screen.getByLabelText('Headline')).not.toHaveAttribute('aria-invalid');
  });

  it('Undo discards every pending change', async () => {
    const { api, router } = await renderEditor('/admin/appearance/general');
    await replaceText('Site name', 'Night Radio');
    await act(() => router.navigate({ to: '/admin/appearance/landing-page/general' }));
    await replaceText('Headline', 'Hear it first');

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByLabelText('Headline')).toHaveValue('Music for every moment'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await act(() => router.navigate({ to: '/admin/appearance/general' }));
    expect(await screen.findByLabelText('Site name')).toHaveValue('Melodia');
    expect(api.sent(POST)).toHaveLength(0);
  });

  it('asks before leaving the editor with unsaved changes, not when moving between its sections', async () => {
    const { router } = await renderEditor('/admin/appearance/custom-code');
    await userEvent.click(await screen.findByLabelText('Custom HTML'));
    await userEvent.paste('<p>Hi</p>');

    await act(() => router.navigate({ to: '/admin/appearance/menus' }));
    expect(router.state.location.pathname).toBe('/admin/appearance/menus');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    void router.navigate({ to: '/admin/tags' });
    const dialog = await screen.findByRole('dialog', { name: 'Leave the appearance editor?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/admin/appearance/menus');

    void router.navigate({ to: '/admin/appearance' });
    await screen.findByRole('navigation', { name: 'Appearance sections' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reorders a menu with the keyboard-reachable move buttons and edits an item', async () => {
    const { api, router } = await renderEditor('/admin/appearance/menus/0');
    await userEvent.click(await screen.findByRole('button', { name: 'Move Search up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/appearance/menus/0/1'));
    await replaceText('Link', 'https://example.com');
    await userEvent.click(screen.getByRole('button', { name: 'mic' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'artists' }));

    await save();
    await waitFor(() => expect(api.sent(POST)).toHaveLength(1));
    expect(api.sent(POST)[0].body).toEqual({
      changes: {
        menus: [
          {
            id: 'primary',
            name: 'Primary',
            positions: ['sidebar-primary'],
            items: [
              { id: 'search', type: 'route', label: 'Search', action: '/search', icon: 'search' },
              { id: 'home', type: 'link', label: 'Home', action: 'https://example.com', icon: 'mic', roles: [3] },
            ],
          },
        ],
      },
    });
  }, JOURNEY_TIMEOUT);
});
