import { z } from 'zod';
import { parseRules } from './rules-parse';
import { toRulesJson } from './rules-json';
import type { SmartRulesJson } from './smart-fields';

/**
 * `rules` of POST playlists and PUT playlists/{id} (docs/api/smart-playlists.md):
 * checked by parseRules, which names the path of the first bad rule
 * (`rules.all.1.contains.colour`), and stored in their canonical form.
 */
export const rulesField = z
  .unknown()
  .transform((value, ctx): SmartRulesJson => {
    const parsed = parseRules(value);
    if (parsed.ok) return toRulesJson(parsed.rules);
    ctx.addIssue({ code: 'custom', message: parsed.message, path: parsed.path, input: value });
    return z.NEVER;
  })
  .meta({
    description: 'Smart playlist rules: `{ "all" | "any": [rule...], "sort"?, "order"?, "limit"? }`, a rule being `{ operator: { field: value } }` or a nested group.',
  });

/** Rules as answered: their canonical JSON form. */
export const RulesPayload = z.record(z.string(), z.unknown()).meta({ id: 'SmartPlaylistRules' });
