import { notFound } from '@tanstack/react-router';
import { ApiError } from '../http/api-client';

/**
 * Digits only, no leading zero, within the safe integer range (16 digits may
 * overflow, so at most 15). A plain check rather than zod: route params are
 * parsed in the entry chunk, and zod would add about 24 kB to the first load.
 */
const ID_PATTERN = /^[1-9]\d{0,14}$/;

/** A route's numeric id segment; anything but a positive integer is the 404 page. */
export function parseId(value: string): number {
  if (!ID_PATTERN.test(value)) throw notFound();
  return Number(value);
}

/** A route's place-in-a-list segment (0, 1, …; the appearance editor's themes and menus); anything else is the 404 page. */
export function parseIndex(value: string): number {
  if (!/^(0|[1-9]\d{0,5})$/.test(value)) throw notFound();
  return Number(value);
}

/**
 * A channel's slug (lower-case words joined by dashes, as the channel editor
 * allows: worker/admin/channels/channel-body.ts) or id. The top-level
 * /{slugOrId} catches every unknown address, so one that cannot name a
 * channel (/Foo, /index.php, /a_b) is the 404 page without asking the API,
 * whose 404 would be a failed request in the console (issue 26).
 */
const CHANNEL_KEY_PATTERN = /^(?:[1-9]\d{0,14}|(?=.{1,100}$)[a-z0-9]+(?:-[a-z0-9]+)*)$/;

export function parseChannelKey(value: string): string {
  if (!CHANNEL_KEY_PATTERN.test(value)) throw notFound();
  return value;
}

/** One of `allowed`, or the 404 page. */
export function parseOneOf<T extends string>(value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) throw notFound();
  return value as T;
}

/** A loader's fetch: a missing or private item (404) is the 404 page; other failures are thrown to the route. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}

/**
 * A page loader's prefetch: a 404 is the 404 page; any other failure is left
 * to the page, whose query shows it with a retry in place (the player and the
 * rest of the layout stay put).
 */
export async function prefetchOrNotFound(load: Promise<unknown>): Promise<void> {
  try {
    await load;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
  }
}
