import { z } from 'zod';

/** docs/api/music.md: lists take `?page=&perPage=`, 20 a page by default, at most 50. */
export const MUSIC_PER_PAGE = { default: 20, max: 50 } as const;

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(MUSIC_PER_PAGE.max).default(MUSIC_PER_PAGE.default),
});

export type PageQuery = z.infer<typeof pageQuery>;

/** LIMIT and OFFSET of one page. */
export const pageWindow = ({ page, perPage }: PageQuery) => ({ limit: perPage, offset: (page - 1) * perPage });

/** A row id in a path or body. */
export const idSchema = z.coerce.number().int().positive();
