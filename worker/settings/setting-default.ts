import type { SettingRule } from './setting-rules';

/**
 * One setting's default and how it is kept:
 * - `private`: never in bootstrap data (server-only switches, client ids);
 * - `secret`: private and write-only: never in the KV snapshot, never sent to
 *   a browser (GET settings says only whether it is set); code that needs it
 *   reads it from D1 through worker/settings/secrets.ts;
 * - `rule`: a check beyond the default's type.
 */
export type SettingDefault = { value: unknown; private?: boolean; secret?: boolean; rule?: SettingRule };

/** A JSON value's type as settings compare them: `array` and `null` apart from `object`. */
export function settingType(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return typeof value;
}
