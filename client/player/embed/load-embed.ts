import { notFound } from '@tanstack/react-router';
import { z } from 'zod';
import { ApiError } from '../../http/api-client';

const idParam = z.coerce.number().int().positive();

/** A route's numeric id segment; anything else is a 404, not an error. */
export function parseEmbedId(value: string): number {
  const parsed = idParam.safeParse(value);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

/** Loader of both embed routes: `load` fills the query cache; a missing or private item shows the 404 page. */
export async function loadEmbed(load: () => Promise<unknown>): Promise<void> {
  try {
    await load();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
