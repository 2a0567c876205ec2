import type { BootstrapData } from '../../bootstrap/bootstrap-store';

export type LandingButton = { label: string; action: string; variant: 'primary' | 'outline' };
export type LandingFeature = { title: string; text: string; image: string };

/** The settings `landing.*` (worker/settings/appearance-defaults.ts), public in bootstrap data. */
export type LandingSettings = {
  headline: string;
  text: string;
  background_image: string;
  background_color: string;
  action_buttons: LandingButton[];
  primary_features: LandingFeature[];
  secondary_features: LandingFeature[];
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** The entries of a list whose `fields` are text (the preview may send a list half edited). */
function list<T>(value: unknown, fields: (keyof T & string)[]): T[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item) => typeof item === 'object' && item !== null && fields.every((field) => typeof item[field] === 'string'));
}

/**
 * The landing page's settings as bootstrap data (or the editor's preview)
 * carries them. A field that is missing reads as empty; a missing headline
 * and text fall back to the site's name and description.
 */
export function landingSettings(data: Pick<BootstrapData, 'settings' | 'branding'>): LandingSettings {
  const landing = (data.settings.landing ?? {}) as Partial<Record<keyof LandingSettings, unknown>>;
  return {
    headline: text(landing.headline) || data.branding.site_name,
    text: text(landing.text) || (data.branding.site_description ?? ''),
    background_image: text(landing.background_image),
    background_color: text(landing.background_color),
    action_buttons: list<LandingButton>(landing.action_buttons, ['label', 'action']),
    primary_features: list<LandingFeature>(landing.primary_features, ['title']),
    secondary_features: list<LandingFeature>(landing.secondary_features, ['title']),
  };
}

const AUTH_PATHS = ['/login', '/register'];

/** The path an internal action leads to (`/register?x=1` -> `/register`); null for other sites. */
function pathOf(action: string): string | null {
  if (!action.startsWith('/') || action.startsWith('//')) return null;
  return new URL(action, 'http://site.invalid').pathname.replace(/\/+$/, '') || '/';
}

/**
 * Issue 27 part 6: which of the configured buttons a visitor sees. A button
 * to /register goes while registration is off; a signed-in user gets one
 * "Open the app" button in place of those leading to /login or /register.
 */
export function visibleButtons(
  buttons: LandingButton[],
  { signedIn, registrationDisabled }: { signedIn: boolean; registrationDisabled: boolean },
  openAppLabel: string,
): LandingButton[] {
  const shown: LandingButton[] = [];
  let openAppAdded = false;
  for (const button of buttons) {
    const path = pathOf(button.action);
    if (signedIn && path && AUTH_PATHS.includes(path)) {
      if (!openAppAdded) shown.push({ label: openAppLabel, action: '/', variant: 'primary' });
      openAppAdded = true;
    } else if (!(registrationDisabled && path === '/register')) {
      shown.push(button);
    }
  }
  return shown;
}
