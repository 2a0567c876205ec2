import { eq, or, sql } from 'drizzle-orm';
import { BACKSTAGE_REQUEST_STATES, BACKSTAGE_REQUEST_TYPES, backstageRequests } from '../../db/backstage-requests';
import { users } from '../../db/users';
import { filters, type ListResource } from '../admin/list/list-resource';
import { prefixRange } from '../admin/list/fts-search';
import { parseJson } from '../admin/catalog/catalog-list-parts';
import { AdminBackstageRequestRow } from './request-types';

const userJson = sql<string>`(SELECT json_object('id', u.id, 'name', u.name, 'email', u.email, 'image', u.image) FROM users u WHERE u.id = "backstage_requests"."user_id")`;

/**
 * `?query=`: the requester's email by prefix (users' email index, then
 * backstage_requests_user_idx), or the artist's name anywhere in it. The
 * name has no index: requests are reviewed by hand, so the table stays
 * small enough to read through (docs/api/backstage-requests.md).
 */
const search = (query: string) => {
  const text = query.trim().toLowerCase();
  if (!text) return undefined;
  return or(
    sql`${backstageRequests.user_id} IN (SELECT ${users.id} FROM ${users} WHERE ${prefixRange(users.email, text)})`,
    sql`instr(lower(${backstageRequests.artist_name}), ${text}) > 0`,
  );
};

/** docs/api/backstage-requests.md, GET backstage-requests (admin.access): newest first, by type and state. */
export const requestsList = {
  table: backstageRequests,
  id: backstageRequests.id,
  fields: {
    id: backstageRequests.id,
    type: backstageRequests.type,
    status: backstageRequests.status,
    artist_name: backstageRequests.artist_name,
    artist_id: backstageRequests.artist_id,
    requester_role: backstageRequests.requester_role,
    reviewed_at: backstageRequests.reviewed_at,
    created_at: backstageRequests.created_at,
    user: userJson,
  },
  sortable: { id: backstageRequests.id, created_at: backstageRequests.created_at },
  defaultSort: { orderBy: 'created_at', orderDir: 'desc' },
  search,
  filters: {
    type: filters.oneOf(BACKSTAGE_REQUEST_TYPES, (type) => eq(backstageRequests.type, type)),
    status: filters.oneOf(BACKSTAGE_REQUEST_STATES, (status) => eq(backstageRequests.status, status)),
  },
  present: ({ user, ...row }): AdminBackstageRequestRow => ({ ...(row as Omit<AdminBackstageRequestRow, 'user'>), user: parseJson(user, { id: 0, name: '', email: '', image: null }) }),
  row: AdminBackstageRequestRow,
} satisfies ListResource;
