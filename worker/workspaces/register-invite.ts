import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppEnv } from '../types';
import type { Db } from '../db';
import { HttpError } from '../http/errors';
import { isExpired, loadInvite } from './invite-records';
import { joinWorkspace } from './join-workspace';

/** SPEC section 9: the client's cookie naming the active workspace (client/http/api-client.ts). */
export const ACTIVE_WORKSPACE_COOKIE = 'activeWorkspaceId';
const COOKIE_DAYS = 7;

/** Whether an invite is pending for this address: /workspace/join/register works even while registration is disabled. */
export async function isPendingInviteFor(db: Db, inviteId: string | undefined, email: string): Promise<boolean> {
  if (!inviteId) return false;
  const invite = await loadInvite(db, inviteId);
  return !!invite && invite.email === email && !isExpired(invite);
}

/**
 * The account just registered from an invite link joins the workspace
 * (SPEC section 2, /workspace/join/register), which becomes its active one.
 * An invite gone or full by now leaves the registration as it is.
 */
export async function joinOnRegister(c: Context<AppEnv>, inviteId: string | undefined, user: { id: number; email: string }): Promise<void> {
  if (!inviteId) return;
  try {
    const joined = await joinWorkspace(c.env, c.get('db'), inviteId, user);
    if (joined) setCookie(c, ACTIVE_WORKSPACE_COOKIE, String(joined.workspaceId), { path: '/', sameSite: 'Lax', maxAge: COOKIE_DAYS * 24 * 60 * 60 });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
  }
}
