import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { rawBatch, type Row } from '../raw-batch';
import { sha256 } from '../auth/crypto';
import { SEARCH_TABS } from '../music/music-types';
import { allTypes, type FoundTypes } from './all-types';
import { matchExpression } from './match-expression';
import { answerChanges, changedAfter } from './answer-changes';
import { ANSWER_CHANGES_KEEP_MS, ANSWER_COUNTS_REFRESH_MS, STORED_RESULTS } from './search-constants';

// Whole answers of hot prefixes at the edge (docs/decisions/037-whole-answers-at-the-edge.md).
// Every minute the cron builds, for each prefix with stored ids
// (prefix-answers.ts), the answer `search?query=` gives at the largest
// limit and a few more, and keeps it in KV when it changed; a one-word
// search of such a prefix reads it from KV, leaves out the rows changed
// since it was built (answer-changes.ts) and cuts each type to the limit
// asked. No D1 statement on the way, bar the change log's read every 10 s.

const KV_PREFIX = 'search:answer:v1:';

/** What KV holds a prefix's answer as: each type's first STORED_RESULTS, and the change it was built at. */
type StoredAnswer = { seq: number; answer: FoundTypes };

/** Payload fields that move with every play or follow: an answer that differs only in them is written at most every ANSWER_COUNTS_REFRESH_MS. */
const COUNTS = new Set(['plays', 'likes_count', 'reposts_count', 'comments_count', 'followers_count', 'tracks_count', 'duration', 'covers', 'updated_at']);

/** A hot prefix's whole answer, cut to `limit` per type, without the rows changed since it was built; null when there is none to use. */
export async function wholeAnswer(db: Db, cache: KVNamespace, key: string, limit: number): Promise<FoundTypes | null> {
  const changes = await answerChanges(db);
  if (!changes?.keys.has(key)) return null;
  const stored = await cache.get<StoredAnswer>(KV_PREFIX + key, 'json');
  if (!stored) return null;
  const kept = (tab: (typeof SEARCH_TABS)[number]) => (stored.answer[tab] as { id: number }[]).filter((item) => !changedAfter(changes, tab, item.id, stored.seq)).slice(0, limit);
  return Object.fromEntries(SEARCH_TABS.map((tab) => [tab, kept(tab)])) as FoundTypes;
}

type AnswerRow = { seq: number; identity: string; digest: string; written_at: number };

/** How many answers are computed at once: each is one D1 round trip. */
const CONCURRENT_ANSWERS = 8;
/** Rows written a D1 batch. */
const ROWS_PER_BATCH = 50;

/** The last run, as search_answer_builds keeps it. */
type LastBuild = { keys_version: number; computed_at: number; seq: number; prefixes_at: string | null };

/**
 * Builds the whole answers of every prefix with stored ids, as they are now,
 * when something may have changed them: a row was added, changed or left
 * search since the last build (search_changes), the stored ids were rebuilt,
 * or the counts are ANSWER_COUNTS_REFRESH_MS old. Otherwise it only records
 * that it ran. An answer is written to KV when it is new, when a row in it
 * changed since it was written (its rows, their order, names or images; a
 * row back in search), or when only its counts changed and it is
 * ANSWER_COUNTS_REFRESH_MS old. A prefix no longer stored loses its answer.
 * The change log is pruned after ANSWER_CHANGES_KEEP_MS. Returns what it
 * did, or null when it wrote nothing (the minute's run is logged only then).
 */
