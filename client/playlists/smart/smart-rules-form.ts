import { z } from 'zod';
import type { SmartRulesJson } from '../../../worker/playlists/smart/smart-fields';
import { OPERATORS_BY_TYPE, SMART_FIELDS, SMART_SORTS, valueKind, type SmartField, type SmartOperator, type SmartSort } from './smart-vocabulary';

// The rule editor's form (react-hook-form), and its conversion to and from
// the rules JSON of docs/api/smart-playlists.md. Values are kept as the
// inputs' strings and typed when the rules are built.

export type RuleRow = { field: SmartField; operator: SmartOperator; value: string; value2: string };
/** A top-level row: a rule, or a group of rules (one level deep). */
export type TopRow = RuleRow & { kind: 'rule' | 'group'; combinator: 'all' | 'any'; rules: RuleRow[] };
export type SmartRulesForm = { combinator: 'all' | 'any'; rows: TopRow[]; sort: SmartSort; order: 'asc' | 'desc'; limit: string };

export const newRule = (): RuleRow => ({ field: 'title', operator: 'contains', value: '', value2: '' });
export const newTopRule = (): TopRow => ({ ...newRule(), kind: 'rule', combinator: 'any', rules: [] });
export const newGroup = (): TopRow => ({ ...newRule(), kind: 'group', combinator: 'any', rules: [newRule()] });

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isNumber = (value: string) => value.trim() !== '' && Number.isFinite(Number(value));

/** The message for a rule's value, or null when it is fine (messages are the server's, so they translate alike). */
function valueProblem({ field, operator, value, value2 }: RuleRow): string | null {
  switch (valueKind(field, operator)) {
    case 'text':
      return value.trim() ? null : 'Enter some text.';
    case 'number':
      return isNumber(value) ? null : 'Enter a number.';
    case 'range':
      return isNumber(value) && isNumber(value2) && Number(value) <= Number(value2) ? null : 'Enter two numbers, the smaller first.';
    case 'date':
      return DATE.test(value) ? null : 'Enter a date.';
    case 'dateRange':
      return DATE.test(value) && DATE.test(value2) && value <= value2 ? null : 'Enter two dates, the earlier first.';
    case 'days':
      return /^\d+$/.test(value) && Number(value) >= 1 ? null : 'Enter a number of days.';
    case 'boolean':
      return value === 'true' || value === 'false' ? null : 'Choose yes or no.';
  }
}

const ruleRow = z
  .object({ field: z.string(), operator: z.string(), value: z.string(), value2: z.string() })
  .superRefine((row, ctx) => {
    const problem = valueProblem(row as RuleRow);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['value'] });
  });

/** The form's checks; the string fields are typed by the selects that set them (SmartRulesForm). */
export const smartRulesObject = z.object({
  combinator: z.enum(['all', 'any']),
  rows: z
    .array(
      z.object({ kind: z.enum(['rule', 'group']), combinator: z.enum(['all', 'any']), field: z.string(), operator: z.string(), value: z.string(), value2: z.string(), rules: z.array(ruleRow) }).superRefine((row, ctx) => {
        if (row.kind === 'rule') {
          const problem = valueProblem(row as RuleRow);
          if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['value'] });
        } else if (!row.rules.length) ctx.addIssue({ code: 'custom', message: 'A group needs at least one rule.', path: ['rules'] });
      }),
    )
    .min(1, 'Add at least one rule.'),
  sort: z.enum(SMART_SORTS as [SmartSort, ...SmartSort[]]),
  order: z.enum(['asc', 'desc']),
  limit: z.string().refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) >= 1), 'The limit must be a whole number above 0.'),
});

function ruleValue({ field, operator, value, value2 }: RuleRow): unknown {
  switch (valueKind(field, operator)) {
    case 'number':
    case 'days':
      return Number(value);
    case 'range':
      return [Number(value), Number(value2)];
    case 'dateRange':
      return [value, value2];
    case 'boolean':
      return value === 'true';
    default:
      return field === 'title' || SMART_FIELDS[field] === 'text' ? value.trim() : value;
  }
}

const ruleJson = (row: RuleRow) => ({ [row.operator]: { [row.field]: ruleValue(row) } });

/** The form as rules JSON. */
export function toRulesJson(form: SmartRulesForm): SmartRulesJson {
  const rules = form.rows.map((row) => (row.kind === 'group' ? { [row.combinator]: row.rules.map(ruleJson) } : ruleJson(row)));
  return {
    [form.combinator]: rules,
    sort: `${form.order === 'desc' ? '-' : ''}${form.sort}`,
    ...(form.limit ? { limit: Number(form.limit) } : {}),
  } as SmartRulesJson;
}

function ruleFromJson(json: Record<string, unknown>): RuleRow {
  const [operator] = Object.keys(json) as SmartOperator[];
  const body = json[operator] as Record<string, unknown>;
  const [field] = Object.keys(body) as SmartField[];
  const raw = body[field];
  const [value, value2] = Array.isArray(raw) ? raw.map(String) : [String(raw), ''];
  return { field, operator: OPERATORS_BY_TYPE[SMART_FIELDS[field]].includes(operator) ? operator : 'is', value, value2 };
}

/** Stored rules (canonical, from the server) as the form; a new playlist starts with one empty rule. */
export function formFromRules(rules: Record<string, unknown> | null | undefined): SmartRulesForm {
  if (!rules) return { combinator: 'all', rows: [newTopRule()], sort: 'title', order: 'asc', limit: '' };
  const combinator = 'any' in rules ? 'any' : 'all';
  const rows = (rules[combinator] as Record<string, unknown>[]).map((item): TopRow => {
    const nested = 'all' in item ? 'all' : 'any' in item ? 'any' : null;
    if (nested) return { ...newRule(), kind: 'group', combinator: nested, rules: (item[nested] as Record<string, unknown>[]).map(ruleFromJson) };
    return { ...ruleFromJson(item), kind: 'rule', combinator: 'any', rules: [] };
  });
  const [first = 'title'] = String(rules.sort ?? 'title').split(',');
  const sort = first.replace(/^-/, '') as SmartSort;
  return {
    combinator,
    rows,
    sort: SMART_SORTS.includes(sort) ? sort : 'title',
    order: first.startsWith('-') ? 'desc' : 'asc',
    limit: rules.limit ? String(rules.limit) : '',
  };
}
