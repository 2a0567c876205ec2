import {
  OPERATORS_BY_TYPE,
  SMART_DAYS_MAX,
  SMART_FIELDS,
  SMART_MAX_RULES,
  SMART_MAX_SORT_KEYS,
  SMART_OPERATORS,
  SMART_SORTS,
  SMART_TEXT_MAX,
  type SmartCondition,
  type SmartField,
  type SmartGroup,
  type SmartOperator,
  type SmartRules,
  type SmartSort,
  type SmartSortKey,
  type SmartValue,
} from './smart-fields';

export type RulePath = (string | number)[];
export type RulesProblem = { path: RulePath; message: string };
export type ParsedRules = { ok: true; rules: SmartRules; name?: string; comment?: string } | ({ ok: false } & RulesProblem);

/** How names in the JSON map onto ours: the API's own names, or Navidrome's (nsp-names.ts). */
export type RuleDialect = {
  field: (name: string) => SmartField | null;
  sort: (name: string) => SmartSort | null;
  operator: (name: string) => SmartOperator | null;
  /** Top-level keys besides all/any/sort/order/limit (an .nsp file's name and comment). */
  extraKeys: readonly string[];
};

const own = <T extends string>(list: readonly T[]) => (name: string) => (list as readonly string[]).includes(name) ? (name as T) : null;

export const API_DIALECT: RuleDialect = {
  field: own(Object.keys(SMART_FIELDS) as SmartField[]),
  sort: own(SMART_SORTS),
  operator: own(SMART_OPERATORS),
  extraKeys: [],
};

class Problem extends Error {
  constructor(
    readonly path: RulePath,
    message: string,
  ) {
    super(message);
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: unknown): value is string =>
  typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** A number, or a numeric string (.nsp files written by hand carry both). */
function toNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return null;
}

function conditionValue(field: SmartField, operator: SmartOperator, value: unknown, path: RulePath): SmartValue {
  const type = SMART_FIELDS[field];
  if (type === 'text') {
    if (typeof value !== 'string' || !value.trim()) throw new Problem(path, `The ${field} rule needs some text.`);
    if (value.length > SMART_TEXT_MAX) throw new Problem(path, `The ${field} rule's text must not be greater than ${SMART_TEXT_MAX} characters.`);
    return value.trim();
  }
  if (type === 'boolean') {
    if (value === true || value === 'true') return true;
    if (value === false || value === 'false') return false;
    throw new Problem(path, `The ${field} rule takes true or false.`);
  }
  if (type === 'number') {
    if (operator === 'inTheRange') {
      const range = Array.isArray(value) && value.length === 2 ? value.map(toNumber) : null;
      if (!range || range[0] === null || range[1] === null || range[0] > range[1]) throw new Problem(path, `The ${field} range takes two numbers, the smaller first.`);
      return [range[0], range[1]];
    }
    const number = toNumber(value);
    if (number === null) throw new Problem(path, `The ${field} rule takes a number.`);
    return number;
  }
  if (operator === 'inTheLast' || operator === 'notInTheLast') {
    const days = toNumber(value);
    if (days === null || !Number.isInteger(days) || days < 1 || days > SMART_DAYS_MAX) {
      throw new Problem(path, `The ${field} rule takes a number of days from 1 to ${SMART_DAYS_MAX}.`);
    }
    return days;
  }
  if (operator === 'inTheRange') {
    if (!Array.isArray(value) || value.length !== 2 || !isDate(value[0]) || !isDate(value[1]) || value[0] > value[1]) {
      throw new Problem(path, `The ${field} range takes two dates (YYYY-MM-DD), the earlier first.`);
    }
    return [value[0], value[1]];
  }
  if (!isDate(value)) throw new Problem(path, `The ${field} rule takes a date (YYYY-MM-DD).`);
  return value;
}

function parseCondition(rule: Record<string, unknown>, path: RulePath, dialect: RuleDialect): SmartCondition {
  const keys = Object.keys(rule);
  if (keys.length !== 1) throw new Problem(path, 'A rule names exactly one operator.');
  const operator = dialect.operator(keys[0]);
  if (!operator) throw new Problem([...path, keys[0]], `Unknown operator "${keys[0]}".`);
  const body = rule[keys[0]];
  if (!isPlainObject(body) || Object.keys(body).length !== 1) throw new Problem([...path, keys[0]], 'An operator names exactly one field.');
  const [name] = Object.keys(body);
  const field = dialect.field(name);
  const fieldPath = [...path, keys[0], name];
  if (!field) throw new Problem(fieldPath, `Unknown field "${name}".`);
  if (!OPERATORS_BY_TYPE[SMART_FIELDS[field]].includes(operator)) throw new Problem(fieldPath, `The ${field} field does not take "${keys[0]}".`);
  return { operator, field, value: conditionValue(field, operator, body[name], fieldPath) };
}

