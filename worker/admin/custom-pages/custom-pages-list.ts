import { sql } from 'drizzle-orm';
import { customPages } from '../../../db/custom-pages';
import type { ListResource } from '../list/list-resource';
import { prefixRange } from '../list/fts-search';
import { z } from 'zod';
import { timestamp } from '../../http/response-fields';

/**
 * docs/api/admin.md, GET custom-pages: search by a case-insensitive title
 * prefix (custom_pages_title_lower_idx); sort by title, slug or last update,
 * each indexed (db/custom-pages.ts). Rows leave the body out: the editor
 * reads one page with GET custom-pages/{id}.
 */
export const customPagesList = {
  table: customPages,
  id: customPages.id,
  fields: {
    id: customPages.id,
    title: customPages.title,
    slug: customPages.slug,
    hide_nav: customPages.hide_nav,
    created_at: customPages.created_at,
    updated_at: customPages.updated_at,
  },
  sortable: { title: customPages.title, slug: customPages.slug, updated_at: customPages.updated_at },
  defaultSort: { orderBy: 'updated_at', orderDir: 'desc' },
  search: (query) => prefixRange(sql`lower(${customPages.title})`, query),
  row: z.object({ id: z.int(), title: z.string(), slug: z.string(), hide_nav: z.boolean(), created_at: timestamp, updated_at: timestamp }),
} satisfies ListResource;
