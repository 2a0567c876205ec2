import { Hono } from 'hono';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../../types';
import { users } from '../../../db/users';
import { permissions, roles, userPermissions, userRoles } from '../../../db/roles';
import { accessTokens } from '../../../db/access-tokens';
import { isoNow } from '../../../db/columns';
import { validate } from '../../http/validate';
import { notFound, ValidationError } from '../../http/errors';
import { requirePermission } from '../../permissions/guard';
import { emailField, newPasswordField } from '../../auth/auth-fields';
import { EMAIL_TAKEN, isEmailTaken } from '../../auth/create-account';
import { hashPassword } from '../../auth/password';
import { revokeOtherSessions } from '../../auth/sessions';
import { tokenRevoked, userChanged } from '../../auth/revocations';
import { MANAGE_USERS, userIdParam } from '../../users/user-access';
import { userPayload } from '../../users/user-payload';
import { assertAdminsRemain, includesAdmin, rolesGrantAdmin } from '../../permissions/last-admin';
import { adminListRoutes } from '../list/list-routes';
import { usersCsv, usersList } from './users-list';
import { responds } from '../../http/responds';
import { UserPermissionsAnswer } from '../../api-docs/account-answers';
import { MessageAnswer } from '../../http/response-fields';
import { UserWithTokensAnswer } from '../../users/user-schema';
import { TokenListAnswer, tokensOf } from '../../access-tokens/token-list';

const roleIds = z.array(z.number().int().positive()).max(50);
const restriction = z.object({ name: z.string().min(1).max(64), value: z.number().int().min(0).max(1e12).nullable() });

const createUserBody = z.object({
  name: z.string().trim().min(1, 'The name field is required.').max(100).optional(),
  email: emailField,
  password: newPasswordField,
  email_verified: z.boolean().optional(),
  roles: roleIds.optional(),
});

const banBody = z.object({
  reason: z.string().trim().max(500).optional(),
  /** The ban ends on its own after this moment; no date: until lifted. */
  until: z.iso.datetime({ offset: true, error: 'Choose a valid date.' }).optional().nullable(),
});

const permissionsBody = z.object({
  roles: roleIds,
  permissions: z.array(z.object({ name: z.string().min(1).max(64), restrictions: z.array(restriction).max(10).default([]) })).max(100),
});

const passwordBody = z.object({ password: newPasswordField });
const tokenParam = userIdParam.extend({ tokenId: z.coerce.number().int().positive() });

async function existingUser(db: AppEnv['Variables']['db'], id: number) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound();
}

/**
 * docs/api/admin.md, "Users": what an administrator with users.update does
 * to accounts besides the account routes every user has (worker/users/).
 */
