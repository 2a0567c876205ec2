import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LyricsPayload, TrackDetailPayload } from '../../worker/music/music-types';
import { TrackLyrics } from '../../client/catalog/track/track-lyrics';
import { TrackPage } from '../../client/catalog/track/track-page';
import { makeTrack, page } from './fixtures/catalog-fixtures';
import { fail, stubFetch } from './fixtures/fetch-stub';
import { renderWithRouter } from './fixtures/render-with-router';
import { makeTrack as makePlayerTrack, resetPlayer } from './fixtures/player-fixture';
import { player } from '../../client/player/player-store';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { setPlaybackTime } from '../../client/player/playback-time';

const track: TrackDetailPayload = {
  ...makeTrack({ id: 4, name: 'Sinnerman', duration: 620_000, plays: 1500, album: { id: 3, name: 'Pastel Blues', image: null } }),
  description: null,
  genres: [],
  tags: [{ id: 2, name: 'soul', display_name: 'Soul' }],
  has_lyrics: true,
  waveform: null,
  release_date: null,
  owner_id: null,
};

const synced: LyricsPayload = {
  track_id: 4,
  synced: true,
  text: '[00:05.00]Oh sinnerman\n[01:23.50]Where you gonna run to',
  lines: [
    { time: 5, text: 'Oh sinnerman' },
    { time: 83.5, text: 'Where you gonna run to' },
  ],
};

const plain: LyricsPayload = { track_id: 4, synced: false, text: 'First verse line\nsecond line\n\nChorus', lines: [] };

describe('TrackPage', () => {
  it('shows the header, tags, lyrics and comments', async () => {
    stubFetch({
      'GET /api/v1/tracks/4': { track },
      'GET /api/v1/tracks/4/lyrics': { lyrics: plain },
      'GET /api/v1/comments': page([]),
    });
    await renderWithRouter(<TrackPage trackId={4} />);
    const header = (await screen.findByRole('heading', { level: 1, name: 'Sinnerman' })).closest('header')!;
    expect(within(header).getByRole('link', { name: 'Pastel Blues' })).toHaveAttribute('href', '/album/3/nina-simone/pastel-blues');
    expect(within(header).getByText('10:20')).toBeInTheDocument();
    expect(within(header).getByText('1,500 plays')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Radio' })).toHaveAttribute('href', '/radio/track/4/sinnerman');
    expect(screen.getByRole('link', { name: 'Soul' })).toHaveAttribute('href', '/tag/soul');
    expect(await screen.findByText('Chorus')).toBeInTheDocument();
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
  });
});

describe('the Edit link', () => {
  const create = { name: 'music.create', restrictions: [] };
  type User = ReturnType<typeof makeUser>;
  const renderAs = async (user: User | null, ownerId: number | null) => {
    setBootstrap(makeBootstrap({ user }));
    stubFetch({ 'GET /api/v1/tracks/4': { track: { ...track, owner_id: ownerId } }, 'GET /api/v1/tracks/4/lyrics': { lyrics: plain }, 'GET /api/v1/comments': page([]) });
    await renderWithRouter(<TrackPage trackId={4} />);
    await screen.findByRole('heading', { level: 1, name: 'Sinnerman' });
    return screen.queryByRole('link', { name: 'Edit Sinnerman' });
  };

  it('takes the owner with music.create to the backstage editor', async () => {
    const link = await renderAs(makeUser({ id: 7, permissions: [create] }), 7);
    expect(link).toHaveAttribute('href', '/backstage/tracks/4/edit');
  });

  it('shows to admins, whoever owns the track', async () => {
    expect(await renderAs(makeUser({ id: 1, permissions: [{ name: 'admin', restrictions: [] }] }), 7)).not.toBeNull();
  });

  const hiddenFrom: [string, () => User | null, number | null][] = [
    ['another artist', () => makeUser({ id: 8, permissions: [create] }), 7],
    ['the owner without music.create', () => makeUser({ id: 7, permissions: [] }), 7],
    ['a guest', () => null, null],
  ];
  it.each(hiddenFrom)('stays hidden from %s', async (_, user, ownerId) => {
    expect(await renderAs(user(), ownerId)).toBeNull();
  });
});

describe('TrackLyrics', () => {
  afterEach(resetPlayer);

  it('shows timed (LRC) lyrics line by line with their times', async () => {
    stubFetch({ 'GET /api/v1/tracks/4/lyrics': { lyrics: synced } });
    await renderWithRouter(<TrackLyrics trackId={4} hasLyrics />);
    const lines = await screen.findByRole('list', { name: 'Synced lyrics' });
    expect(within(lines).getAllByRole('listitem').map((line) => line.textContent)).toEqual(['0:05Oh sinnerman', '1:23Where you gonna run to']);
  });

  it('marks the line being sung only while this track is the one playing', async () => {
    stubFetch({ 'GET /api/v1/tracks/4/lyrics': { lyrics: synced } });
    act(() => player.playTracks([makePlayerTrack(99)]));
    act(() => setPlaybackTime({ position: 90 }));
    await renderWithRouter(<TrackLyrics trackId={4} hasLyrics />);
    const lines = within(await screen.findByRole('list', { name: 'Synced lyrics' })).getAllByRole('listitem');
    expect(lines.filter((line) => line.getAttribute('aria-current'))).toEqual([]);

    act(() => player.playTracks([makePlayerTrack(4)]));
    act(() => setPlaybackTime({ position: 6 }));
    expect(lines[0]).toHaveAttribute('aria-current', 'true');
    act(() => setPlaybackTime({ position: 84 }));
    expect(lines[0]).not.toHaveAttribute('aria-current');
    expect(lines[1]).toHaveAttribute('aria-current', 'true');
  });

  it('shows plain lyrics as paragraphs', async () => {
    stubFetch({ 'GET /api/v1/tracks/4/lyrics': { lyrics: plain } });
    await renderWithRouter(<TrackLyrics trackId={4} hasLyrics />);
    const verse = await screen.findByText(/First verse line/);
    expect(verse.tagName).toBe('P');
    expect(verse.textContent).toBe('First verse line\nsecond line');
    expect(screen.getByText('Chorus').tagName).toBe('P');
  });

  it('says "No lyrics" when the server has none, without asking when the track has none', async () => {
    const api = stubFetch({ 'GET /api/v1/tracks/4/lyrics': fail(404) });
    const { unmount } = await renderWithRouter(<TrackLyrics trackId={4} hasLyrics />);
    expect(await screen.findByText('No lyrics')).toBeInTheDocument();
    unmount();

    await renderWithRouter(<TrackLyrics trackId={4} hasLyrics={false} />);
    expect(screen.getByText('No lyrics')).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);
  });
});
