import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { makeTrack, page } from './fixtures/catalog-fixtures';
import { fail, stubFetch } from './fixtures/fetch-stub';
import { makePlaylist } from './fixtures/music-fixtures';
import { resetPlayer } from './fixtures/player-fixture';
import { renderApp } from './fixtures/render-app';

const EMPTY_IDS = { tracks: [], albums: [], artists: [], playlists: [], users: [], reposts: { track: [], album: [] } };
const TRACKS = [1, 2, 3].map((id) => makeTrack({ id }));
const PLAYLIST = makePlaylist({ id: 5, name: 'Road trip', tracks_count: 3, duration: 3_900_000, followers_count: 2 });
const PATH = '/playlist/5/road-trip';

/** Signed in as the owner (user 7) unless told otherwise; the playlist answers with its tracks. */
function setup({ user = makeUser(), playlist = PLAYLIST, tracks = TRACKS, answers = {} }: { user?: ReturnType<typeof makeUser> | null; playlist?: typeof PLAYLIST; tracks?: typeof TRACKS; answers?: Record<string, unknown> } = {}) {
  setBootstrap(makeBootstrap({ user }));
  return stubFetch({
    'GET /api/v1/playlists/5': { playlist, tracks },
    'GET /api/v1/me/library/ids': EMPTY_IDS,
    ...answers,
  });
}

const trackNames = () => screen.getAllByRole('row').map((row) => within(row).queryAllByRole('link')[0]?.textContent).filter(Boolean);

