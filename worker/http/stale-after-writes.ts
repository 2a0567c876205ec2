import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../types';
import { everyoneChanged, userChanged } from '../auth/revocations';
import { userHasPermission } from '../permissions/auth-user';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes that never change who may do what, and are too frequent to cost a
 * D1 read after each: plays, and the Subsonic API (stars, playlists, queues;
 * apps send many of their reads as POST too).
 */
const NEVER_CHANGES_ACCESS = /\/plays$|^\/rest\//;

/** Sign-in steps answer GETs too (social callbacks connect a profile). */
const ACCOUNT_PATHS = /^\/(auth|secure)\//;

/**
 * Paths whose writes may change other users' access: payment webhooks
 * (subscriptions start and lapse) and workspaces (members join and leave).
 */
const CHANGES_OTHERS = /\/(webhook|workspaces?)(\/|$)/;

/** Whoever holds one of these may change other users' roles, permissions or plans. */
const MANAGES_ACCESS = ['users.update', 'roles.update', 'subscriptions.update', 'plans.update'];

/**
 * The same-server half of docs/decisions/020: after a write succeeds, the
 * snapshots it may have made wrong are refused by this server's next read,
 * which then asks D1. A signed-in user's own writes mark the user (a
 * profile, a password, a plan, a workspace of their own); a write by someone
 * who manages access, a payment webhook or a workspace change marks
 * everyone. Explicit marks cover what must be exact (ended sessions, bans,
 * deleted tokens: worker/auth/revocations.ts); elsewhere snapshots expire
 * within AUTH_SNAPSHOT_TTL_SECONDS whatever this guesses.
 */
export const staleAfterWrites = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const path = c.req.path;
  const write = !READS.has(c.req.method) || ACCOUNT_PATHS.test(path);
  if (!write || c.res.status >= 400 || NEVER_CHANGES_ACCESS.test(path)) return;
  const user = c.get('user');
  // A sign-in hands out a snapshot read after its own changes: that one is current.
  if (user && !c.get('signedInSnapshot')) userChanged(user.id);
  if (CHANGES_OTHERS.test(path) || (user && MANAGES_ACCESS.some((name) => userHasPermission(user, name)))) everyoneChanged();
});
