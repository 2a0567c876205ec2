import { forgetAppSnapshot } from '../../cache/app-snapshot';
import { forget } from '../../cache/kv-cache';
import { forgetCatalogAnswers } from '../../cache/memory-cache';

/** KV deletes one call can afford within the platform's per-request subrequest budget. */
const MAX_KEYS = 500;

export type ClearedCaches = { kv_keys: string[]; more_kv_keys: boolean; memory: string[] };

/**
 * The cache subpage's "Clear cache": KV `CACHE` holds only derived,
 * rebuildable data (the settings snapshot, localizations; DESIGN section 4),
 * so every key goes. This isolate's in-memory copies go too; other isolates
 * drop theirs within seconds (5 s for the snapshot, 10 s for catalog answers).
 */
export async function clearCaches(env: Env): Promise<ClearedCaches> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.CACHE.list({ cursor, limit: MAX_KEYS - keys.length });
    keys.push(...page.keys.map((key) => key.name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor && keys.length < MAX_KEYS);
  await forget(env, ...keys);
  await forgetAppSnapshot(env);
  forgetCatalogAnswers();
  return { kv_keys: keys, more_kv_keys: cursor !== undefined, memory: ['settings snapshot', 'catalog and search answers'] };
}
