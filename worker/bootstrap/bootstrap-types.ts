// The bootstrap data contract (SPEC section 3), shared by worker and client.
// Pure types only: the client imports this file.
import type { AuthUser, GrantedPermission } from '../permissions/auth-user';
import type { Theme } from '../appearance/theme-types';
import type { Menu, MenuItem } from '../settings/menus';
import type { I18n } from '../i18n/i18n-types';

export type { AuthUser, GrantedPermission, Theme, Menu, MenuItem, I18n };

export type BootstrapData = {
  user: AuthUser | null;
  guest_role: { id: number; name: string; permissions: GrantedPermission[] } | null;
  settings: Record<string, unknown> & { dates: { default_timezone: string; format?: string } };
  themes: { all: Theme[]; default_id: number };
  menus: Menu[];
  i18n: I18n;
  branding: {
    site_name: string;
    site_description?: string;
    logo_light: string;
    logo_dark: string;
    logo_light_mobile: string;
    logo_dark_mobile: string;
  };
  registration: { disable: boolean; policies: { id: string; name: string; action?: string }[] };
  social: {
    compact_buttons: boolean;
    google: { enable: boolean };
    facebook: { enable: boolean };
    twitter: { enable: boolean };
    envato: { enable: boolean };
    oidc: { enable: boolean; name: string };
  };
  recaptcha: { driver: 'recaptcha' | 'turnstile'; site_key: string; enable: Record<string, boolean> };
  billing: { enable: boolean };
  cookie_notice: { enable: boolean; position: 'top' | 'bottom'; button: { label: string; action?: string } };
  show_cookie_notice: boolean;
  is_mobile_device: boolean;
  base_url: string;
  require_email_confirmation: boolean;
  notif: { subs: { integrated: boolean } };
  notifications: { integrated: boolean };
  api: { integrated: boolean };
};
