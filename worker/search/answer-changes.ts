import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { rawBatch } from '../raw-batch';
import { catalogGeneration } from '../cache/memory-cache';
import { ANSWER_CHANGES_POLL_MS, ANSWER_CHANGES_RETAIN_MS, ANSWERS_STALE_AFTER_MS, MAX_POLLED_CHANGES } from './search-constants';

// What this isolate knows of the whole answers in KV (whole-answers.ts,
// docs/decisions/037-whole-answers-at-the-edge.md): which prefixes have one,
// when they were last built, and which rows changed since (search_changes,
// logged by triggers: a row deleted, made private, banned, renamed or given
// another image). Read from D1 in one statement at most every
// ANSWER_CHANGES_POLL_MS, and after any write this isolate handled, so a
// row that leaves search leaves every answer within that bound everywhere,
// and at once where it was removed. Between polls a search reads no D1.

type Known = {
  checkedAt: number;
  /** catalogGeneration() when read: a write here since means read again. */
  generation: number;
  /** The last change read. */
  seq: number;
  builtAt: number;
  keysVersion: number | null;
  /** The prefixes that have a whole answer. */
  keys: Set<string>;
  /** Rows changed in the last ANSWER_CHANGES_RETAIN_MS, as `tab:id`: their latest change. Oldest first. */
  changed: Map<string, { seq: number; at: number }>;
  /** False while more changes wait than one read takes: the answers are not used until it has caught up. */
  caughtUp: boolean;
};

export type AnswerChanges = Pick<Known, 'keys' | 'changed'>;

let known: Known | null = null;

/** One statement: the last build, the keys when they moved, and the changes after `seq` (at most one more than MAX_POLLED_CHANGES). Exported for its query plan. */
export function pollStatement(seq: number, since: number, keysVersion: number | null) {
  return sql`SELECT b.built_at AS built_at, b.keys_version AS keys_version,
    CASE WHEN b.keys_version IS NOT ${keysVersion} THEN (SELECT json_group_array(key) FROM search_answers) END AS keys,
    (SELECT json_group_array(json_array(seq, tab, id, at)) FROM (SELECT seq, tab, id, at FROM search_changes WHERE seq > ${seq} AND at > ${since} AND added = 0 ORDER BY seq LIMIT ${MAX_POLLED_CHANGES + 1})) AS changes
    FROM search_answer_builds b`;
}

async function poll(db: Db, now: number): Promise<Known> {
  const state: Known = known ?? { checkedAt: 0, generation: 0, seq: 0, builtAt: 0, keysVersion: null, keys: new Set(), changed: new Map(), caughtUp: false };
  const generation = catalogGeneration();
  const [[row]] = await rawBatch(db, [pollStatement(state.seq, now - ANSWER_CHANGES_RETAIN_MS, state.keysVersion)]);
  state.checkedAt = now;
  state.generation = generation;
  // Never built: nothing to use, and nothing to ask again before the next poll.
  if (!row) return (known = { ...state, builtAt: 0 });
  const changes = JSON.parse(String(row.changes)) as [number, string, number, number][];
  const overflow = changes.length > MAX_POLLED_CHANGES;
  for (const [seq, tab, id, at] of changes.slice(0, MAX_POLLED_CHANGES)) {
    const item = `${tab}:${id}`;
    state.changed.delete(item); // re-inserted last: the map stays ordered by change
    state.changed.set(item, { seq, at });
    state.seq = Math.max(state.seq, seq);
  }
  for (const [item, { at }] of state.changed) {
    if (at > now - ANSWER_CHANGES_RETAIN_MS) break;
    state.changed.delete(item);
  }
  if (row.keys !== null) {
    state.keys = new Set(JSON.parse(String(row.keys)) as string[]);
    state.keysVersion = Number(row.keys_version);
  }
  state.builtAt = Number(row.built_at);
  state.caughtUp = !overflow;
  // Behind: read on at the next search rather than in ANSWER_CHANGES_POLL_MS.
  if (overflow) state.checkedAt = 0;
  return (known = state);
}

/**
 * The keys with a whole answer and the rows changed since, when the answers
 * may be used: the log is read up to now and the last build is recent. Null
 * means: search live.
 */
export async function answerChanges(db: Db): Promise<AnswerChanges | null> {
  const now = Date.now();
  const fresh = known && now - known.checkedAt < ANSWER_CHANGES_POLL_MS && known.generation === catalogGeneration() ? known : await poll(db, now);
  return fresh && fresh.caughtUp && now - fresh.builtAt <= ANSWERS_STALE_AFTER_MS ? fresh : null;
}

/** Whether the row changed after `seq`, the change an answer was built at. */
export const changedAfter = (changes: AnswerChanges, tab: string, id: number, seq: number) => (changes.changed.get(`${tab}:${id}`)?.seq ?? 0) > seq;
