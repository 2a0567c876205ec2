import type { BootstrapData } from '../bootstrap/bootstrap-store';
import type { MenuItem } from '../../worker/settings/menus';
import type { SettingGetter } from './setting-getter';

type User = NonNullable<BootstrapData['user']>;

export type MenuContext = {
  user: User | null;
  guestRole: BootstrapData['guest_role'];
  /** Resolves a setting condition's dotted name; build it with `settingGetter(bootstrapData)`. */
  settings: SettingGetter;
  /** SPEC section 6: subscribed means a subscription with `valid` set. */
  isSubscribed: boolean;
};

const CURRENT_USER = '{currentUser}';

/** SPEC section 6: the user's permissions, or the guest role's for guests; 'admin' grants all. */
function hasPermission(ctx: MenuContext, name: string): boolean {
  const granted = ctx.user ? ctx.user.permissions : (ctx.guestRole?.permissions ?? []);
  return granted.some((permission) => permission.name === 'admin' || permission.name === name);
}

/** Guests hold the guest role, so a menu item may target them by its id. */
function roleIds(ctx: MenuContext): number[] {
  if (ctx.user) return ctx.user.roles.map((role) => role.id);
  return ctx.guestRole ? [ctx.guestRole.id] : [];
}

/** The item's link with `{currentUser}` replaced by the user id; null for guests when it needs one. */
export function menuItemHref(item: Pick<MenuItem, 'action'>, user: Pick<User, 'id'> | null): string | null {
  if (!item.action) return null;
  if (!item.action.includes(CURRENT_USER)) return item.action;
  return user ? item.action.split(CURRENT_USER).join(String(user.id)) : null;
}

function isVisible(item: MenuItem, ctx: MenuContext): boolean {
  const roles = roleIds(ctx);
  if (item.roles?.some((id) => !roles.includes(id))) return false;
  if (item.permissions?.some((name) => !hasPermission(ctx, name))) return false;
  if (item.settings && Object.entries(item.settings).some(([name, value]) => ctx.settings(name) !== value)) return false;
  if (item.subscriptionStatus === 'subscribed' && !ctx.isSubscribed) return false;
  if (item.subscriptionStatus === 'unsubscribed' && ctx.isSubscribed) return false;
  return true;
}

/**
 * SPEC section 5, menu item visibility: the user needs every listed role and
 * permission, every settings condition must equal its value, and the
 * subscription status must match. Items without an action are dropped. The
 * returned items carry their resolved action (see `menuItemHref`).
 */
export function filterMenuItems(items: MenuItem[], ctx: MenuContext): MenuItem[] {
  return items.flatMap((item) => {
    const action = menuItemHref(item, ctx.user);
    return action && isVisible(item, ctx) ? [{ ...item, action }] : [];
  });
}
