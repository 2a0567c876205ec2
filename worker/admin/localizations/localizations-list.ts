import { or, sql } from 'drizzle-orm';
import { localizations } from '../../../db/localizations';
import { prefixRange } from '../list/fts-search';
import type { ListResource } from '../list/list-resource';
import { ENGLISH } from '../../i18n/i18n-payload';
import { z } from 'zod';
import { timestamp } from '../../http/response-fields';

/** The English lines, by the unique index on language: every key there is to translate. */
const english = sql`(SELECT en.lines FROM localizations en WHERE en.language = ${ENGLISH})`;

const keysCount = sql<number>`(SELECT count(*) FROM json_each(${english}))`;

/**
 * Lines translated: English keys whose line here is not empty and not the
 * English text (a new localization starts as a copy of English). Compound
 * selects sort each side once, so this stays n log n in the number of keys
 * where a join of two json_each would compare every pair.
 */
const translatedCount = sql<number>`(CASE WHEN "localizations"."language" = ${ENGLISH} THEN ${keysCount} ELSE (SELECT count(*) FROM (
  SELECT key FROM (SELECT key, value FROM json_each("localizations"."lines") WHERE value <> '' EXCEPT SELECT key, value FROM json_each(${english}))
  INTERSECT SELECT key FROM json_each(${english}))) END)`;

/** A name prefix as typed (names are written with their capitals, "Español"), a range of localizations_name_idx. */
const nameStarts = (prefix: string) => sql`(${localizations.name} >= ${prefix.trim()} AND ${localizations.name} < ${`${prefix.trim()}\uffff`})`;
const capitalized = (text: string) => text.trim().charAt(0).toLocaleUpperCase() + text.trim().slice(1);

/**
 * docs/api/admin.md, GET localizations: every localization with how many of
 * the English keys it translates; search by a language code or name prefix
 * (as typed, or with a capital first letter); sort by name
 * (localizations_name_idx) or language (its unique index). Rows leave the
 * lines out: GET localizations/{name} has them.
 */
export const localizationsList = {
  table: localizations,
  id: localizations.id,
  fields: {
    id: localizations.id,
    name: localizations.name,
    language: localizations.language,
    created_at: localizations.created_at,
    updated_at: localizations.updated_at,
    translated_count: translatedCount,
    keys_count: keysCount,
  },
  sortable: { name: localizations.name, language: localizations.language },
  defaultSort: { orderBy: 'name', orderDir: 'asc' },
  search: (query) => or(prefixRange(localizations.language, query), nameStarts(query), nameStarts(capitalized(query))),
  row: z.object({
    id: z.int(),
    name: z.string(),
    language: z.string(),
    created_at: timestamp,
    updated_at: timestamp,
    translated_count: z.int(),
    keys_count: z.int(),
  }),
} satisfies ListResource;