export async function rebuildWholeAnswers(db: Db, cache: KVNamespace): Promise<string | null> {
  const now = Date.now();
  // One transaction: answers built from here on may include changes after `seq`, never miss one before it.
  const [prefixRows, answerRows, [{ seq }], changedRows, [last]] = await rawBatch(db, [
    sql`SELECT key, built_at FROM search_prefixes`,
    sql`SELECT key, seq, identity, digest, written_at FROM search_answers`,
    sql`SELECT coalesce(max(seq), 0) AS seq FROM search_changes`,
    sql`SELECT tab || ':' || id AS item, max(seq) AS seq FROM search_changes WHERE added = 0 GROUP BY tab, id`,
    sql`SELECT keys_version, computed_at, seq, prefixes_at FROM search_answer_builds`,
  ]) as [Row[], Row[], Row[], Row[], (LastBuild | undefined)[]];
  const builtAt = Number(seq);
  const written = new Map(answerRows.map((row) => [String(row.key), row as unknown as AnswerRow]));
  const changed = new Map(changedRows.map((row) => [String(row.item), Number(row.seq)]));
  const keys = prefixRows.map((row) => String(row.key));
  const prefixesAt = prefixRows.reduce<string | null>((newest, row) => (newest === null || String(row.built_at) > newest ? String(row.built_at) : newest), null);
  const prune = sql`DELETE FROM search_changes WHERE at < ${now - ANSWER_CHANGES_KEEP_MS}`;

  const due =
    !last || Number(last.seq) !== builtAt || last.prefixes_at !== prefixesAt || keys.length !== written.size || keys.some((key) => !written.has(key)) || now - Number(last.computed_at) >= ANSWER_COUNTS_REFRESH_MS;
  if (!due) {
    await rawBatch(db, [sql`UPDATE search_answer_builds SET built_at = ${now}`, prune]);
    return null;
  }

  const writes: { key: string; identity: string; digest: string }[] = [];
  async function build(key: string) {
    const answer = await allTypes(db, [key], matchExpression([key])!, STORED_RESULTS, key);
    const json = JSON.stringify(answer);
    const [digest, identity] = await Promise.all([sha256(json), sha256(JSON.stringify(answer, (field, value: unknown) => (COUNTS.has(field) ? undefined : value)))]);
    const row = written.get(key);
    const touched = row !== undefined && SEARCH_TABS.some((tab) => (answer[tab] as { id: number }[]).some((item) => (changed.get(`${tab}:${item.id}`) ?? 0) > row.seq));
    const write = !row || row.identity !== identity || touched || (row.digest !== digest && now - row.written_at >= ANSWER_COUNTS_REFRESH_MS);
    if (!write) return;
    await cache.put(KV_PREFIX + key, JSON.stringify({ seq: builtAt, answer } satisfies StoredAnswer));
    writes.push({ key, identity, digest });
  }
  for (let i = 0; i < keys.length; i += CONCURRENT_ANSWERS) await Promise.all(keys.slice(i, i + CONCURRENT_ANSWERS).map(build));

  const stored = new Set(keys);
  const gone = [...written.keys()].filter((key) => !stored.has(key));
  await Promise.all(gone.map((key) => cache.delete(KV_PREFIX + key)));
  const added = writes.some((write) => !written.has(write.key));
  const keysVersion = Number(last?.keys_version ?? 0) + (added || gone.length ? 1 : 0);
  // The rows after KV: an isolate that reads a new key before its answer reached it searches live.
  const upserts = writes.map(
    (write) => sql`INSERT INTO search_answers (key, seq, identity, digest, written_at) VALUES (${write.key}, ${builtAt}, ${write.identity}, ${write.digest}, ${now})
      ON CONFLICT (key) DO UPDATE SET seq = excluded.seq, identity = excluded.identity, digest = excluded.digest, written_at = excluded.written_at`,
  );
  for (let i = 0; i < upserts.length; i += ROWS_PER_BATCH) await rawBatch(db, upserts.slice(i, i + ROWS_PER_BATCH));
  await rawBatch(db, [
    sql`DELETE FROM search_answers WHERE key IN (SELECT value FROM json_each(${JSON.stringify(gone)}))`,
    sql`INSERT INTO search_answer_builds (id, built_at, computed_at, seq, prefixes_at, keys_version) VALUES (1, ${now}, ${now}, ${builtAt}, ${prefixesAt}, ${keysVersion})
      ON CONFLICT (id) DO UPDATE SET built_at = excluded.built_at, computed_at = excluded.computed_at, seq = excluded.seq, prefixes_at = excluded.prefixes_at, keys_version = excluded.keys_version`,
    prune,
  ]);
  if (!writes.length && !gone.length) return null;
  return `Wrote the whole answers of ${writes.length} hot search prefixes (${keys.length} built, ${gone.length} no longer hot removed).`;
}
