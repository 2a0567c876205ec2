import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { albumPath, trackPath } from '../../../client/routing/slug';
import { keyLine } from '../notification-lines';
import type { NewNotification } from '../store-notifications';

export type Release = { kind: 'track' | 'album'; id: number };

export type CatalogItemRow = { name: string; image: string | null; artist: string | null };

/** A track or album as a notification names it: its name, cover and first credited artist (null once deleted). */
export async function loadCatalogItem(db: Db, { kind, id }: Release): Promise<CatalogItemRow | null> {
  const [row] =
    kind === 'track'
      ? await db.all<CatalogItemRow>(sql`SELECT t.name, coalesce(t.image, al.image) AS image,
          (SELECT a.name FROM track_artists ta JOIN artists a ON a.id = ta.artist_id WHERE ta.track_id = t.id ORDER BY ta.position LIMIT 1) AS artist
          FROM tracks t LEFT JOIN albums al ON al.id = t.album_id WHERE t.id = ${id}`)
      : await db.all<CatalogItemRow>(sql`SELECT al.name, al.image,
          (SELECT a.name FROM album_artists aa JOIN artists a ON a.id = aa.artist_id WHERE aa.album_id = al.id ORDER BY aa.position LIMIT 1) AS artist
          FROM albums al WHERE al.id = ${id}`);
  return row ?? null;
}

/** "Velvet Harbor released a new album: Tides", leading to the release's page. */
export async function releaseNotification(db: Db, release: Release): Promise<NewNotification | null> {
  const row = await loadCatalogItem(db, release);
  if (!row) return null;
  const artist = row.artist ?? '';
  const path =
    release.kind === 'track' ? trackPath({ id: release.id, name: row.name }) : albumPath({ id: release.id, name: row.name, artists: [{ name: artist }] });
  const key = release.kind === 'track' ? ':artist released a new track: :name' : ':artist released a new album: :name';
  return {
    type: 'release.new',
    data: {
      image: row.image,
      lines: [keyLine(key, { artist, name: row.name }, { type: 'primary' })],
      mainAction: { action: path, label: release.kind === 'track' ? 'Listen' : 'Open album' },
    },
  };
}
