import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { users } from '../../db/users';
import { roles, userRoles } from '../../db/roles';
import { passkeys, socialProfiles } from '../../db/auth';
import type { SocialProfile } from './providers/provider';
import type { SocialService } from './social-services';

/** The user a provider account is linked to, if any. */
export async function findLinkedUserId(db: Db, service: SocialService, profileId: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: socialProfiles.user_id })
    .from(socialProfiles)
    .where(and(eq(socialProfiles.service_name, service), eq(socialProfiles.user_service_id, profileId)))
    .limit(1);
  return row?.userId ?? null;
}

export async function findUserByEmail(db: Db, email: string) {
  const lower = email.trim().toLowerCase();
  const [row] = await db
    .select({ id: users.id, password: users.password, banned_at: users.banned_at })
    .from(users)
    .where(or(eq(users.email, lower), eq(users.email, email.trim())))
    .limit(1);
  return row ?? null;
}

/**
 * Links a provider account to a user, replacing the user's earlier account at
 * the same service (one per service), in one batch.
 */
export async function linkProfile(db: Db, userId: number, service: SocialService, profileId: string, username: string | null) {
  await db.batch([
    db.delete(socialProfiles).where(and(eq(socialProfiles.user_id, userId), eq(socialProfiles.service_name, service))),
    db.insert(socialProfiles).values({ user_id: userId, service_name: service, user_service_id: profileId, username }),
  ]);
}

export async function unlinkProfile(db: Db, userId: number, service: SocialService) {
  await db.delete(socialProfiles).where(and(eq(socialProfiles.user_id, userId), eq(socialProfiles.service_name, service)));
}

/**
 * A new account for a provider profile: no password, the email verified when
 * the provider vouches for it, the default roles (db/roles.ts `default`), and
 * the profile linked. One batch, so there is never a user without roles; the
 * later statements find the new row by its unique email.
 */
export async function createSocialUser(db: Db, service: SocialService, profile: SocialProfile & { email: string }): Promise<number> {
  const email = profile.email.trim().toLowerCase();
  const name = (profile.name?.trim() || email.split('@')[0]).slice(0, 120);
  const defaultRoles = await db.select({ id: roles.id }).from(roles).where(eq(roles.default, true));
  const newUserId = sql`(SELECT ${users.id} FROM ${users} WHERE ${users.email} = ${email})`;
  const [inserted] = await db.batch([
    db
      .insert(users)
      .values({
        name,
        email,
        password: null,
        image: profile.avatar,
        email_verified_at: profile.emailVerified ? new Date().toISOString() : null,
      })
      .returning({ id: users.id }),
    ...defaultRoles.map((role) => db.insert(userRoles).values({ user_id: newUserId, role_id: role.id })),
    db.insert(socialProfiles).values({ user_id: newUserId, service_name: service, user_service_id: profile.id, username: profile.username }),
  ]);
  return inserted[0].id;
}

/**
 * Whether the user keeps a way to sign in once one social profile (or one
 * passkey) is gone: a password, another social profile, or a passkey.
 */
export async function keepsSignInMethod(db: Db, userId: number, losing: { service?: SocialService; passkeyId?: number }) {
  const [[user], otherProfiles, otherPasskeys] = await db.batch([
    db.select({ password: users.password }).from(users).where(eq(users.id, userId)),
    db
      .select({ id: socialProfiles.id })
      .from(socialProfiles)
      .where(
        losing.service
          ? and(eq(socialProfiles.user_id, userId), ne(socialProfiles.service_name, losing.service))
          : eq(socialProfiles.user_id, userId),
      )
      .limit(1),
    db
      .select({ id: passkeys.id })
      .from(passkeys)
      .where(losing.passkeyId ? and(eq(passkeys.user_id, userId), ne(passkeys.id, losing.passkeyId)) : eq(passkeys.user_id, userId))
      .limit(1),
  ]);
  return user?.password != null || otherProfiles.length > 0 || otherPasskeys.length > 0;
}
