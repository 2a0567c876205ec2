import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { artists, genres, lyrics, tracks } from '../../db/music-catalog';
import { adminHeaders, createUser, db, guestHeaders, loginAs, postJson, request } from './support/http';
import { audioBytes, createAlbum, createArtist } from './support/music-fixtures';
import { uploadEntry } from './support/upload-fixtures';

const send = (method: 'GET' | 'PUT', path: string, headers: Record<string, string>, body?: unknown) =>
  request(`/api/v1/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function signedIn(roles = ['artists']) {
  const user = await createUser({ roles });
  return { user, headers: (await loginAs(user.id)).headers };
}

const publish = (body: unknown, headers: Record<string, string>) => postJson('/api/v1/backstage/tracks', body, headers);

describe('POST /api/v1/backstage/tracks', () => {
  it('needs music.create: 401 for guests, 403 for listeners', async () => {
    expect((await publish({ name: 'Song' }, guestHeaders())).status).toBe(401);
    const { headers } = await signedIn(['users']);
    expect((await publish({ name: 'Song' }, headers)).status).toBe(403);
  });

  it('publishes a track from an uploaded file, and the track plays', async () => {
    const { user, headers } = await signedIn();
    const bytes = audioBytes(6000);
    const entry = await uploadEntry(user.id, { bytes, metadata: { title: 'Sunrise', duration_ms: 123_456.4, cover_url: '/storage/images/covers/sun.png' } });
    const res = await publish({ name: 'Sunrise', file_entry_id: entry.id, waveform: [0, 0.51234, 1] }, headers);
    expect(res.status).toBe(201);
    const { track } = await res.json<any>();
    expect(track).toMatchObject({
      model_type: 'track',
      name: 'Sunrise',
      duration: 123_456,
      image: '/storage/images/covers/sun.png',
      waveform: [0, 0.512, 1],
      artists: [{ name: user.name }],
      src: `/api/v1/tracks/${track.id}/stream`,
    });
    // The uploader's own artist was created on this first publish.
    const [own] = await db().select().from(artists).where(eq(artists.owner_id, user.id));
    expect(track.artists[0].id).toBe(own.id);

    const stream = await request(track.src);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('Content-Type')).toBe('audio/mpeg');
    expect(new Uint8Array(await stream.arrayBuffer())).toEqual(bytes);
  });

  it('reuses the uploader artist, finds or creates named artists, genres and tags, and stores lyrics', async () => {
    const { user, headers } = await signedIn();
    const existing = await createArtist({ name: `Known Band ${Date.now()}` });
    const first = await (await publish({ name: 'One' }, headers)).json<any>();
    const res = await publish(
      {
        name: 'Two',
        artists: [existing.name.toUpperCase(), 'Brand New Act', ' '],
        genres: ['Deep House', 'deep house'],
        tags: ['Chill Out'],
        description: '  ',
        lyrics: '[00:01.00] Hello\n[00:05.50] World',
        duration: 1000,
      },
      headers,
    );
    expect(res.status).toBe(201);
    const { track } = await res.json<any>();
    expect(track.artists.map((a: any) => a.id)[0]).toBe(existing.id);
    expect(track.artists[1].name).toBe('Brand New Act');
    expect(track).toMatchObject({
      duration: 1000,
      description: null,
      src: null,
      has_lyrics: true,
      genres: [{ name: 'deep-house', display_name: 'Deep House' }],
      tags: [{ name: 'chill-out', display_name: 'Chill Out' }],
    });
    const [created] = await db().select().from(artists).where(eq(artists.id, track.artists[1].id));
    expect(created.owner_id).toBe(user.id);
    const [row] = await db().select().from(lyrics).where(eq(lyrics.track_id, track.id));
    expect(row.synced).toBe(true);
    // One uploader artist, not one per publish.
    const again = await (await publish({ name: 'Three', artists: [] }, headers)).json<any>();
    expect(again.track.artists).toEqual(first.track.artists);
    // A second publish with the same genre finds it.
    await publish({ name: 'Four', genres: ['DEEP HOUSE'] }, headers);
    expect(await db().select().from(genres).where(eq(genres.name, 'deep-house'))).toHaveLength(1);
  });

  it("refuses someone else's, deleted and non-audio entries with 422 and writes nothing", async () => {
    const { user, headers } = await signedIn();
    const other = await createUser();
    const cases = [
      await uploadEntry(other.id),
      await uploadEntry(user.id, { deleted: true }),
      await uploadEntry(user.id, { mime: 'application/pdf' }),
    ];
    for (const entry of cases) {
      const res = await publish({ name: 'Nope', file_entry_id: entry.id }, headers);
      expect(res.status).toBe(422);
      expect((await res.json<any>()).errors.file_entry_id).toEqual(['The file must be an audio file you uploaded.']);
    }
    expect(await db().select().from(tracks).where(eq(tracks.owner_id, user.id))).toEqual([]);
    expect(await db().select().from(artists).where(eq(artists.owner_id, user.id))).toEqual([]);
  });

  it('publishes an uploaded cover image under images/, and refuses SVG', async () => {
    const { user, headers } = await signedIn();
    const png = Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3]);
    const cover = await uploadEntry(user.id, { mime: 'image/png', bytes: png });
    const { track } = await (await publish({ name: 'Covered', image_entry_id: cover.id }, headers)).json<any>();
    expect(track.image).toMatch(/^\/storage\/images\/tracks\/[0-9a-f]{32}\.png$/);
    const image = await request(track.image);
    expect(image.status).toBe(200);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(png);
    const svg = await uploadEntry(user.id, { mime: 'image/svg+xml' });
    const refused = await publish({ name: 'Scripted', image_entry_id: svg.id }, headers);
    expect((await refused.json<any>()).errors.image_entry_id).toEqual(['The image must be a PNG, JPEG, GIF or WebP image you uploaded.']);
  });

  it('answers 422 with field messages', async () => {
    const { headers } = await signedIn();
    const res = await publish({ name: '', waveform: [0.5, 2], number: 0, genres: 'rock', album_id: 999_999 }, headers);
    expect(res.status).toBe(422);
    const { errors } = await res.json<any>();
    expect(Object.keys(errors).sort()).toEqual(['genres', 'name', 'number', 'waveform.1']);
    expect(errors.name).toEqual(['The name field is required.']);
    const tooMany = await publish({ name: 'x', waveform: Array(1001).fill(0) }, headers);
    expect((await tooMany.json<any>()).errors.waveform).toEqual(['The waveform holds at most 1000 peaks.']);
    const album = await publish({ name: 'x', album_id: (await createAlbum()).id }, headers);
    expect((await album.json<any>()).errors.album_id).toEqual(['The album must be one of yours.']);
  });
});

describe('GET and PUT /api/v1/backstage/tracks/{id}', () => {
  async function publishedBy(headers: Record<string, string>, body: Record<string, unknown> = {}) {
    return (await (await publish({ name: 'Mine', genres: ['Rock'], lyrics: 'plain words', ...body }, headers)).json<any>()).track;
  }

  it('lets the owner read and edit, others get 403, missing tracks 404', async () => {
    const owner = await signedIn();
    const track = await publishedBy(owner.headers);
    const got = await send('GET', `backstage/tracks/${track.id}`, owner.headers);
    expect(got.status).toBe(200);
    expect((await got.json<any>()).track).toMatchObject({ id: track.id, lyrics: 'plain words', album_id: null, audio: null, genres: [{ name: 'rock' }] });

    const stranger = await signedIn();
    expect((await send('GET', `backstage/tracks/${track.id}`, stranger.headers)).status).toBe(403);
    expect((await send('PUT', `backstage/tracks/${track.id}`, stranger.headers, { name: 'Stolen' })).status).toBe(403);
    expect((await send('PUT', 'backstage/tracks/99999999', owner.headers, { name: 'x' })).status).toBe(404);
    const listener = await signedIn(['users']);
    expect((await send('GET', `backstage/tracks/${track.id}`, listener.headers)).status).toBe(403);

    const res = await send('PUT', `backstage/tracks/${track.id}`, owner.headers, { name: 'Renamed', genres: [], tags: ['Late Night'], lyrics: null });
    expect(res.status).toBe(200);
    expect((await res.json<any>()).track).toMatchObject({ name: 'Renamed', genres: [], tags: [{ name: 'late-night' }], has_lyrics: false });
    // Fields left out keep their values.
    const [row] = await db().select().from(tracks).where(eq(tracks.id, track.id));
    expect(row.owner_id).toBe(owner.user.id);
  });

  it('lets an admin edit anyone’s track', async () => {
    const owner = await signedIn();
    const track = await publishedBy(owner.headers);
    const res = await send('PUT', `backstage/tracks/${track.id}`, await adminHeaders(), { description: 'Edited by staff' });
    expect(res.status).toBe(200);
    expect((await res.json<any>()).track).toMatchObject({ name: 'Mine', description: 'Edited by staff' });
  });

  it('replaces the audio file, taking its duration', async () => {
    const { user, headers } = await signedIn();
    const track = await publishedBy(headers);
    const bytes = audioBytes(1234);
    const entry = await uploadEntry(user.id, { bytes, mime: 'audio/ogg', metadata: { duration_ms: 5000 } });
    const res = await send('PUT', `backstage/tracks/${track.id}`, headers, { file_entry_id: entry.id });
    expect((await res.json<any>()).track).toMatchObject({ duration: 5000, src: `/api/v1/tracks/${track.id}/stream` });
    const stream = await request(`/api/v1/tracks/${track.id}/stream`);
    expect(new Uint8Array(await stream.arrayBuffer())).toEqual(bytes);
  });
});
