import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { users } from '../../db/users';
import { permissions, roles, userPermissions, userRoles } from '../../db/roles';
import { sessions } from '../../db/sessions';
import { socialProfiles, passkeys } from '../../db/auth';
import { accessTokens } from '../../db/access-tokens';
import { appPasswords } from '../../db/subsonic';
import { userPreferences } from '../../db/admin';
import { notificationPreferences } from '../../db/notifications';
import { workspaceMembers, workspaces } from '../../db/workspaces';
import { scrobbleConnections } from '../../db/scrobbling';

/**
 * One statement per part of the account (exported for the query-plan test).
 * Every column is named: a secret (password hash, two-factor secret and
 * recovery codes, session and token hashes, passkey keys) can only reach the
 * export by being listed here.
 */
export const accountStatements = (db: Db, userId: number) =>
  [
    db
      .select({
        id: users.id,
        name: users.name,
        first_name: users.first_name,
        last_name: users.last_name,
        email: users.email,
        image: users.image,
        email_verified_at: users.email_verified_at,
        banned_at: users.banned_at,
        ban_reason: users.ban_reason,
        banned_until: users.banned_until,
        language: users.language,
        country: users.country,
        timezone: users.timezone,
        two_factor_confirmed_at: users.two_factor_confirmed_at,
        created_at: users.created_at,
        updated_at: users.updated_at,
      })
      .from(users)
      .where(eq(users.id, userId)),
    db
      .select({ id: roles.id, name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.role_id))
      .where(eq(userRoles.user_id, userId)),
    db
      .select({ name: permissions.name, restrictions: userPermissions.restrictions })
      .from(userPermissions)
      .innerJoin(permissions, eq(permissions.id, userPermissions.permission_id))
      .where(eq(userPermissions.user_id, userId)),
    db
      .select({
        device_type: sessions.device_type,
        platform: sessions.platform,
        browser: sessions.browser,
        ip_address: sessions.ip_address,
        country: sessions.country,
        city: sessions.city,
        remember: sessions.remember,
        last_active: sessions.last_active,
        created_at: sessions.created_at,
        expires_at: sessions.expires_at,
      })
      .from(sessions)
      .where(eq(sessions.user_id, userId)),
    db
      .select({
        service_name: socialProfiles.service_name,
        user_service_id: socialProfiles.user_service_id,
        username: socialProfiles.username,
        created_at: socialProfiles.created_at,
      })
      .from(socialProfiles)
      .where(eq(socialProfiles.user_id, userId)),
    db
      .select({
        id: accessTokens.id,
        name: accessTokens.name,
        last_used_at: accessTokens.last_used_at,
        expires_at: accessTokens.expires_at,
        created_at: accessTokens.created_at,
      })
      .from(accessTokens)
      .where(eq(accessTokens.user_id, userId)),
    // Names and dates only: the secrets stay sealed (worker/app-passwords/).
    db
      .select({ id: appPasswords.id, name: appPasswords.name, last_used_at: appPasswords.last_used_at, created_at: appPasswords.created_at })
      .from(appPasswords)
      .where(eq(appPasswords.user_id, userId)),
    db
      .select({
        id: passkeys.id,
        name: passkeys.name,
        device_type: passkeys.device_type,
        backed_up: passkeys.backed_up,
        last_used_at: passkeys.last_used_at,
        created_at: passkeys.created_at,
      })
      .from(passkeys)
      .where(eq(passkeys.user_id, userId)),
    db.select({ name: userPreferences.name, value: userPreferences.value }).from(userPreferences).where(eq(userPreferences.user_id, userId)),
    db
      .select({
        notif_id: notificationPreferences.notif_id,
        app: notificationPreferences.app,
        email: notificationPreferences.email,
        browser: notificationPreferences.browser,
      })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.user_id, userId)),
    db
      .select({ id: workspaces.id, name: workspaces.name, role_id: workspaceMembers.role_id, joined_at: workspaceMembers.created_at })
      .from(workspaceMembers)
      .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspace_id))
      .where(eq(workspaceMembers.user_id, userId)),
    db
      .select({ id: workspaces.id, name: workspaces.name, created_at: workspaces.created_at })
      .from(workspaces)
      .where(eq(workspaces.owner_id, userId)),
    // Which accounts plays reach, never their sealed token or session key (worker/scrobbling/).
    db
      .select({
        service: scrobbleConnections.service,
        account_name: scrobbleConnections.account_name,
        status: scrobbleConnections.status,
        last_scrobble_at: scrobbleConnections.last_scrobble_at,
        created_at: scrobbleConnections.created_at,
      })
      .from(scrobbleConnections)
      .where(eq(scrobbleConnections.user_id, userId)),
  ] as const;

export async function accountData(db: Db, userId: number) {
  const [
    [account],
    roleRows,
    grants,
    sessionRows,
    socialRows,
    tokenRows,
    appPasswordRows,
    passkeyRows,
    preferenceRows,
    notificationChannels,
    memberships,
    ownedWorkspaces,
    scrobbleRows,
  ] = await db.batch(accountStatements(db, userId));
  return {
    account: { ...account, roles: roleRows, permissions: grants },
    sessions: sessionRows,
    social_profiles: socialRows,
    access_tokens: tokenRows,
    app_passwords: appPasswordRows,
    passkeys: passkeyRows,
    preferences: { settings: preferenceRows, notification_channels: notificationChannels },
    workspaces: { member_of: memberships, owned: ownedWorkspaces },
    scrobbling: scrobbleRows,
  };
}
