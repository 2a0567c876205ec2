import { notFound } from '@tanstack/react-router';
import { ApiError } from '../http/api-client';

/** An edit page's load: someone else's track or album (403) is as missing (404) as a deleted one; the 404 page shows. */
export async function editableOrNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) throw notFound();
    throw error;
  }
}
