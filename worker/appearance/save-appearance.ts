import type { Db } from '../db';
import { forgetAppSnapshot, readSettingsAndThemes } from '../cache/app-snapshot';
import { ValidationError } from '../http/errors';
import { asBatch } from '../music/batch-rows';
import { settingWrites } from '../settings/settings-service';
import type { AppearanceChanges } from './appearance-changes';
import { checkAppearanceSettings } from './appearance-settings';
import { planThemeChanges } from './theme-writes';

/**
 * POST admin/appearance: every change checked against what D1 holds now
 * (422 with each bad field, nothing written), then written in one D1 batch,
 * so a save lands whole or not at all. Settings, themes and menus reach
 * visitors through the app snapshot (bootstrap data and the HTML shell), so
 * it is dropped; nothing else caches them (the edge-authorization snapshot
 * holds only the user, decision 020; the catalog answers are dropped after
 * every write by app.ts).
 */
export async function saveAppearance(env: Env, db: Db, changes: AppearanceChanges): Promise<void> {
  const stored = await readSettingsAndThemes(db);
  const themePlan = planThemeChanges(db, stored.themes, changes.themes ?? []);
  const settingsPart = checkAppearanceSettings(changes, stored.settings, themePlan.remainingIds);
  const errors = { ...settingsPart.errors, ...themePlan.errors };
  if (Object.keys(errors).length) throw new ValidationError(errors);

  const statements = [...settingWrites(db, settingsPart.writes), ...themePlan.statements];
  if (statements.length) await db.batch(asBatch(statements));
  await forgetAppSnapshot(env);
}
