import { sql } from 'drizzle-orm';
import { genres, tags } from '../../../db/music-catalog';
import type { GenreItem, GenrePayload } from '../music-types';

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
