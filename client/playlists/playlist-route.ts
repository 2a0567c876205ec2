import { notFound } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError } from '../http/api-client';
import { playlistQuery } from './playlist-query';

const playlistIdParam = z.coerce.number().int().positive();

/** The playlist route's loader: a malformed id, a missing playlist or someone else's private one is not found. */
export async function loadPlaylist(queryClient: QueryClient, playlistId: string): Promise<number> {
  const id = playlistIdParam.safeParse(playlistId);
  if (!id.success) throw notFound();
  try {
    await queryClient.ensureQueryData(playlistQuery(id.data));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
  return id.data;
}