function parseGroup(value: unknown, path: RulePath, depth: number, dialect: RuleDialect, counter: { rules: number }): SmartGroup {
  if (!isPlainObject(value)) throw new Problem(path, 'A rule must be an object.');
  const combinator = 'all' in value ? 'all' : 'any';
  const rules = value[combinator];
  if (!Array.isArray(rules) || !rules.length) throw new Problem([...path, combinator], 'A group needs at least one rule.');
  return {
    combinator,
    rules: rules.map((rule, index) => {
      const rulePath = [...path, combinator, index];
      if (++counter.rules > SMART_MAX_RULES) throw new Problem(rulePath, `At most ${SMART_MAX_RULES} rules in all.`);
      if (!isPlainObject(rule)) throw new Problem(rulePath, 'A rule must be an object.');
      if ('all' in rule || 'any' in rule) {
        if (depth >= 1) throw new Problem(rulePath, 'Groups nest one level deep.');
        if (Object.keys(rule).length !== 1) throw new Problem(rulePath, 'A group holds only its all or any list.');
        return parseGroup(rule, rulePath, depth + 1, dialect, counter);
      }
      return parseCondition(rule, rulePath, dialect);
    }),
  };
}

function parseSort(sort: unknown, order: unknown, dialect: RuleDialect): SmartSortKey[] {
  let reverse = false;
  if (order !== undefined) {
    if (typeof order !== 'string' || !['asc', 'desc'].includes(order.toLowerCase())) throw new Problem(['order'], 'The order must be asc or desc.');
    reverse = order.toLowerCase() === 'desc';
  }
  if (sort === undefined) return [{ field: 'title', descending: reverse }];
  if (typeof sort !== 'string' || !sort.trim()) throw new Problem(['sort'], 'The sort must name a field.');
  const keys = sort.split(',').map((part) => part.trim());
  if (keys.length > SMART_MAX_SORT_KEYS) throw new Problem(['sort'], `At most ${SMART_MAX_SORT_KEYS} sort fields.`);
  return keys.map((key) => {
    const descending = key.startsWith('-');
    const field = dialect.sort(key.replace(/^[+-]/, ''));
    if (!field) throw new Problem(['sort'], `Cannot sort by "${key}".`);
    return { field, descending: descending !== reverse };
  });
}

function parseLimit(limit: unknown): number | null {
  if (limit === undefined || limit === null || limit === 0) return null;
  if (typeof limit !== 'number' || !Number.isSafeInteger(limit) || limit < 1) throw new Problem(['limit'], 'The limit must be a whole number above 0.');
  return limit;
}

/**
 * Checks rules in their JSON form (docs/api/smart-playlists.md) and reads
 * them into SmartRules, or names the path of the first bad part.
 */
export function parseRules(input: unknown, dialect: RuleDialect = API_DIALECT): ParsedRules {
  try {
    if (!isPlainObject(input)) throw new Problem([], 'The rules must be an object with an all or any list.');
    const allowed = ['all', 'any', 'sort', 'order', 'limit', ...dialect.extraKeys];
    const unknown = Object.keys(input).find((key) => !allowed.includes(key));
    if (unknown) throw new Problem([unknown], `Unknown key "${unknown}".`);
    if ('all' in input === 'any' in input) throw new Problem([], 'The rules need either an all or an any list.');
    const root = parseGroup({ [('all' in input ? 'all' : 'any')]: input.all ?? input.any }, [], 0, dialect, { rules: 0 });
    const rules: SmartRules = { root, sort: parseSort(input.sort, input.order, dialect), limit: parseLimit(input.limit) };
    const text = (key: string) => (typeof input[key] === 'string' ? (input[key] as string) : undefined);
    return { ok: true, rules, name: text('name'), comment: text('comment') };
  } catch (error) {
    if (error instanceof Problem) return { ok: false, path: error.path, message: error.message };
    throw error;
  }
}
