import { count } from 'drizzle-orm';
import type { Db } from '../../worker/db';
import { hashPassword } from '../../worker/auth/password';
import { SETTING_DEFAULTS } from '../../worker/settings/defaults';
import { permissions, rolePermissions, roles, userRoles } from '../roles';
import { users } from '../users';
import { settings } from '../settings';
import { themes } from '../appearance';
import { customPages } from '../custom-pages';
import { localizations } from '../localizations';
import { PERMISSIONS, ROLES } from './permissions';
import { THEMES } from './themes';
import { PAGES } from './pages';
import { LOCALIZATIONS } from './localizations';
import { DEFAULT_ADMIN } from './admin-defaults';
import { PLANS } from './plans';
import { prices, productPermissions, products } from '../billing';

export type SeedOptions = { adminEmail: string; adminPassword: string };


/** Seeds an empty database; returns false (and changes nothing) when it already holds data. */
export async function seedIfEmpty(db: Db, options: SeedOptions = DEFAULT_ADMIN): Promise<boolean> {
  const [{ value: roleCount }] = await db.select({ value: count() }).from(roles);
  if (roleCount > 0) return false;
  await seed(db, options);
  return true;
}

async function seed(db: Db, options: SeedOptions) {
  // D1 binds at most 100 parameters per statement: 5 columns a row, 15 rows a statement.
  const permissionRows = [];
  for (let i = 0; i < PERMISSIONS.length; i += 15) {
    const rows = await db
      .insert(permissions)
      .values(
        PERMISSIONS.slice(i, i + 15).map((p) => ({
          name: p.name,
          display_name: p.name,
          group: p.group,
          description: p.description,
          restrictions: p.restrictions ?? [],
        })),
      )
      .returning({ id: permissions.id, name: permissions.name });
    permissionRows.push(...rows);
  }
  const permissionId = new Map(permissionRows.map((p) => [p.name, p.id]));

  const roleRows = await db
    .insert(roles)
    .values(ROLES.map((r) => ({ name: r.name, description: r.description, guests: !!r.guests, default: !!r.default })))
    .returning({ id: roles.id, name: roles.name });
  const roleId = new Map(roleRows.map((r) => [r.name, r.id]));

  const grants = ROLES.flatMap((role) => role.permissions.map((grant) => ({ role_id: roleId.get(role.name)!, ...grantRow(grant, permissionId) })));

  const [admin] = await db
    .insert(users)
    .values({
      name: 'Admin',
      email: options.adminEmail,
      password: await hashPassword(options.adminPassword),
      email_verified_at: new Date().toISOString(),
    })
    .returning({ id: users.id });

  const settingRows = Object.entries(SETTING_DEFAULTS).map(([name, def]) => ({ name, value: def.value, private: !!def.private }));
  // D1 binds at most 100 parameters per statement: insert settings in chunks.
  const settingChunks = [];
  for (let i = 0; i < settingRows.length; i += 20) settingChunks.push(db.insert(settings).values(settingRows.slice(i, i + 20)));

  await db.batch([
    db.insert(rolePermissions).values(grants),
    db.insert(userRoles).values({ user_id: admin.id, role_id: roleId.get('admin')! }),
    db.insert(themes).values(THEMES),
    db.insert(customPages).values(PAGES),
    db.insert(localizations).values(LOCALIZATIONS),
    ...settingChunks,
  ]);
  await seedPlans(db, permissionId);
}

type Grant = string | [string, Record<string, number>];

/** A seeded grant (a name, or a name with restriction values) as a row's permission and restrictions. */
function grantRow(grant: Grant, permissionId: Map<string, number>) {
  const [name, limits] = typeof grant === 'string' ? [grant, {}] : grant;
  return { permission_id: permissionId.get(name)!, restrictions: Object.entries(limits).map(([restriction, value]) => ({ name: restriction, value })) };
}

async function seedPlans(db: Db, permissionId: Map<string, number>) {
  const rows = await db
    .insert(products)
    .values(PLANS.map(({ name, description, recommended, position, feature_list }) => ({ name, description, recommended, position, feature_list })))
    .returning({ id: products.id, name: products.name });
  const idOf = new Map(rows.map((r) => [r.name, r.id]));
  await db.batch([
    db.insert(prices).values(PLANS.flatMap((plan) => plan.prices.map((price) => ({ ...price, product_id: idOf.get(plan.name)! })))),
    db.insert(productPermissions).values(
      PLANS.flatMap((plan) =>
        plan.permissions.map((grant) => ({ product_id: idOf.get(plan.name)!, ...grantRow(grant, permissionId) })),
      ),
    ),
  ]);
}