async function rowAction(trackName: string, action: string) {
  await userEvent.click(screen.getByRole('button', { name: `More options for ${trackName}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

afterEach(resetPlayer);

describe('playlist page', () => {
  it('shows the header: name, owner, track count, length and followers', async () => {
    setup({ user: null });
    await renderApp(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Road trip' })).toBeInTheDocument();
    expect(screen.getByText('Public playlist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/user/7/ada-lovelace');
    for (const fact of ['3 tracks', '1 hr 5 min', '2 followers']) expect(screen.getByText(fact)).toBeInTheDocument();
    expect(trackNames()).toEqual(['Track 1', 'Track 2', 'Track 3']);
  });

  it('lets others follow and share, but not edit', async () => {
    setup({ user: makeUser({ id: 8 }) });
    await renderApp(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Road trip' });

    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Playlist options' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Drag to reorder' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Let's find something for your playlist" })).not.toBeInTheDocument();
  });

  it('lets followers of a collaborative playlist edit its tracks', async () => {
    setup({ user: makeUser({ id: 8 }), playlist: { ...PLAYLIST, collaborative: true }, answers: { 'GET /api/v1/me/library/ids': { ...EMPTY_IDS, playlists: [5] } } });
    await renderApp(PATH);
    expect(await screen.findAllByRole('button', { name: 'Drag to reorder' })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Following' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Playlist options' })).not.toBeInTheDocument();
  });

  it('is not found when private to someone else (or missing)', async () => {
    setup({ answers: { 'GET /api/v1/playlists/5': fail(404, { message: 'Not found' }) } });
    await renderApp(PATH);
    expect(await screen.findByText("Looks like you've found the doorway to the great nothing")).toBeInTheDocument();
  });

  it('plays from the first track with the playlist as context', async () => {
    setup();
    await renderApp(PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Play Road trip' }));
    const { getPlayerState } = await import('../../client/player/player-store');
    expect(getPlayerState().queue.map((t) => t.id)).toEqual([1, 2, 3]);
    expect(getPlayerState().context).toEqual({ type: 'playlist', id: 5, name: 'Road trip' });
  });
});

describe('editing a playlist’s tracks', () => {
  it('removes a track from the row menu', async () => {
    let tracks = TRACKS;
    const api = setup({
      answers: {
        'GET /api/v1/playlists/5': () => ({ playlist: { ...PLAYLIST, tracks_count: tracks.length }, tracks }),
        'DELETE /api/v1/playlists/5/tracks': ({ body }: { body: { ids: number[] } }) => {
          tracks = tracks.filter((track) => !body.ids.includes(track.id));
          return { playlist: { ...PLAYLIST, tracks_count: tracks.length } };
        },
      },
    });
    await renderApp(PATH);
    await screen.findAllByRole('button', { name: 'Drag to reorder' });

    await rowAction('Track 2', 'Remove from this playlist');
    await waitFor(() => expect(trackNames()).toEqual(['Track 1', 'Track 3']));
    expect(api.sent('DELETE /api/v1/playlists/5/tracks')[0].body).toEqual({ ids: [2] });
    expect(await screen.findByRole('status')).toHaveTextContent('Removed from Road trip');
    expect(screen.getByText('2 tracks')).toBeInTheDocument();
  });

  it('moves a track down: the whole new order goes to the order endpoint', async () => {
    let tracks = TRACKS;
    const api = setup({
      answers: {
        'GET /api/v1/playlists/5': () => ({ playlist: PLAYLIST, tracks }),
        'PUT /api/v1/playlists/5/tracks/order': ({ body }: { body: { ids: number[] } }) => {
          tracks = body.ids.map((id) => TRACKS.find((track) => track.id === id)!);
          return { playlist: PLAYLIST };
        },
      },
    });
    await renderApp(PATH);
    await screen.findAllByRole('button', { name: 'Drag to reorder' });

    await rowAction('Track 1', 'Move down');
    await waitFor(() => expect(trackNames()).toEqual(['Track 2', 'Track 1', 'Track 3']));
    expect(api.sent('PUT /api/v1/playlists/5/tracks/order')[0].body).toEqual({ ids: [2, 1, 3] });
  });

  it('puts the order back when the server refuses it', async () => {
    setup({ answers: { 'PUT /api/v1/playlists/5/tracks/order': fail(500, { message: 'Could not reorder' }) } });
    await renderApp(PATH);
    await screen.findAllByRole('button', { name: 'Drag to reorder' });

    await rowAction('Track 3', 'Move up');
    expect(await screen.findByRole('status')).toHaveTextContent('Could not reorder');
    await waitFor(() => expect(trackNames()).toEqual(['Track 1', 'Track 2', 'Track 3']));
  });

  it('adds tracks found by the search under the list', async () => {
    const found = makeTrack({ id: 9, name: 'Harder Better' });
    const api = setup({
      answers: {
        'GET /api/v1/search/tracks': page([found, TRACKS[0]]),
        'POST /api/v1/playlists/5/tracks': { playlist: { ...PLAYLIST, tracks_count: 4 } },
      },
    });
    await renderApp(PATH);
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search for tracks' }), 'harder');

    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('button', { name: 'Track 1 is in this playlist' })).toBeDisabled();
    await userEvent.click(within(results).getByRole('button', { name: 'Add Harder Better' }));

    await waitFor(() => expect(api.sent('POST /api/v1/playlists/5/tracks')).toHaveLength(1));
    expect(api.sent('POST /api/v1/playlists/5/tracks')[0].body).toEqual({ ids: [9] });
    expect(Object.fromEntries(api.sent('GET /api/v1/search/tracks')[0].query)).toEqual({ query: 'harder' });
  });
});

describe('playlist owner menu', () => {
  it('deletes the playlist after confirmation', async () => {
    const api = setup({ answers: { 'DELETE /api/v1/playlists/5': {}, 'GET /api/v1/me/library/playlists': page([]) } });
    const { router } = await renderApp(PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Playlist options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete playlist' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete playlist' })).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/library/playlists'));
    expect(api.sent('DELETE /api/v1/playlists/5')).toHaveLength(1);
  });

  it('makes a public playlist private', async () => {
    const api = setup({ answers: { 'PUT /api/v1/playlists/5': { playlist: { ...PLAYLIST, public: false } } } });
    await renderApp(PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Playlist options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Make private' }));

    expect(await screen.findByText('Private playlist')).toBeInTheDocument();
    expect(api.sent('PUT /api/v1/playlists/5')[0].body).toEqual({ public: false });
  });

  it('edits the details in the same dialog', async () => {
    const api = setup({ answers: { 'PUT /api/v1/playlists/5': { playlist: { ...PLAYLIST, name: 'Night drive' } } } });
    const { router } = await renderApp(PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Playlist options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit details' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit details' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Road trip');
    await userEvent.clear(name);
    await userEvent.type(name, 'Night drive');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/playlist/5/night-drive'));
    expect(api.sent('PUT /api/v1/playlists/5')[0].body).toMatchObject({ name: 'Night drive' });
  });
});
