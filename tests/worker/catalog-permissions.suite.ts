import { describe, expect, it } from 'vitest';
import { createUser, loginAs, request } from './support/http';
import { withoutGuestPermission } from './support/guest-permissions';
import { createGenre, createTag, createTrack } from './support/music-fixtures';

// Every catalog route sits behind music.view (docs/api/music.md); the guard
// runs before validation and lookups, so even unknown ids answer 401/403.
const CATALOG_PATHS = [
  'channels/home',
  'channels/some-channel',
  'artists/1',
  'artists/1/tracks',
  'artists/1/albums',
  'albums/1',
  'tracks/1',
  'tracks/1/lyrics',
  'genres',
  'genres/rock',
  'tags/chill',
  'tags/chill/tracks',
  'tags/chill/albums',
  'user-profile/1',
  'user-profile/1/playlists',
];

describe('music.view on the catalog routes', () => {
  it('lets guests browse, as the seeded guest role holds music.view', async () => {
    const track = await createTrack();
    const [genre, tag] = [await createGenre(), await createTag()];
    for (const path of [`tracks/${track.id}`, 'genres', `genres/${genre.name}`, `tags/${tag.name}`]) {
      expect((await request(`/api/v1/${path}`)).status, path).toBe(200);
    }
  });

  it('answers 401 to guests once the guest role lacks music.view', async () => {
    await withoutGuestPermission('music.view', async () => {
      for (const path of CATALOG_PATHS) {
        const res = await request(`/api/v1/${path}`);
        expect(res.status, path).toBe(401);
        expect(await res.json()).toEqual({ message: 'Unauthenticated.', action: { label: 'Log in', action: '/login' } });
      }
    });
  });

  it('answers 403 to a signed-in user whose roles lack music.view, and lets a listener through', async () => {
    const { headers } = await loginAs((await createUser({ roles: [] })).id);
    for (const path of CATALOG_PATHS) expect((await request(`/api/v1/${path}`, { headers })).status, path).toBe(403);
    const listener = await loginAs((await createUser()).id);
    expect((await request('/api/v1/genres', { headers: listener.headers })).status).toBe(200);
  });
});
