import { describe, expect, it } from 'vitest';
import { artistsNamed, resolveArtistIds } from '../../worker/backstage/catalog-names';
import { createUser, db } from './support/http';
import { createArtist } from './support/music-fixtures';
import { planOf } from './support/query-plan';
import { loadAuthUser } from '../../worker/permissions/load-user';

describe('credited artists by name (backstage)', () => {
  it('finds an existing artist in any ASCII case, and in its exact spelling in other scripts', async () => {
    const latin = await createArtist({ name: 'Velvet Coastline' });
    const accented = await createArtist({ name: 'Émile Durand' });
    const user = (await loadAuthUser(db(), (await createUser({ roles: ['artists'] })).id))!;
    const ids = await resolveArtistIds(db(), user, ['VELVET coastline', 'Émile Durand', 'émile durand']);
    expect(ids[0]).toBe(latin.id);
    // "Émile Durand" and "émile durand" are one name (JavaScript folds É), which is the existing artist.
    expect(ids).toEqual([latin.id, accented.id]);
  });

  it('reads the artists through the lower(name) index, never a scan', async () => {
    const plan = await planOf(artistsNamed(db(), [{ slug: 'velvet coastline', display: 'Velvet Coastline' }]));
    expect(plan.join('\n')).toContain('artists_name_lower_idx');
    expect(plan.join('\n')).not.toMatch(/SCAN artists/);
  });
});
