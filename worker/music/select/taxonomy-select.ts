import { sql, type SQL } from 'drizzle-orm';
import { genres, tags } from '../../../db/music-catalog';
import type { GenreItem, GenrePayload, TagPayload } from '../music-types';
import { parseJsonList } from './json-list';

/** Columns of `GenrePayload` (`.from(genres)`); rows are the payload as they are. */
export const genreColumns = { id: genres.id, name: genres.name, display_name: genres.display_name, image: genres.image };

/** Columns of `TagPayload` (`.from(tags)`). */
export const tagColumns = { id: tags.id, name: tags.name, display_name: tags.display_name };

export const toGenreItem = (row: GenrePayload): GenreItem => ({ model_type: 'genre', ...row });

/**
 * The id of the genre or tag with this name as a scalar subquery, so a list
 * "in genre X" needs no lookup round trip first (the unique name index finds it).
 */
export const genreIdNamed = (name: string) => sql<number>`(SELECT g.id FROM genres g WHERE g.name = ${name})`;
export const tagIdNamed = (name: string) => sql<number>`(SELECT tg.id FROM tags tg WHERE tg.name = ${name})`;

/**
 * A page's genres or tags as one JSON column of its main row, in name order:
 * `source` is what follows FROM and brings `genres g` (or `tags tg`) with its
 * filter on the page's row. A page then reads one statement fewer per list
 * (each statement of a D1 batch is its own step and its own answer in D1's
 * JSON; the cold track, album and artist pages, docs/bench.md).
 */
export const genresJson = (source: SQL) =>
  sql<string>`(SELECT json_group_array(json_object('id', x.id, 'name', x.name, 'display_name', x.display_name, 'image', x.image))
    FROM (SELECT g.id, g.name, g.display_name, g.image FROM ${source} ORDER BY g.name) x)`;
export const tagsJson = (source: SQL) =>
  sql<string>`(SELECT json_group_array(json_object('id', x.id, 'name', x.name, 'display_name', x.display_name))
    FROM (SELECT tg.id, tg.name, tg.display_name FROM ${source} ORDER BY tg.name) x)`;

export const parseGenres = (value: string) => parseJsonList<GenrePayload>(value);
export const parseTags = (value: string) => parseJsonList<TagPayload>(value);
