import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { playlists } from '../../db/music-social';
import { channels } from '../../db/music-catalog';
import { createAlbum, createArtist, createTrack } from './support/music-fixtures';
import { createUser, db, request } from './support/http';

const html = async (path: string) => (await request(path, { headers: { Accept: 'text/html' } })).text();

describe('GET catalog pages (SEO tags in the HTML shell)', () => {
  it('titles a track page with the track and its first artist, and previews its album cover', async () => {
    const artist = await createArtist({ name: 'Nova <Lines>' });
    const album = await createAlbum({ artists: [artist], values: { image: '/storage/images/albums/9.svg' } });
    const track = await createTrack({ artists: [artist], album, values: { name: 'Night Drive' } });
    const page = await html(`/track/${track.id}/night-drive`);
    expect(page).toContain('<title>Night Drive - Nova &#60;Lines&#62; - ');
    expect(page).toContain('<meta property="og:type" content="music.song">');
    expect(page).toMatch(/<meta property="og:image" content="https:\/\/music\.test\/storage\/images\/albums\/9\.svg">/);
  });

  it('titles album and artist pages', async () => {
    const artist = await createArtist({ name: 'Coral Bay', description: 'Surf rock from the coast.' });
    const album = await createAlbum({ artists: [artist], values: { name: 'Tides' } });
    expect(await html(`/album/${album.id}/coral-bay/tides`)).toContain('<title>Tides - Coral Bay - ');
    const artistPage = await html(`/artist/${artist.id}/coral-bay`);
    expect(artistPage).toContain('<title>Coral Bay - ');
    expect(artistPage).toContain('content="Surf rock from the coast."');
  });

  it('keeps private playlists out of link previews', async () => {
    const owner = await createUser();
    const [playlist] = await db().insert(playlists).values({ owner_id: owner.id, name: 'Secret mix', public: false }).returning();
    expect(await html(`/playlist/${playlist.id}/secret-mix`)).not.toContain('Secret mix');
    await db().update(playlists).set({ public: true }).where(eq(playlists.id, playlist.id));
    expect(await html(`/playlist/${playlist.id}/secret-mix`)).toContain('<title>Secret mix - ');
  });

  it("titles a public channel with its SEO title and description, at /channel/{slug} and at /{slug}", async () => {
    const [channel] = await db()
      .insert(channels)
      .values({ slug: 'seo-summer-hits', name: 'Summer hits', content_type: 'track', seo_title: 'The songs of summer', seo_description: 'Sunny songs, picked weekly.' })
      .returning();
    for (const path of ['/channel/seo-summer-hits', '/seo-summer-hits', `/channel/${channel.id}`, '/seo-summer-hits/rock']) {
      const page = await html(path);
      expect(page, path).toContain('<title>The songs of summer - ');
      expect(page, path).toContain('<meta name="description" content="Sunny songs, picked weekly.">');
    }
    await db().update(channels).set({ seo_title: null, seo_description: null }).where(eq(channels.id, channel.id));
    expect(await html('/seo-summer-hits')).toContain('<title>Summer hits - ');
    await db().update(channels).set({ public: false }).where(eq(channels.id, channel.id));
    expect(await html('/seo-summer-hits')).not.toContain('Summer hits');
  });

  it('falls back to the site title for a missing id', async () => {
    expect(await html('/track/999999/missing')).not.toContain('missing -');
  });
});
