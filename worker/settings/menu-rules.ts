import { z } from 'zod';
import { MENU_POSITIONS } from './menus';
import { settingType, type SettingDefault } from './setting-default';
import { textUpTo } from './setting-rules';
import { JsonValue } from '../http/response-fields';

/**
 * The `menus` setting's rule (SPEC section 3, Menu and Menu item): what POST
 * settings and POST admin/appearance accept. Objects are strict, since a
 * setting is stored as sent: a key the client never reads is refused rather
 * than kept.
 */

const CURRENT_USER = '{currentUser}';

/** A path on this site, or an http(s) or mailto address; empty for an item not finished (the menus drop it). */
const ACTION = /^(|\/(?!\/)\S*|https?:\/\/\S+|mailto:\S+)$/;
const PATH = /^(|\/(?!\/)\S*)$/;

/** `{currentUser}` is the one placeholder (the signed-in user's id); any other brace is a typo. */
const isAction = (action: string) => {
  const plain = action.replaceAll(CURRENT_USER, '1');
  return ACTION.test(plain) && !/[{}]/.test(plain);
};

const ID = /^[A-Za-z0-9_-]{1,50}$/;
const PERMISSION_NAME = /^[A-Za-z]+(\.[A-Za-z_]+)*$/;

const idField = (what: string) => z.string().regex(ID, `Each ${what} needs an id of letters, digits, - or _.`);

/** Flags the second entry of `list` whose id another entry already has. */
const uniqueIds =
  (what: string) =>
  (list: { id: string }[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    list.forEach(({ id }, index) => {
      if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `Another ${what} has this id.` });
      seen.add(id);
    });
  };

/** Settings conditions: each names a public setting (bootstrap data holds it) and the value it must equal, of its type. */
const conditions = (settingDefault: (name: string) => SettingDefault | undefined) =>
  z.record(z.string(), JsonValue).superRefine((values, ctx) => {
    for (const [name, value] of Object.entries(values)) {
      const def = settingDefault(name);
      if (!def || def.private) ctx.addIssue({ code: 'custom', path: [name], message: 'Must name a public setting.' });
      else if (settingType(value) !== settingType(def.value)) ctx.addIssue({ code: 'custom', path: [name], message: `Must be of type ${settingType(def.value)}.` });
    }
  });

const menuItem = (settingDefault: (name: string) => SettingDefault | undefined) =>
  z
    .strictObject({
      id: idField('item'),
      type: z.enum(['link', 'route'], { error: 'Must be one of: link, route.' }),
      label: textUpTo(100).min(1, 'Each item needs a label.'),
      icon: z.string().regex(/^[a-z0-9-]{0,50}$/, 'Must be an icon name such as home or credit-card.').optional(),
      action: textUpTo(1000).refine(isAction, 'Must be a path on this site (/…) or an http, https or mailto address; {currentUser} stands for the user’s id.'),
      target: z.enum(['_blank', '_self'], { error: 'Must be one of: _blank, _self.' }).optional(),
      roles: z.array(z.int('Each role is a role id.').positive('Each role is a role id.')).max(50, 'At most 50 roles.').optional(),
      permissions: z.array(z.string().regex(PERMISSION_NAME, 'Each permission is a name such as admin.access.')).max(50, 'At most 50 permissions.').optional(),
      settings: conditions(settingDefault).optional(),
      subscriptionStatus: z.enum(['subscribed', 'unsubscribed'], { error: 'Must be one of: subscribed, unsubscribed.' }).optional(),
    })
    .superRefine((item, ctx) => {
      // The client's router opens a route; an address elsewhere is a link.
      if (item.type === 'route' && isAction(item.action) && !PATH.test(item.action))
        ctx.addIssue({ code: 'custom', path: ['action'], message: 'A route opens a path on this site, such as /library.' });
    });

/** The rule of the `menus` setting; `settingDefault` looks up the settings a condition may name. */
export const menuListRule = (settingDefault: (name: string) => SettingDefault | undefined) =>
  z
    .array(
      z.strictObject({
        id: idField('menu'),
        name: textUpTo(100).min(1, 'Each menu needs a name.'),
        positions: z
          .array(z.enum(MENU_POSITIONS, { error: `Must be one of: ${MENU_POSITIONS.join(', ')}.` }))
          .refine((positions) => new Set(positions).size === positions.length, 'Each position once.'),
        items: z.array(menuItem(settingDefault)).max(50, 'At most 50 items.').superRefine(uniqueIds('item')),
      }),
    )
    .max(20, 'At most 20 menus.')
    .superRefine(uniqueIds('menu'));
