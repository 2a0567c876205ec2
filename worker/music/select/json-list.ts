import { sql, type SQL } from 'drizzle-orm';

/**
 * A correlated subquery returning the credited artists as a JSON array, so a
 * list of tracks or albums loads with its artists in one statement (no N+1).
 */
export const artistsJson = (pivot: 'track_artists' | 'album_artists', key: 'track_id' | 'album_id', ownerId: SQL): SQL<string> =>
  sql<string>`(SELECT json_group_array(json_object('id', x.id, 'name', x.name)) FROM (
    SELECT ar.id, ar.name FROM ${sql.raw(pivot)} p JOIN artists ar ON ar.id = p.artist_id
    WHERE p.${sql.raw(key)} = ${ownerId} ORDER BY p.position) x)`;

export const parseJsonList = <T>(value: string | null | undefined): T[] => (value ? (JSON.parse(value) as T[]) : []);
