import type { Db } from '../db';
import type { AuthUser } from '../permissions/auth-user';
import { loadAuthUser } from '../permissions/load-user';
import { notFound } from '../http/errors';

/** `{user}` of the users routes: the same AuthUser shape bootstrap data carries. */
export async function userPayload(db: Db, userId: number): Promise<{ user: AuthUser }> {
  const user = await loadAuthUser(db, userId);
  if (!user) throw notFound();
  return { user };
}
