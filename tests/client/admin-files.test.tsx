import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetch } from './fixtures/fetch-stub';
import { renderApp } from './fixtures/render-app';
import { columnPreferences, pageOf, signInAdmin } from './fixtures/admin-fixtures';

// Issue 13: /admin/files on the data-table kit.

const file = (id: number, name: string, mime: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  mime,
  extension: name.split('.').pop(),
  file_size: 1536,
  user_id: 3,
  deleted_at: null,
  created_at: '2026-01-01T00:00:00Z',
  owner: { id: 3, name: 'Grace Hopper', image: null },
  ...extra,
});

const FILES = [file(1, 'cover.png', 'image/png'), file(2, 'song.mp3', 'audio/mpeg'), file(3, 'notes.txt', 'text/plain'), file(4, 'old.png', 'image/png', { deleted_at: '2026-01-02T00:00:00Z' })];

beforeEach(signInAdmin);

describe('/admin/files', () => {
  it('shows each file with its owner, size and type, and a preview through the download route', async () => {
    stubFetch({ 'GET /api/v1/file-entries': pageOf(FILES), ...columnPreferences('files') });
    const { container } = await renderApp('/admin/files');
    const row = (name: string) => screen.getAllByText(name)[0].closest('tr')!;
    await screen.findByText('cover.png');
    expect(row('cover.png').querySelector('img')).toHaveAttribute('src', '/api/v1/file-entries/1/download');
    expect(within(row('song.mp3')).getByLabelText('Play song.mp3').tagName).toBe('AUDIO');
    expect(row('notes.txt').querySelector('img, audio')).toBeNull();
    // In the owner's trash, the download route no longer serves it: an icon, and a note.
    expect(row('old.png').querySelector('img')).toBeNull();
    expect(within(row('old.png')).getByText('In the owner’s trash')).toBeInTheDocument();
    expect(within(row('cover.png')).getByRole('link', { name: 'Open Grace Hopper' })).toHaveAttribute('href', '/admin/users/3/details');
    expect(within(row('cover.png')).getByText('1.5 KB')).toBeInTheDocument();
    expect(within(row('cover.png')).getByText('image/png')).toBeInTheDocument();
    expect(container.querySelectorAll('audio[preload="none"]')).toHaveLength(1);
  });

  it('filters by type family and owner through the URL', async () => {
    const api = stubFetch({ 'GET /api/v1/file-entries': pageOf(FILES), ...columnPreferences('files') });
    const { router } = await renderApp('/admin/files');
    await screen.findByText('cover.png');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'audio');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Owner (user id)' }), '3');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ type: 'audio', owner: '3' }));
    await waitFor(() => expect(Object.fromEntries(api.sent('GET /api/v1/file-entries').at(-1)!.query)).toMatchObject({ type: 'audio', owner: '3' }));
  });

  it('deletes a file forever from its row, and a selection from the bulk bar, after a confirmation', async () => {
    const api = stubFetch({
      'GET /api/v1/file-entries': pageOf(FILES),
      ...columnPreferences('files'),
      'DELETE /api/v1/file-entries/2': { message: 'File deleted' },
      'DELETE /api/v1/file-entries/1,3': { message: 'Files deleted' },
    });
    await renderApp('/admin/files');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete song.mp3 forever' }));
    const one = await screen.findByRole('dialog', { name: 'Delete song.mp3 forever?' });
    await userEvent.click(within(one).getByRole('button', { name: 'Delete forever' }));
    await waitFor(() => expect(api.sent('DELETE /api/v1/file-entries/2')).toHaveLength(1));
    const listsBefore = api.sent('GET /api/v1/file-entries').length;

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete forever' }));
    const many = await screen.findByRole('dialog', { name: 'Delete 2 files forever?' });
    await userEvent.click(within(many).getByRole('button', { name: 'Cancel' }));
    expect(api.sent('DELETE /api/v1/file-entries/1,3')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete forever' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete 2 files forever?' })).getByRole('button', { name: 'Delete forever' }));
    await waitFor(() => expect(api.sent('DELETE /api/v1/file-entries/1,3')).toHaveLength(1));
    await waitFor(() => expect(api.sent('GET /api/v1/file-entries').length).toBeGreaterThan(listsBefore));
  });
});
