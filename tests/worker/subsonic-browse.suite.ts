import { describe, expect, it } from 'vitest';
import { createDb } from '../../worker/db';
import { env } from 'cloudflare:test';
import { likes, follows, playlists, playlistTracks } from '../../db/music-social';
import { userRatings } from '../../db/subsonic';
import { loadAlbums, loadArtists, loadPlaylists, loadSongs } from '../../worker/subsonic/payloads';
import { createUser, db } from './support/http';
import { createAlbum, createArtist, createGenre, createTrack, audioBytes } from './support/music-fixtures';

const readDb = () => createDb(env.DB);

describe('payloads', () => {
  it('loads songs in the given order with the user own star and rating, dropping unknown ids', async () => {
    const user = await createUser();
    const other = await createUser();
    const artist = await createArtist({ name: 'The Payloaders' });
    const album = await createAlbum({ artists: [artist], values: { name: 'First/Light', release_date: '2019-04-02', image: '/storage/images/albums/a.png' } });
    const genre = await createGenre();
    const first = await createTrack({ artists: [artist], album, genres: [genre], values: { number: 3, duration: 200_400 }, audio: { bytes: audioBytes(25_050), mime: 'audio/mpeg' } });
    const second = await createTrack({ artists: [artist], album });
    await db().insert(likes).values({ user_id: user.id, likeable_type: 'track', likeable_id: first.id, created_at: '2026-01-02T03:04:05.000Z' });
    await db().insert(userRatings).values({ user_id: user.id, rateable_type: 'track', rateable_id: first.id, rating: 4 });

    const songs = await loadSongs(readDb(), user, [second.id, 999_999_999, first.id]);
    expect(songs.map((song) => song.id)).toEqual([String(second.id), String(first.id)]);
    const song = songs[1];
    expect(song).toMatchObject({
      parent: `al-${album.id}`,
      isDir: false,
      title: first.name,
      album: 'First/Light',
      artist: 'The Payloaders',
      artistId: String(artist.id),
      albumId: String(album.id),
      track: 3,
      year: 2019,
      genre: genre.display_name,
      genres: [{ name: genre.display_name }],
      coverArt: `al-${album.id}`,
      size: 25_050,
      contentType: 'audio/mpeg',
      suffix: 'mp3',
      duration: 200,
      bitRate: 1,
      path: `The Payloaders/First_Light/03 ${first.name}.mp3`,
      starred: '2026-01-02T03:04:05.000Z',
      userRating: 4,
      type: 'music',
      mediaType: 'song',
      artists: [{ id: String(artist.id), name: 'The Payloaders' }],
      albumArtists: [{ id: String(artist.id), name: 'The Payloaders' }],
    });
    // Stars and ratings are the user's own.
    const [seenByOther] = await loadSongs(readDb(), other, [first.id]);
    expect(seenByOther.starred).toBeUndefined();
    expect(seenByOther.userRating).toBeUndefined();
  });

  it('loads albums with counts and, on request, their songs in track order', async () => {
    const user = await createUser();
    const artist = await createArtist();
    const album = await createAlbum({ artists: [artist], values: { type: 'ep' } });
    const two = await createTrack({ artists: [artist], album, values: { number: 2, duration: 60_000 } });
    const one = await createTrack({ artists: [artist], album, values: { number: 1, duration: 30_000, explicit: true } });
    await db().insert(likes).values({ user_id: user.id, likeable_type: 'album', likeable_id: album.id });
    const [plain] = await loadAlbums(readDb(), user, [album.id]);
    expect(plain).toMatchObject({ id: String(album.id), songCount: 2, duration: 90, artistId: String(artist.id), releaseTypes: ['ep'], explicitStatus: 'explicit', year: 2024 });
    expect(plain.starred).toEqual(expect.any(String));
    expect(plain.song).toBeUndefined();
    const [withSongs] = await loadAlbums(readDb(), user, [album.id], { songs: true });
    expect(withSongs.song?.map((song) => song.id)).toEqual([String(one.id), String(two.id)]);
  });

  it('loads artists with their album count and the follow as the star', async () => {
    const user = await createUser();
    const artist = await createArtist({ image: '/storage/images/artists/x.png' });
    await createAlbum({ artists: [artist] });
    await db().insert(follows).values({ follower_id: user.id, followable_type: 'artist', followable_id: artist.id });
    const [loaded] = await loadArtists(readDb(), user, [artist.id], { origin: 'https://music.test' });
    expect(loaded).toMatchObject({ id: String(artist.id), albumCount: 1, coverArt: `ar-${artist.id}`, artistImageUrl: 'https://music.test/storage/images/artists/x.png' });
    expect(loaded.starred).toEqual(expect.any(String));
  });

  it('loads playlists a user may see, naming the caller by email and others by name', async () => {
    const owner = await createUser();
    const other = await createUser();
    const track = await createTrack();
    const [open] = await db().insert(playlists).values({ owner_id: owner.id, name: 'Open', public: true, tracks_count: 1, duration: 180_000 }).returning();
    const [hidden] = await db().insert(playlists).values({ owner_id: owner.id, name: 'Hidden', public: false }).returning();
    await db().insert(playlistTracks).values({ playlist_id: open.id, track_id: track.id, position: 1 });
    const mine = await loadPlaylists(readDb(), owner, [hidden.id, open.id], { entries: true });
    expect(mine.map((p) => [p.name, p.owner, p.readonly])).toEqual([
      ['Hidden', owner.email, false],
      ['Open', owner.email, false],
    ]);
    expect(mine[1].entry?.map((song) => song.id)).toEqual([String(track.id)]);
    const theirs = await loadPlaylists(readDb(), other, [hidden.id, open.id]);
    expect(theirs.map((p) => [p.name, p.owner, p.readonly, p.duration])).toEqual([['Open', owner.name, true, 180]]);
  });
});
