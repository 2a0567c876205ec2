import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { fileEntries } from '../../../db/files';
import { filters, type ListResource } from '../list/list-resource';
import { prefixRange } from '../list/fts-search';
import { z } from 'zod';
import { timestamp } from '../../http/response-fields';

/** Type families as ranges of file_entries_mime_idx: `audio/...` is every mime from 'audio/' up to 'audio0' ('0' follows '/'). */
const family = (prefix: string) => and(gte(fileEntries.mime, `${prefix}/`), lt(fileEntries.mime, `${prefix}0`))!;

export const FILE_TYPES = ['audio', 'image', 'other'] as const;

const TYPE_FILTERS: Record<(typeof FILE_TYPES)[number], SQL> = {
  audio: family('audio'),
  image: family('image'),
  // Everything outside both ranges: three ranges of the same index (SQLite's OR optimization).
  other: or(lt(fileEntries.mime, 'audio/'), and(gte(fileEntries.mime, 'audio0'), lt(fileEntries.mime, 'image/')), gte(fileEntries.mime, 'image0'))!,
};

/** The uploader as {id, name, image}: one lookup on the users primary key (the outer column named in full, see roles-list.ts). */
const ownerJson = sql<string>`(SELECT json_object('id', u.id, 'name', u.name, 'image', u.image) FROM users u WHERE u.id = "file_entries"."user_id")`;

/**
 * docs/api/admin.md, GET file-entries: every entry (those in a user's trash
 * too) with its owner; search by a case-insensitive name prefix
 * (file_entries_name_lower_idx); filter by type family (file_entries_mime_idx)
 * and owner (file_entries_user_idx); sort by creation or size.
 */
export const filesList = {
  table: fileEntries,
  id: fileEntries.id,
  fields: {
    id: fileEntries.id,
    name: fileEntries.name,
    mime: fileEntries.mime,
    extension: fileEntries.extension,
    file_size: fileEntries.file_size,
    user_id: fileEntries.user_id,
    deleted_at: fileEntries.deleted_at,
    created_at: fileEntries.created_at,
    owner: ownerJson,
  },
  sortable: { created_at: fileEntries.created_at, file_size: fileEntries.file_size },
  defaultSort: { orderBy: 'created_at', orderDir: 'desc' },
  search: (query) => prefixRange(sql`lower(${fileEntries.name})`, query),
  filters: {
    type: filters.oneOf(FILE_TYPES, (type) => TYPE_FILTERS[type]),
    owner: filters.id((userId) => eq(fileEntries.user_id, userId)),
  },
  present: ({ owner, ...entry }) => ({ ...entry, owner: owner ? (JSON.parse(String(owner)) as { id: number; name: string; image: string | null }) : null }),
  row: z.object({
    id: z.int(),
    name: z.string(),
    mime: z.string(),
    extension: z.string(),
    file_size: z.int(),
    user_id: z.int(),
    deleted_at: timestamp.nullable(),
    created_at: timestamp,
    owner: z.object({ id: z.int(), name: z.string(), image: z.string().nullable() }).nullable(),
  }),
} satisfies ListResource;
