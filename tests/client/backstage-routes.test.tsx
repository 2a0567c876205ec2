import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { fail, stubFetch } from './fixtures/fetch-stub';
import { makeTrack } from './fixtures/catalog-fixtures';
import { renderApp } from './fixtures/render-app';

const artist = () =>
  makeUser({
    roles: [{ id: 3, name: 'artists' }],
    permissions: [
      { name: 'music.view', restrictions: [] },
      { name: 'music.create', restrictions: [] },
    ],
  });

const CREATE_PAGES = ['/backstage/upload', '/backstage/tracks/new', '/backstage/albums/new'];

describe('backstage route guards (SPEC section 2)', () => {
  it.each(CREATE_PAGES)('%s sends guests to /login', async (path) => {
    stubFetch({});
    const { router } = await renderApp(path);
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(CREATE_PAGES)('%s sends listeners without music.create to /404', async (path) => {
    setBootstrap(makeBootstrap({ user: makeUser() }));
    stubFetch({});
    const { router } = await renderApp(path);
    expect(router.state.location.pathname).toBe('/404');
  });

  it.each([
    ['/backstage/upload', 'Upload tracks'],
    ['/backstage/tracks/new', 'New track'],
    ['/backstage/albums/new', 'New album'],
  ])('%s opens for users with music.create', async (path, heading) => {
    setBootstrap(makeBootstrap({ user: artist() }));
    stubFetch({});
    const { router } = await renderApp(path);
    expect(router.state.location.pathname).toBe(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('edit pages need login', async () => {
    stubFetch({});
    const { router } = await renderApp('/backstage/tracks/5/edit');
    expect(router.state.location.pathname).toBe('/login');
  });

  it("shows the 404 page for someone else's track", async () => {
    setBootstrap(makeBootstrap({ user: artist() }));
    stubFetch({ 'GET /api/v1/backstage/tracks/5': fail(403, { message: 'This action is unauthorized.' }) });
    await renderApp('/backstage/tracks/5/edit', { retry: false });
    expect(await screen.findByText("Looks like you've found the doorway to the great nothing")).toBeInTheDocument();
  });

  it('loads the owner’s track into the edit form', async () => {
    setBootstrap(makeBootstrap({ user: artist() }));
    const track = { ...makeTrack({ id: 5, name: 'Night Drive' }), description: null, genres: [], tags: [], has_lyrics: true, waveform: null, release_date: null, album_id: null, lyrics: '[00:01.00] Go', audio: { mime: 'audio/mpeg', size: 10 } };
    stubFetch({ 'GET /api/v1/backstage/tracks/5': { track } });
    await renderApp('/backstage/tracks/5/edit');
    expect(await screen.findByRole('heading', { name: 'Edit track' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Night Drive');
    expect(screen.getByRole('textbox', { name: 'Lyrics' })).toHaveValue('[00:01.00] Go');
  });

  it("keeps the track's album in the picker when the album is not the user's own", async () => {
    setBootstrap(makeBootstrap({ user: artist() }));
    const onAlbum = makeTrack({ id: 5, name: 'Night Drive', album: { id: 3, name: 'Label Compilation', image: null } });
    const track = { ...onAlbum, description: null, genres: [], tags: [], has_lyrics: false, waveform: null, release_date: null, album_id: 3, lyrics: null, audio: null };
    stubFetch({ 'GET /api/v1/backstage/tracks/5': { track }, 'GET /api/v1/backstage/albums': { albums: [{ id: 9, name: 'My EP' }] } });
    await renderApp('/backstage/tracks/5/edit');
    const picker = await screen.findByRole('combobox', { name: 'Album' });
    expect(picker).toHaveValue('3');
    await screen.findByRole('option', { name: 'My EP' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['No album', 'Label Compilation', 'My EP']);
  });
});
