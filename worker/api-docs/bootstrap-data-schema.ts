import { z } from 'zod';
import type { BootstrapData, Menu, Theme } from '../bootstrap/bootstrap-types';
import { describes } from '../http/responds';
import { JsonValue } from '../http/response-fields';
import { GrantedPermission } from '../billing/billing-types';
import { I18n } from '../i18n/i18n-types';
import { UserSchema } from '../users/user-schema';

// SPEC section 3's bootstrap data (worker/bootstrap/bootstrap-types.ts) as
// the OpenAPI document publishes it: register, login, logout and
// bootstrap-data answer it. Written here because worker/bootstrap/ is not
// this document's to change; `describes` keeps the two the same.

const MenuItemSchema = z.object({
  id: z.string(),
  type: z.enum(['link', 'route']),
  label: z.string(),
  icon: z.string().optional(),
  action: z.string(),
  target: z.enum(['_blank', '_self']).optional(),
  roles: z.array(z.int()).optional(),
  permissions: z.array(z.string()).optional(),
  settings: z.record(z.string(), JsonValue as z.ZodType<unknown>).optional(),
  subscriptionStatus: z.enum(['subscribed', 'unsubscribed']).optional(),
});
export const MenuSchema = describes<Menu>()(z.object({ id: z.string(), name: z.string(), positions: z.array(z.string()), items: z.array(MenuItemSchema) }));

export const ThemeSchema = describes<Theme>()(
  z.object({
    id: z.int(),
    name: z.string(),
    is_dark: z.boolean(),
    default_light: z.boolean(),
    default_dark: z.boolean(),
    user_change: z.boolean(),
    values: z.record(z.string(), z.string()),
    font: z.object({ family: z.string(), google: z.boolean().optional(), weight: z.int().optional() }).nullable(),
  }),
);

const enabled = z.object({ enable: z.boolean() });

export const BootstrapDataSchema = describes<BootstrapData>()(
  z
    .object({
      user: UserSchema.nullable(),
      guest_role: z.object({ id: z.int(), name: z.string(), permissions: z.array(GrantedPermission) }).nullable(),
      // Every public setting, nested by its dotted name.
      settings: z
        .object({ dates: z.object({ default_timezone: z.string(), format: z.string().optional() }) })
        .catchall(JsonValue as z.ZodType<unknown>),
      themes: z.object({ all: z.array(ThemeSchema), default_id: z.int() }),
      menus: z.array(MenuSchema),
      i18n: I18n,
      branding: z.object({
        site_name: z.string(),
        site_description: z.string().optional(),
        logo_light: z.string(),
        logo_dark: z.string(),
        logo_light_mobile: z.string(),
        logo_dark_mobile: z.string(),
      }),
      registration: z.object({ disable: z.boolean(), policies: z.array(z.object({ id: z.string(), name: z.string(), action: z.string().optional() })) }),
      social: z.object({
        compact_buttons: z.boolean(),
        google: enabled,
        facebook: enabled,
        twitter: enabled,
        envato: enabled,
        oidc: z.object({ enable: z.boolean(), name: z.string() }),
      }),
      recaptcha: z.object({ driver: z.enum(['recaptcha', 'turnstile']), site_key: z.string(), enable: z.record(z.string(), z.boolean()) }),
      billing: enabled,
      cookie_notice: z.object({
        enable: z.boolean(),
        position: z.enum(['top', 'bottom']),
        button: z.object({ label: z.string(), action: z.string().optional() }),
      }),
      show_cookie_notice: z.boolean(),
      is_mobile_device: z.boolean(),
      base_url: z.string(),
      require_email_confirmation: z.boolean(),
      notif: z.object({ subs: z.object({ integrated: z.boolean() }) }),
      notifications: z.object({ integrated: z.boolean() }),
      api: z.object({ integrated: z.boolean() }),
    })
    .meta({ id: 'BootstrapData' }),
);

/** `{ bootstrapData }`: GET bootstrap-data, and the sign-in routes. */
export const BootstrapAnswer = z.object({ bootstrapData: BootstrapDataSchema });
