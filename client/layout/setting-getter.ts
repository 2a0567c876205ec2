import type { BootstrapData } from '../bootstrap/bootstrap-store';

/** Looks a setting up by its dotted name, e.g. 'billing.enable'. `undefined` when unknown. */
export type SettingGetter = (name: string) => unknown;

/**
 * Walks a dotted name through an object that may be nested ({billing: {enable}}),
 * flat ({'billing.enable': ...}) or a mix of both: at each level the longest
 * dotted prefix that exists as a key wins.
 */
export function readDotted(source: unknown, name: string): unknown {
  if (typeof source !== 'object' || source === null) return undefined;
  const node = source as Record<string, unknown>;
  if (Object.hasOwn(node, name)) return node[name];
  const parts = name.split('.');
  for (let i = parts.length - 1; i > 0; i--) {
    const key = parts.slice(0, i).join('.');
    if (!Object.hasOwn(node, key)) continue;
    const found = readDotted(node[key], parts.slice(i).join('.'));
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Settings as menu conditions see them. The worker lifts some settings out of
 * `settings` to top-level bootstrap keys (billing, registration, api...), so a
 * name is resolved against the top-level data first ('billing.enable' ->
 * data.billing.enable), then against data.settings ('i18n.enable' ->
 * data.settings.i18n.enable). Both lookups accept flat or nested shapes.
 */
export function settingGetter(data: Pick<BootstrapData, 'settings'> & Record<string, unknown>): SettingGetter {
  return (name) => {
    const top = readDotted(data, name);
    return top !== undefined ? top : readDotted(data.settings, name);
  };
}
