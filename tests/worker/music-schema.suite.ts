import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { eq, inArray } from 'drizzle-orm';
import { albumArtists, albums, artists, trackArtists, tracks } from '../../db/music-catalog';
import { trackColumns, toTrackPayload } from '../../worker/music/select/track-select';
import { albumColumns, toAlbumPayload } from '../../worker/music/select/album-select';
import { db } from './support/http';

describe('music schema', () => {
  it('loads tracks with album and ordered artists in one statement, and keeps FTS in sync', async () => {
    const [a1, a2] = await db().insert(artists).values([{ name: 'Zephyr Quartet' }, { name: 'Ana Ñúñez' }]).returning();
    const [album] = await db().insert(albums).values({ name: 'Quiet Harbour', release_date: '2024-05-01' }).returning();
    await db().insert(albumArtists).values({ album_id: album.id, artist_id: a1.id });
    const [t1, t2] = await db()
      .insert(tracks)
      .values([
        { name: 'Harbour Lights', number: 1, duration: 1000, album_id: album.id, audio_key: 'x' },
        { name: 'Quietude', number: 2, duration: 2500, album_id: album.id },
      ])
      .returning();
    await db().insert(trackArtists).values([
      { track_id: t1.id, artist_id: a2.id, position: 1 },
      { track_id: t1.id, artist_id: a1.id, position: 0 },
    ]);

    const rows = await db().select(trackColumns).from(tracks).leftJoin(albums, eq(albums.id, tracks.album_id)).where(inArray(tracks.id, [t1.id, t2.id])).orderBy(tracks.number);
    const [p1, p2] = rows.map(toTrackPayload);
    expect(p1.artists.map((a) => a.name)).toEqual(['Zephyr Quartet', 'Ana Ñúñez']);
    expect(p1.album).toMatchObject({ id: album.id, name: 'Quiet Harbour' });
    expect(p1.src).toBe(`/api/v1/tracks/${t1.id}/stream`);
    expect(p2.src).toBeNull();

    const [albumRow] = await db().select(albumColumns).from(albums).where(eq(albums.id, album.id));
    expect(toAlbumPayload(albumRow)).toMatchObject({ tracks_count: 2, duration: 3500, artists: [{ id: a1.id }] });

    const hits = await env.DB.prepare("SELECT rowid FROM tracks_fts WHERE tracks_fts MATCH 'quie*'").all<{ rowid: number }>();
    expect(hits.results.map((r) => r.rowid)).toEqual([t2.id]);
    await db().update(tracks).set({ name: 'Quiet Lights' }).where(eq(tracks.id, t1.id));
    const after = await env.DB.prepare("SELECT rowid FROM tracks_fts WHERE tracks_fts MATCH 'quie*' ORDER BY rowid").all<{ rowid: number }>();
    expect(after.results.map((r) => r.rowid)).toEqual([t1.id, t2.id]);
    const diacritics = await env.DB.prepare("SELECT rowid FROM artists_fts WHERE artists_fts MATCH 'nunez'").all<{ rowid: number }>();
    expect(diacritics.results.map((r) => r.rowid)).toEqual([a2.id]);
    await db().delete(tracks).where(eq(tracks.id, t2.id));
    const gone = await env.DB.prepare("SELECT rowid FROM tracks_fts WHERE tracks_fts MATCH 'quietude'").all();
    expect(gone.results).toEqual([]);
  });
});
