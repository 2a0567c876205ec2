// The local server fires wrangler.toml's cron triggers itself, as Cloudflare
// does in production (times in UTC). Only the plain five-field syntax is
// understood: numbers, `*`, ranges `a-b`, steps `/n` and lists `a,b`; names,
// `L`, `W` and `#` are refused so that a trigger is never silently skipped.

const FIELDS = [
  { name: 'minute', min: 0, max: 59, of: (d: Date) => d.getUTCMinutes() },
  { name: 'hour', min: 0, max: 23, of: (d: Date) => d.getUTCHours() },
  { name: 'day of month', min: 1, max: 31, of: (d: Date) => d.getUTCDate() },
  { name: 'month', min: 1, max: 12, of: (d: Date) => d.getUTCMonth() + 1 },
  { name: 'day of week', min: 0, max: 7, of: (d: Date) => d.getUTCDay() },
] as const;

function parseField(text: string, { name, min, max }: (typeof FIELDS)[number]): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new Error(`cron ${name} "${part}" is not supported locally`);
    const [, whole, from, to, step] = match;
    const start = whole === '*' ? min : Number(from);
    const end = whole === '*' ? max : to !== undefined ? Number(to) : step ? max : start;
    const every = step ? Number(step) : 1;
    if (start < min || end > max || start > end || every < 1) throw new Error(`cron ${name} "${part}" is out of range`);
    for (let v = start; v <= end; v += every) values.add(v);
  }
  return values;
}

/** Parses a cron expression into a test for a given minute. */
export function parseCron(expression: string): (date: Date) => boolean {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== FIELDS.length) throw new Error(`cron "${expression}" must have five fields`);
  const sets = parts.map((part, i) => parseField(part, FIELDS[i]));
  if (sets[4].has(7)) sets[4].add(0); // 7 is Sunday too
  const [minute, hour, dom, month, dow] = sets;
  const domAny = parts[2] === '*';
  const dowAny = parts[4] === '*';
  return (date) => {
    if (!minute.has(date.getUTCMinutes()) || !hour.has(date.getUTCHours()) || !month.has(date.getUTCMonth() + 1)) return false;
    // As in Vixie cron: when both day fields are restricted, either may match.
    const domOk = dom.has(date.getUTCDate());
    const dowOk = dow.has(date.getUTCDay());
    if (domAny || dowAny) return domOk && dowOk;
    return domOk || dowOk;
  };
}

/**
 * Calls `fire(cron)` at the start of every minute that one of `crons`
 * matches, until the returned stop function is called.
 */
export function scheduleCrons(crons: string[], fire: (cron: string, scheduledTime: Date) => void): () => void {
  const tests = crons.map((cron) => ({ cron, matches: parseCron(cron) }));
  let timer: NodeJS.Timeout | undefined;
  const next = () => {
    const now = Date.now();
    const minute = new Date(Math.floor(now / 60_000) * 60_000 + 60_000);
    timer = setTimeout(() => {
      for (const { cron, matches } of tests) if (matches(minute)) fire(cron, minute);
      next();
    }, minute.getTime() - now);
    timer.unref();
  };
  if (tests.length) next();
  return () => clearTimeout(timer);
}