export const userAdminRoutes = new Hono<AppEnv>()
  // The list is also for whoever gifts plans: /admin/subscriptions picks the user from it. Every change stays users.update.
  .route('/', adminListRoutes('/users', [MANAGE_USERS, 'subscriptions.update'], usersList, { columns: usersCsv, filename: 'users.csv' }))
  .post('/users', requirePermission(MANAGE_USERS), validate('json', createUserBody), responds(UserWithTokensAnswer, 201), async (c) => {
    const input = c.req.valid('json');
    const db = c.get('db');
    if (await isEmailTaken(db, input.email)) throw ValidationError.field('email', EMAIL_TAKEN);
    const given = input.roles ?? [];
    const found = given.length ? await db.select({ id: roles.id }).from(roles).where(inArray(roles.id, given)) : [];
    if (found.length !== given.length) throw ValidationError.field('roles', 'Choose roles that exist.');
    const [user] = await db
      .insert(users)
      .values({
        name: input.name ?? input.email.split('@')[0],
        email: input.email,
        password: await hashPassword(input.password),
        email_verified_at: input.email_verified ? new Date().toISOString() : null,
      })
      .returning({ id: users.id });
    // No roles named: the role flagged for new accounts, as registration gives.
    const assigned = given.length ? given : (await db.select({ id: roles.id }).from(roles).where(eq(roles.default, true))).map((r) => r.id);
    if (assigned.length) await db.insert(userRoles).values(assigned.map((role_id) => ({ user_id: user.id, role_id })));
    return c.json(await userPayload(db, user.id), 201);
  })
  .post('/users/:id/ban', requirePermission(MANAGE_USERS), validate('param', userIdParam), validate('json', banBody), responds(UserWithTokensAnswer), async (c) => {
    const { id } = c.req.valid('param');
    const { reason, until } = c.req.valid('json');
    const db = c.get('db');
    if (id === c.get('user')!.id) throw ValidationError.field('id', 'You cannot suspend your own account.');
    await existingUser(db, id);
    if (until && Date.parse(until) <= Date.now()) throw ValidationError.field('until', 'The end of the suspension must be in the future.');
    if (await includesAdmin(db, [id])) await assertAdminsRemain(db, [id], 'id');
    // Sessions stay: the user's next request shows the suspended screen (SPEC section 4).
    await db
      .update(users)
      .set({ banned_at: new Date().toISOString(), ban_reason: reason || null, banned_until: until ? new Date(until).toISOString() : null, updated_at: isoNow })
      .where(eq(users.id, id));
    userChanged(id);
    return c.json(await userPayload(db, id));
  })
  .delete('/users/:id/ban', requirePermission(MANAGE_USERS), validate('param', userIdParam), responds(UserWithTokensAnswer), async (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    await existingUser(db, id);
    await db.update(users).set({ banned_at: null, ban_reason: null, banned_until: null, updated_at: isoNow }).where(eq(users.id, id));
    userChanged(id);
    return c.json(await userPayload(db, id));
  })
  .delete('/users/:id/two-factor', requirePermission(MANAGE_USERS), validate('param', userIdParam), responds(UserWithTokensAnswer), async (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    await existingUser(db, id);
    await db
      .update(users)
      .set({ two_factor_secret: null, two_factor_recovery_codes: null, two_factor_confirmed_at: null, updated_at: isoNow })
      .where(eq(users.id, id));
    return c.json(await userPayload(db, id));
  })
  .delete('/users/:id/sessions', requirePermission(MANAGE_USERS), validate('param', userIdParam), responds(MessageAnswer), async (c) => {
    const { id } = c.req.valid('param');
    await existingUser(c.get('db'), id);
    await revokeOtherSessions(c.get('db'), id, id === c.get('user')!.id ? c.get('sessionId') : null);
    return c.json({ message: 'Ended all sessions.' });
  })
  .put('/users/:id/password', requirePermission(MANAGE_USERS), validate('param', userIdParam), validate('json', passwordBody), responds(MessageAnswer), async (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    await existingUser(db, id);
    await db.update(users).set({ password: await hashPassword(c.req.valid('json').password), updated_at: isoNow }).where(eq(users.id, id));
    // A password set for someone ends their sessions, as a reset does.
    await revokeOtherSessions(db, id, id === c.get('user')!.id ? c.get('sessionId') : null);
    return c.json({ message: 'Password changed' });
  })
  .get('/users/:id/permissions', requirePermission(MANAGE_USERS), validate('param', userIdParam), responds(UserPermissionsAnswer), async (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    await existingUser(db, id);
    const [roleRows, grants] = await db.batch([
      db.select({ id: userRoles.role_id }).from(userRoles).where(eq(userRoles.user_id, id)),
      db
        .select({ name: permissions.name, restrictions: userPermissions.restrictions })
        .from(userPermissions)
        .innerJoin(permissions, eq(permissions.id, userPermissions.permission_id))
        .where(eq(userPermissions.user_id, id)),
    ]);
    return c.json({ roles: roleRows.map((r) => r.id), permissions: grants });
  })
  .put('/users/:id/permissions', requirePermission(MANAGE_USERS), validate('param', userIdParam), validate('json', permissionsBody), responds(UserWithTokensAnswer), async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const db = c.get('db');
    await existingUser(db, id);
    const roleIdsGiven = [...new Set(input.roles)];
    const names = [...new Set(input.permissions.map((p) => p.name))];
    const [roleRows, permissionRows] = await db.batch([
      db.select({ id: roles.id, guests: roles.guests }).from(roles).where(inArray(roles.id, roleIdsGiven.length ? roleIdsGiven : [0])),
      db.select({ id: permissions.id, name: permissions.name }).from(permissions).where(inArray(permissions.name, names.length ? names : [''])),
    ]);
    if (roleRows.length !== roleIdsGiven.length || roleRows.some((r) => r.guests)) throw ValidationError.field('roles', 'Choose roles that exist and are not the guest role.');
    if (permissionRows.length !== names.length) throw ValidationError.field('permissions', 'Choose permissions that exist.');
    const byName = new Map(permissionRows.map((p) => [p.name, p.id]));
    if (!names.includes('admin') && !(await rolesGrantAdmin(db, roleIdsGiven)) && (await includesAdmin(db, [id]))) {
      await assertAdminsRemain(db, [id], 'roles');
    }
    await db.batch([
      db.delete(userRoles).where(eq(userRoles.user_id, id)),
      db.delete(userPermissions).where(eq(userPermissions.user_id, id)),
      ...(roleIdsGiven.length ? [db.insert(userRoles).values(roleIdsGiven.map((role_id) => ({ user_id: id, role_id })))] : []),
      ...(names.length
        ? [db.insert(userPermissions).values(input.permissions.map((p) => ({ user_id: id, permission_id: byName.get(p.name)!, restrictions: p.restrictions })))]
        : []),
    ]);
    return c.json(await userPayload(db, id));
  })
  .get('/users/:id/access-tokens', requirePermission(MANAGE_USERS), validate('param', userIdParam), responds(TokenListAnswer), async (c) => {
    return c.json({ tokens: await tokensOf(c.get('db'), c.req.valid('param').id) });
  })
  .delete('/users/:id/access-tokens/:tokenId', requirePermission(MANAGE_USERS), validate('param', tokenParam), responds(MessageAnswer), async (c) => {
    const { id, tokenId } = c.req.valid('param');
    const deleted = await c
      .get('db')
      .delete(accessTokens)
      .where(and(eq(accessTokens.id, tokenId), eq(accessTokens.user_id, id)))
      .returning({ id: accessTokens.id });
    if (!deleted.length) throw notFound();
    tokenRevoked(deleted[0].id);
    return c.json({ message: 'Token deleted' });
  });
