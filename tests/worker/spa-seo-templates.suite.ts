import { afterEach, describe, expect, it } from 'vitest';
import { playlists } from '../../db/music-social';
import { channels } from '../../db/music-catalog';
import { SETTING_DEFAULTS } from '../../worker/settings/defaults';
import { SEO_PAGES } from '../../worker/settings/appearance-defaults';
import { SEO_PLACEHOLDERS } from '../../worker/spa/seo-placeholders';
import { fillTemplate } from '../../worker/spa/seo-template';
import { createAlbum, createArtist, createTrack } from './support/music-fixtures';
import { adminHeaders, BASE, createUser, db, loginAs, postJson, request } from './support/http';

const html = async (path: string, headers: Record<string, string> = {}) => {
  const res = await request(path, { headers: { Accept: 'text/html', ...headers } });
  return { html: await res.text(), csp: res.headers.get('content-security-policy') ?? '' };
};
const title = (page: string) => /<title>(.*?)<\/title>/s.exec(page)?.[1];
const meta = (page: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(page)?.[1];

let changed: string[] = [];
async function setSettings(values: Record<string, unknown>) {
  changed.push(...Object.keys(values));
  const res = await postJson('/api/v1/settings', { settings: values }, await adminHeaders());
  expect(res.status).toBe(200);
}
afterEach(async () => {
  if (!changed.length) return;
  await postJson('/api/v1/settings', { settings: Object.fromEntries(changed.map((name) => [name, SETTING_DEFAULTS[name].value])) }, await adminHeaders());
  changed = [];
});

describe('fillTemplate (the SEO placeholders)', () => {
  const values = { a: 'Alpha', b: 'Beta', empty: '' };
  it('fills placeholders, spaces inside the braces allowed', () => {
    expect(fillTemplate('{{a}} - {{ b }}!', values)).toBe('Alpha - Beta!');
  });
  it('drops an empty or unknown placeholder with one neighbouring separator: no dangling dashes', () => {
    expect(fillTemplate('{{a}} - {{empty}} - {{b}}', values)).toBe('Alpha - Beta');
    expect(fillTemplate('{{empty}} - {{a}}', values)).toBe('Alpha');
    expect(fillTemplate('{{a}} - {{b}} - {{unknown}}', values)).toBe('Alpha - Beta');
    expect(fillTemplate('{{a}} | {{empty}} | {{unknown}}', values)).toBe('Alpha');
    expect(fillTemplate('{{empty}} - {{unknown}}', values)).toBe('');
  });
  it('keeps dashes that are no separator of an empty placeholder', () => {
    expect(fillTemplate('Best-of {{a}} - live', values)).toBe('Best-of Alpha - live');
  });
});

describe('SEO templates in the HTML shell', () => {
  it('list placeholders for every page the editor sets, each page\'s own plus the site\'s', () => {
    expect(Object.keys(SEO_PLACEHOLDERS).sort()).toEqual([...SEO_PAGES].sort());
    for (const page of SEO_PAGES) expect(SEO_PLACEHOLDERS[page]).toEqual(expect.arrayContaining(['site_name', 'site_description']));
  });

  it('title every page type from its templates, into title, description, Open Graph and Twitter tags', async () => {
    const artist = await createArtist({ name: 'Coral Bay', description: 'Surf rock.' });
    const album = await createAlbum({ artists: [artist], values: { name: 'Tides' } });
    const track = await createTrack({ artists: [artist], album, values: { name: 'Swell' } });
    const owner = await createUser();
    const [playlist] = await db().insert(playlists).values({ owner_id: owner.id, name: 'Road trip', description: 'Miles of songs.' }).returning();
    await db().insert(channels).values({ slug: 'seo-template-channel', name: 'Weekly', content_type: 'track', description: 'Picked weekly.' });
    const templates: Record<string, { title: string; description: string }> = {
      artist: { title: 'A:{{artist.name}}', description: 'D:{{artist.description}}' },
      album: { title: 'B:{{album.name}} by {{album.artist}}', description: 'D:{{album.release_date}}' },
      track: { title: 'T:{{track.name}} on {{track.album}}', description: 'D:{{track.artist}}' },
      playlist: { title: 'P:{{playlist.name}}', description: 'D:{{playlist.owner}} {{playlist.description}}' },
      landing: { title: 'L:{{landing.headline}}', description: 'D:{{site_description}}' },
      channel: { title: 'C:{{channel.name}}', description: 'D:{{channel.description}}' },
      user: { title: 'U:{{user.name}}', description: 'D:{{site_name}}' },
      search: { title: 'S:{{query}}', description: 'D:{{query}}' },
    };
    await setSettings({
      ...Object.fromEntries(Object.entries(templates).flatMap(([page, t]) => [[`seo.${page}.title`, t.title], [`seo.${page}.description`, t.description]])),
      'landing.headline': 'Hello there',
      'branding.site_name': 'Tuneful',
    });
    const expected: [string, string, string][] = [
      [`/artist/${artist.id}/coral-bay`, 'A:Coral Bay', 'D:Surf rock.'],
      [`/album/${album.id}/coral-bay/tides`, 'B:Tides by Coral Bay', 'D:2024-01-01'],
      [`/track/${track.id}/swell`, 'T:Swell on Tides', 'D:Coral Bay'],
      [`/playlist/${playlist.id}/road-trip`, 'P:Road trip', `D:${owner.name} Miles of songs.`],
      ['/landing', 'L:Hello there', `D:${String(SETTING_DEFAULTS['branding.site_description'].value)}`],
      ['/channel/seo-template-channel', 'C:Weekly', 'D:Picked weekly.'],
      [`/user/${owner.id}/x`, `U:${owner.name}`, 'D:Tuneful'],
      ['/search/tom%20%26%20jerry', 'S:tom &#38; jerry', 'D:tom &#38; jerry'],
    ];
    for (const [path, wantTitle, wantDescription] of expected) {
      const { html: page } = await html(path);
      expect(title(page), path).toBe(wantTitle);
      expect(meta(page, 'description'), path).toBe(wantDescription);
      for (const tag of ['og:title', 'twitter:title']) expect(meta(page, tag), `${path} ${tag}`).toBe(wantTitle);
      for (const tag of ['og:description', 'twitter:description']) expect(meta(page, tag), `${path} ${tag}`).toBe(wantDescription);
    }
  });

  it('escape values at output and collapse an empty one with its separator', async () => {
    await setSettings({ 'seo.track.title': '{{track.name}} - {{track.album}} - {{site_name}}', 'branding.site_name': 'Tuneful' });
    const track = await createTrack({ album: null, values: { name: '<b>"Loud"</b> & clear' } });
    const { html: page } = await html(`/track/${track.id}/loud`);
    expect(title(page)).toBe('&#60;b&#62;&#34;Loud&#34;&#60;/b&#62; &#38; clear - Tuneful');
    expect(page).not.toContain('<b>"Loud"');
  });

  it('fall back to the site\'s name and description when a template fills to nothing', async () => {
    await setSettings({ 'seo.artist.title': '{{artist.description}}', 'seo.artist.description': '{{artist.description}}', 'branding.site_name': 'Tuneful' });
    const artist = await createArtist({ name: 'Quiet', description: null });
    const { html: page } = await html(`/artist/${artist.id}/quiet`);
    expect(title(page)).toBe('Tuneful');
    expect(meta(page, 'description')).toBe(SETTING_DEFAULTS['branding.site_description'].value);
  });

  it('title / as the landing page only for a guest, when the home page is the landing page', async () => {
    await setSettings({ 'seo.landing.title': 'Landing {{site_name}}', 'branding.site_name': 'Tuneful' });
    expect(title((await html('/')).html)).toBe('Tuneful');
    await setSettings({ 'homepage.type': 'landingPage' });
    expect(title((await html('/')).html)).toBe('Landing Tuneful');
    const { headers } = await loginAs((await createUser()).id);
    expect(title((await html('/', headers)).html)).toBe('Tuneful');
  });
});

describe('JSON-LD in the HTML shell', () => {
  function jsonLd(page: string, csp: string) {
    const match = /<script type="application\/ld\+json" nonce="([\w-]+)">(.*?)<\/script>/s.exec(page);
    if (!match) throw new Error('no JSON-LD');
    expect(csp).toContain(`'nonce-${match[1]}'`);
    return JSON.parse(match[2]);
  }

  it('describes a track as a MusicRecording with its artist, album, duration and cover', async () => {
    const artist = await createArtist({ name: 'Nova' });
    const album = await createAlbum({ artists: [artist], values: { name: 'First light', image: '/storage/images/albums/7.svg' } });
    const track = await createTrack({ artists: [artist], album, values: { name: 'Dawn </script><script>x()</script>', duration: 205_000 } });
    const { html: page, csp } = await html(`/track/${track.id}/dawn`);
    expect(page).not.toContain('</script><script>x()');
    expect(jsonLd(page, csp)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MusicRecording',
      name: 'Dawn </script><script>x()</script>',
      url: `${BASE}/track/${track.id}/dawn-script-script-x-script`,
      image: `${BASE}/storage/images/albums/7.svg`,
      duration: 'PT3M25S',
      datePublished: '2024-01-01',
      byArtist: { '@type': 'MusicGroup', name: 'Nova', url: `${BASE}/artist/${artist.id}/nova` },
      inAlbum: { '@type': 'MusicAlbum', name: 'First light', url: `${BASE}/album/${album.id}/nova/first-light` },
    });
  });

  it('describes an album as a MusicAlbum and an artist as a MusicGroup', async () => {
    const artist = await createArtist({ name: 'Coral', description: 'From the coast.', image: 'https://img.example/coral.jpg' });
    const album = await createAlbum({ artists: [artist], values: { name: 'Reef' } });
    await createTrack({ artists: [artist], album });
    await createTrack({ artists: [artist], album });
    const albumPage = await html(`/album/${album.id}/coral/reef`);
    expect(jsonLd(albumPage.html, albumPage.csp)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MusicAlbum',
      name: 'Reef',
      url: `${BASE}/album/${album.id}/coral/reef`,
      datePublished: '2024-01-01',
      numTracks: 2,
      byArtist: { '@type': 'MusicGroup', name: 'Coral', url: `${BASE}/artist/${artist.id}/coral` },
    });
    const artistPage = await html(`/artist/${artist.id}/coral`);
    expect(jsonLd(artistPage.html, artistPage.csp)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MusicGroup',
      name: 'Coral',
      url: `${BASE}/artist/${artist.id}/coral`,
      image: 'https://img.example/coral.jpg',
      description: 'From the coast.',
    });
  });

  it('is absent from pages that are no track, album or artist', async () => {
    expect((await html('/search/x')).html).not.toContain('application/ld+json');
    expect((await html('/')).html).not.toContain('application/ld+json');
  });
});
