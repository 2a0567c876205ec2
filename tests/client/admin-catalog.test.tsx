import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, stubFetch, type StubRequest } from './fixtures/fetch-stub';
import { renderApp } from './fixtures/render-app';
import { columnPreferences, pageOf, signInAdmin } from './fixtures/admin-fixtures';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';

// Issue 15: /admin/tracks on the data-table kit, its bulk delete, and the artist form.

const track = (id: number, name: string, plays: number) => ({
  id,
  name,
  image: null,
  artists: [{ id: 7, name: 'Velvet Harbor' }],
  album: { id: 3, name: 'Low Tide', image: null },
  genres: [{ id: 2, name: 'dream-pop', display_name: 'Dream Pop' }],
  plays,
  duration: 185_000,
  explicit: false,
  owner: { id: 9, name: 'Artist' },
  release_date: '2024-05-01',
  created_at: '2026-01-01T00:00:00Z',
});

const genres = { genres: [{ id: 2, name: 'dream-pop', display_name: 'Dream Pop' }, { id: 4, name: 'rock', display_name: 'Rock' }] };

beforeEach(signInAdmin);

describe('/admin/tracks', () => {
  it('lists tracks with artist, album, plays and duration, and filters by genre through the URL', async () => {
    const api = stubFetch({ 'GET /api/v1/tracks': pageOf([track(1, 'Harbor Lights', 12_345)]), 'GET /api/v1/genres': genres, ...columnPreferences('admin-tracks') });
    await renderApp('/admin/tracks');
    const row = (await screen.findByText('Harbor Lights')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Velvet Harbor' })).toHaveAttribute('href', '/admin/artists/7/edit');
    expect(within(row).getByText('Low Tide')).toBeInTheDocument();
    expect(within(row).getByText((12_345).toLocaleString())).toBeInTheDocument();
    expect(within(row).getByText('3:05')).toBeInTheDocument();

    const genre = screen.getByRole('combobox', { name: 'Genre' });
    await waitFor(() => expect(within(genre).getByRole('option', { name: 'Rock' })).toBeInTheDocument());
    await userEvent.selectOptions(genre, '4');
    await waitFor(() => expect(api.sent('GET /api/v1/tracks').at(-1)?.query.get('genre')).toBe('4'));
  });

  it('names what a bulk delete takes with it before deleting', async () => {
    const api = stubFetch({
      'GET /api/v1/tracks': pageOf([track(1, 'Harbor Lights', 10), track(2, 'Undertow', 5)]),
      'GET /api/v1/genres': genres,
      'GET /api/v1/admin/deletion-preview': { tracks: 2, albums: 0, comments: 4, plays: 15, likes: 3, playlist_entries: 1 },
      'DELETE /api/v1/tracks/1,2': { deleted: 2 },
      ...columnPreferences('admin-tracks'),
    });
    await renderApp('/admin/tracks');
    await screen.findByText('Harbor Lights');
    for (const checkbox of [1, 2].map((n) => screen.getByRole('checkbox', { name: `Select row ${n}` }))) await userEvent.click(checkbox);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 tracks?' });
    expect(within(dialog).getByText('4 comments')).toBeInTheDocument();
    expect(within(dialog).getByText('1 playlist entries')).toBeInTheDocument();
    expect(api.sent('GET /api/v1/admin/deletion-preview')[0].query.get('ids')).toBe('1,2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.sent('DELETE /api/v1/tracks/1,2')).toHaveLength(1));
  });
});

describe('/admin/artists/new', () => {
  it('checks the name and links before sending, shows the server\'s field errors, then creates the artist', async () => {
    let attempts = 0;
    const api = stubFetch({
      'POST /api/v1/artists': (request: StubRequest) =>
        ++attempts === 1
          ? fail(422, { message: 'Each manager must be an existing user.', errors: { managers: ['Each manager must be an existing user.'] } })
          : { artist: { id: 12, followers_count: 0, managers: [], genres: [], links: [], bio: null, image: null, verified: false, plays: 0, created_at: '2026-01-01T00:00:00.000Z', ...(request.body as object) } },
      'GET /api/v1/admin/artists/12': fail(404),
    });
    await renderApp('/admin/artists/new');
    const form = await screen.findByRole('form', { name: 'Artist' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add link' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'URL' }), 'javascript:alert(1)');
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('The name field is required.')).toBeInTheDocument();
    expect(within(form).getByText('Each link must be an http or https URL.')).toBeInTheDocument();
    expect(within(form).getByText('Each link needs a title.')).toBeInTheDocument();
    expect(api.sent('POST /api/v1/artists')).toHaveLength(0);

    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Velvet Harbor');
    await userEvent.clear(within(form).getByRole('textbox', { name: 'URL' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'URL' }), 'https://velvet.example');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), 'Site');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Genres' }), 'Dream Pop, Shoegaze');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Managers' }), '999');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Verified' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('Each manager must be an existing user.')).toBeInTheDocument();

    await userEvent.clear(within(form).getByRole('textbox', { name: 'Managers' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.sent('POST /api/v1/artists')).toHaveLength(2));
    expect(api.sent('POST /api/v1/artists')[1].body).toEqual({
      name: 'Velvet Harbor',
      bio: '',
      links: [{ url: 'https://velvet.example', title: 'Site' }],
      genres: ['Dream Pop', 'Shoegaze'],
      profile_images: [],
      verified: true,
      managers: [],
    });
  });
});

describe('/backstage/artists/{artistId}/edit', () => {
  it("lets a manager reorder and remove profile images, without the admin's verified flag and managers", async () => {
    setBootstrap(makeBootstrap({ user: makeUser({ permissions: [{ name: 'music.create', restrictions: [] }] }) }));
    const artist = { id: 12, name: 'Velvet Harbor', followers_count: 3, managers: [], genres: [], links: [], bio: 'Dreamy.', image: null, verified: false, plays: 0, created_at: '2026-01-01T00:00:00.000Z' };
    const images = ['/storage/images/artists/a.png', '/storage/images/artists/b.png', '/storage/images/artists/c.png'];
    const api = stubFetch({
      'GET /api/v1/admin/artists/12': { artist: { ...artist, profile_images: images } },
      'PUT /api/v1/artists/12': (request: StubRequest) => ({ artist: { ...artist, ...(request.body as object) } }),
    });
    await renderApp('/backstage/artists/12/edit');
    const form = await screen.findByRole('form', { name: 'Artist' });
    expect(within(form).queryByRole('checkbox', { name: 'Verified' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('textbox', { name: 'Managers' })).not.toBeInTheDocument();
    const gallery = within(form).getByRole('list', { name: 'Profile images' });
    expect(within(gallery).getByRole('button', { name: 'Move Profile image 1 earlier' })).toBeDisabled();
    await userEvent.click(within(gallery).getByRole('button', { name: 'Move Profile image 1 later' }));
    await userEvent.click(within(gallery).getByRole('button', { name: 'Remove Profile image 3' }));
    expect(within(gallery).getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([images[1], images[0]]);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('PUT /api/v1/artists/12')).toHaveLength(1));
    expect(api.sent('PUT /api/v1/artists/12')[0].body).toEqual({ name: 'Velvet Harbor', bio: 'Dreamy.', links: [], genres: [], profile_images: [images[1], images[0]] });
  });
});
