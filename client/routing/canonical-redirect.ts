import { redirect } from '@tanstack/react-router';
import { orNotFound } from './route-params';

/**
 * The loader of an id-only address (/album/14, /track/5: the form apps and
 * chat messages shorten links to): on to the item's canonical, slugged
 * address of SPEC section 2, in place of the short one in history. A missing
 * or private item is the 404 page. The item stays cached for the page it
 * leads to.
 */
export async function redirectToCanonical<T>(load: Promise<T>, path: (item: T) => string): Promise<never> {
  const item = await orNotFound(load);
  throw redirect({ to: path(item), replace: true });
}
