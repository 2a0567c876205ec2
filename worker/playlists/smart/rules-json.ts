import type { SmartField, SmartGroup, SmartRuleJson, SmartRules, SmartRulesJson, SmartSort } from './smart-fields';

/** Names to write: the API's own, or Navidrome's (nsp-names.ts). */
export type RuleNaming = { field: (field: SmartField) => string; sort: (sort: SmartSort) => string };

const OWN_NAMES: RuleNaming = { field: (field) => field, sort: (sort) => sort };

const groupJson = (group: SmartGroup, naming: RuleNaming): SmartRuleJson =>
  ({
    [group.combinator]: group.rules.map((rule) =>
      'combinator' in rule ? groupJson(rule, naming) : { [rule.operator]: { [naming.field(rule.field)]: rule.value } },
    ),
  }) as SmartRuleJson;

/**
 * The canonical JSON form of checked rules, as stored in playlists.rules and
 * answered: one `sort` string with a `-` before each descending field, no
 * `order`, and `limit` only when there is one.
 */
export function toRulesJson(rules: SmartRules, naming: RuleNaming = OWN_NAMES): SmartRulesJson {
  const sort = rules.sort.map((key) => `${key.descending ? '-' : ''}${naming.sort(key.field)}`).join(',');
  return { ...(groupJson(rules.root, naming) as SmartRulesJson), sort, ...(rules.limit ? { limit: rules.limit } : {}) };
}
