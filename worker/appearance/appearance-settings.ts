import type { FlatSettings } from '../cache/app-snapshot';
import type { FieldErrors } from '../http/errors';
import { SETTING_DEFAULTS } from '../settings/defaults';
import { checkSettings, type SettingProblem } from '../settings/settings-service';
import type { AppearanceChanges } from './appearance-changes';

/**
 * The settings `changes.settings` may name: the editor's general and theme
 * sections (branding, `themes.*`) and the settings it also groups. The rest
 * belong to the settings pages and their permission (settings.update);
 * `menus` is saved through `changes.menus`.
 */
const APPEARANCE_SETTING = /^(branding|themes|landing|seo|custom_code)\./;

/** `changes.menus`, `custom_code`, `seo` and `landing` as the settings they are, by dotted name. */
function groupedSettings(changes: AppearanceChanges): FlatSettings {
  const named: FlatSettings = {};
  if (changes.menus !== undefined) named.menus = changes.menus;
  for (const [field, value] of Object.entries(changes.custom_code ?? {})) named[`custom_code.${field}`] = value;
  for (const [page, templates] of Object.entries(changes.seo ?? {}))
    for (const [field, value] of Object.entries(templates ?? {})) named[`seo.${page}.${field}`] = value;
  for (const [field, value] of Object.entries(changes.landing ?? {})) named[`landing.${field}`] = value;
  return named;
}

const fieldOf = (prefix: string, { name, path }: SettingProblem) => [prefix + name, ...path.map(String)].join('.');

/**
 * The settings a save writes, checked by POST settings' rules (422 fields
 * are their paths in `changes`: `settings.branding.site_name`,
 * `menus.1.items.0.action`, `seo.track.title`). `themes.default_id` names a
 * theme that remains, or 0 (the OS colour scheme's); deleting the default
 * theme sets it back to 0.
 */
export function checkAppearanceSettings(changes: AppearanceChanges, stored: FlatSettings, remainingThemeIds: Set<number>) {
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);

  const named = Object.entries(changes.settings ?? {}).filter(([name]) => {
    const outside = SETTING_DEFAULTS[name] !== undefined && !APPEARANCE_SETTING.test(name);
    if (outside) fail(`settings.${name}`, 'Not an appearance setting: the settings pages change it.');
    return !outside;
  });
  const byName = checkSettings(Object.fromEntries(named));
  const grouped = checkSettings(groupedSettings(changes));
  for (const problem of byName.problems) fail(fieldOf('settings.', problem), problem.message);
  for (const problem of grouped.problems) fail(fieldOf('', problem), problem.message);

  // A grouped field wins over the same setting by name.
  const writes = new Map([...byName.writes, ...grouped.writes]);
  const defaultId = writes.get('themes.default_id') ?? stored['themes.default_id'];
  if (defaultId !== 0 && !remainingThemeIds.has(defaultId as number)) {
    if (writes.has('themes.default_id')) fail('settings.themes.default_id', 'Choose a theme that exists, or 0 for the one the OS colour scheme picks.');
    else writes.set('themes.default_id', 0);
  }
  return { writes: [...writes], errors };
}
