import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, stubFetch, type StubRequest } from './fixtures/fetch-stub';
import { renderApp } from './fixtures/render-app';
import { columnPreferences, pageOf, signInAdmin } from './fixtures/admin-fixtures';

// Issue 13: /admin/tags on the data-table kit, created and edited in a dialog.

const tag = (id: number, name: string, display_name: string) => ({ id, name, display_name, tracks_count: 3, albums_count: 1, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' });

beforeEach(signInAdmin);

describe('/admin/tags', () => {
  it('lists tags with how many tracks and albums carry them', async () => {
    stubFetch({ 'GET /api/v1/tags': pageOf([tag(1, 'night-drive', 'Night Drive')]), ...columnPreferences('tags') });
    await renderApp('/admin/tags');
    const row = (await screen.findByText('Night Drive')).closest('tr')!;
    expect(within(row).getByText('night-drive')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('1')).toBeInTheDocument();
  });

  it('creates a tag whose name follows the display name, and shows a taken name on its field', async () => {
    let attempts = 0;
    const api = stubFetch({
      'GET /api/v1/tags': pageOf([]),
      ...columnPreferences('tags'),
      'POST /api/v1/tags': (request: StubRequest) =>
        ++attempts === 1 ? fail(422, { message: 'This name is already taken.', errors: { name: ['This name is already taken.'] } }) : { tag: { id: 4, ...(request.body as object) } },
    });
    await renderApp('/admin/tags');
    await userEvent.click(await screen.findByRole('button', { name: 'Add tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add tag' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Display name' }), 'Late Night Jazz');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('late-night-jazz');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('This name is already taken.')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'jazz-at-night');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.sent('POST /api/v1/tags')).toHaveLength(2));
    expect(api.sent('POST /api/v1/tags')[1].body).toEqual({ display_name: 'Late Night Jazz', name: 'jazz-at-night' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a tag from its row without moving its name', async () => {
    const api = stubFetch({
      'GET /api/v1/tags': pageOf([tag(1, 'night-drive', 'Night Drive')]),
      ...columnPreferences('tags'),
      'PUT /api/v1/tags/1': (request: StubRequest) => ({ tag: { id: 1, ...(request.body as object) } }),
    });
    await renderApp('/admin/tags');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Night Drive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tag' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Display name' }), 's');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('night-drive');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('PUT /api/v1/tags/1')[0]?.body).toEqual({ display_name: 'Night Drives', name: 'night-drive' }));
  });
});
