import { setBounded } from './cache/bounded-map';

/*
 * LIMIT and OFFSET written into the SQL text instead of bound (decision 035).
 *
 * SQLite (3.47 on) reads a bound LIMIT or OFFSET while it plans a statement,
 * and marks the statement to be planned again whenever that parameter is
 * bound anew, even to the same value. D1 binds every parameter of every
 * execution, so each statement with `LIMIT ?` was parsed and planned again on
 * every request although workerd keeps it prepared: `perf` on the local
 * server put sqlite3Reprepare at 16% of the cold artist page's whole CPU
 * (its similar artists take LIMIT 1 OFFSET n three times). Drizzle binds
 * `.limit(n)` and `.offset(n)`, so the statement text is rewritten on its
 * way to D1: a LIMIT or OFFSET parameter whose value is a safe integer
 * becomes a literal. A text then exists per value, each prepared once; the
 * values are few (page sizes, and the offsets of the pages people open).
 */

/** Where a statement's LIMIT/OFFSET placeholders are: their offsets in the text and their indexes among the parameters. */
type Slot = { at: number; param: number };

const slotsByText = new Map<string, Slot[]>();
const MAX_TEXTS = 2_000;

const isWordChar = (ch: string) => (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch === '_';

/** Scans the text once: string literals, quoted names and comments are skipped; a `?` right after the word LIMIT or OFFSET is a slot. */
export function limitSlots(text: string): Slot[] {
  const slots: Slot[] = [];
  let param = 0;
  let lastWord = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "'" || ch === '"' || ch === '`' || ch === '[') {
      const close = ch === '[' ? ']' : ch;
      // A doubled quote inside a literal is the quote itself: the scan just closes and reopens.
      const end = text.indexOf(close, i + 1);
      i = end < 0 ? text.length : end;
      lastWord = '';
    } else if (ch === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
    } else if (ch === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 1;
    } else if (ch === '?') {
      // Numbered parameters (?NNN) bind by number, not by order: none is rewritten then.
      if (isWordChar(text[i + 1] ?? '')) return [];
      if (lastWord === 'LIMIT' || lastWord === 'OFFSET') slots.push({ at: i, param });
      param++;
      lastWord = '';
    } else if (isWordChar(ch)) {
      let end = i;
      while (end < text.length && isWordChar(text[end])) end++;
      lastWord = text.slice(i, end).toUpperCase();
      i = end - 1;
    } else if (ch !== ' ' && ch !== '\n' && ch !== '\t' && ch !== '\r') {
      lastWord = '';
    }
  }
  return slots;
}

function slotsOf(text: string): Slot[] {
  const known = slotsByText.get(text);
  return known ?? setBounded(slotsByText, text, limitSlots(text), MAX_TEXTS);
}

/** The statement with each integer LIMIT/OFFSET parameter written as a literal, and the parameters left to bind. */
export function inlineLimits(text: string, params: readonly unknown[]): { sql: string; params: unknown[] } {
  const slots = slotsOf(text);
  if (!slots.length) return { sql: text, params: [...params] };
  let sql = '';
  let from = 0;
  const inlined = new Set<number>();
  for (const { at, param } of slots) {
    const value = params[param];
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) continue;
    sql += text.slice(from, at) + String(value);
    from = at + 1;
    inlined.add(param);
  }
  return { sql: sql + text.slice(from), params: inlined.size ? params.filter((_, n) => !inlined.has(n)) : [...params] };
}

/**
 * The session with its statements' limits inlined: `prepare(text)` answers a
 * statement whose `bind(...)` rewrites the text for the values it is given
 * and answers the session's own bound statement (so `batch` gets real ones).
 * A text without a LIMIT or OFFSET parameter is the session's own statement.
 */
export function withInlinedLimits(session: D1DatabaseSession): D1DatabaseSession {
  const prepare = (text: string): D1PreparedStatement => {
    const statement = session.prepare(text);
    if (!slotsOf(text).length) return statement;
    const unbound = {
      bind: (...values: unknown[]) => {
        const query = inlineLimits(text, values);
        return session.prepare(query.sql).bind(...query.params);
      },
      first: (column?: string) => statement.first(column as string),
      run: () => statement.run(),
      all: () => statement.all(),
      raw: (options?: { columnNames?: boolean }) => statement.raw(options as { columnNames: true }),
    };
    return unbound as unknown as D1PreparedStatement;
  };
  return { prepare, batch: (statements) => session.batch(statements), getBookmark: () => session.getBookmark() } as D1DatabaseSession;
}
