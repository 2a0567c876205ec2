import { sql, type SQL } from 'drizzle-orm';
import { albumPath, artistPath, playlistPath, trackPath, userPath } from '../../client/routing/slug';
import type { Row } from '../raw-batch';

/**
 * The sitemap protocol's limits (https://www.sitemaps.org/protocol.html):
 * at most 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed in one file.
 * A child sitemap holds one range of 50,000 ids, so it never passes the
 * first; its <url> entries are capped at MAX_ENTRY_BYTES so it never passes
 * the second (50,000 x 1,040 bytes is 52,000,000, with room for the
 * urlset's own tags).
 */
export const URLS_PER_SITEMAP = 50_000;
export const MAX_ENTRY_BYTES = 1_040;

/** The child sitemaps' types, in the index's order (SPEC section 2's public pages). */
export const SITEMAP_TYPES = ['tracks', 'albums', 'artists', 'playlists', 'channels', 'pages', 'users'] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

type Source = {
  table: string;
  /** What the public page shows, as the page's own route checks it (SQL on the alias `t`). */
  visible: string;
  /** Columns beyond id and updated_at that the path needs. */
  columns: string;
  /** The canonical, slugged path (the client's path builders, client/routing/slug.ts). */
  path: (row: Row) => string;
  /** The id-only path the client redirects to the canonical one: for a slug too long for the size cap. */
  shortPath?: (id: number) => string;
};

const named = (row: Row) => ({ id: Number(row.id), name: String(row.name) });

const SOURCES: Record<SitemapType, Source> = {
  tracks: { table: 'tracks', visible: '1', columns: 't.name', path: (row) => trackPath(named(row)), shortPath: (id) => `/track/${id}` },
  albums: {
    table: 'albums',
    visible: '1',
    // The first credited artist's name is part of an album's address (SPEC section 2); album_artists' primary key finds it.
    columns: 't.name, (SELECT ar.name FROM album_artists p JOIN artists ar ON ar.id = p.artist_id WHERE p.album_id = t.id ORDER BY p.position LIMIT 1) AS artist',
    path: (row) => albumPath({ ...named(row), artists: row.artist === null ? [] : [{ name: String(row.artist) }] }),
    shortPath: (id) => `/album/${id}`,
  },
  artists: { table: 'artists', visible: '1', columns: 't.name', path: (row) => artistPath(named(row)), shortPath: (id) => `/artist/${id}` },
  // Private playlists answer 404 to anyone but their owner and collaborators.
  playlists: { table: 'playlists', visible: 't.public = 1', columns: 't.name', path: (row) => playlistPath(named(row)), shortPath: (id) => `/playlist/${id}` },
  // Hidden channels answer 404 to listeners (worker/catalog/channel-page.ts).
  channels: { table: 'channels', visible: 't.public = 1', columns: 't.slug', path: (row) => `/channel/${encodeURIComponent(String(row.slug))}` },
  pages: { table: 'custom_pages', visible: '1', columns: 't.slug', path: (row) => `/pages/${encodeURIComponent(String(row.slug))}` },
  // A banned account has no public profile (worker/catalog/profile-user.ts).
  users: { table: 'users', visible: 't.banned_at IS NULL', columns: 't.name', path: (row) => userPath(named(row)), shortPath: (id) => `/user/${id}` },
};

export const sitemapSource = (type: SitemapType) => SOURCES[type];

/** Ids (page - 1) x 50,000 + 1 to page x 50,000: child sitemap `page` of a type. */
export const idRange = (page: number) => ({ after: (page - 1) * URLS_PER_SITEMAP, last: page * URLS_PER_SITEMAP });

/**
 * One keyset page of a child sitemap's rows: the next `limit` visible rows
 * after `after`, up to `last`, walking the table's primary key (a rowid
 * range: no OFFSET, no sort).
 */
export function sitemapRows(type: SitemapType, after: number, last: number, limit: number): SQL {
  const { table, visible, columns } = SOURCES[type];
  return sql`SELECT t.id, t.updated_at, ${sql.raw(columns)} FROM ${sql.raw(table)} t WHERE t.id > ${after} AND t.id <= ${last} AND ${sql.raw(visible)} ORDER BY t.id LIMIT ${limit}`;
}

/**
 * The child sitemaps of a type, by page number: every range of 50,000 ids
 * up to the table's highest that holds a visible row. The highest id is
 * the primary key's last entry, and each range's EXISTS stops at its first
 * visible row, so the index costs a few index seeks however large the
 * catalog (a type of sparse visible rows reads further, within one range).
 */
export function sitemapPages(type: SitemapType): SQL {
  const { table, visible } = SOURCES[type];
  const name = sql.raw(table);
  // A literal, so the division is an integer's whatever type a bound number would take. max(id) alone in its
  // SELECT: only then does SQLite read it off the primary key's end rather than scan the table.
  const size = sql.raw(String(URLS_PER_SITEMAP));
  return sql`WITH RECURSIVE chunk(k) AS (
    SELECT 0 UNION ALL SELECT k + 1 FROM chunk WHERE k < (coalesce((SELECT max(id) FROM ${name}), 1) - 1) / ${size}
  )
  SELECT k + 1 AS page FROM chunk
  WHERE EXISTS (SELECT 1 FROM ${name} t WHERE t.id > k * ${size} AND t.id <= (k + 1) * ${size} AND ${sql.raw(visible)})`;
}
