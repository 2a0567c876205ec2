import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { rawBatch, type Row } from '../raw-batch';
import { sha256 } from '../auth/crypto';
import { SEARCH_TABS, type SearchTab } from '../music/music-types';
import { allTypes, type FoundTypes } from './all-types';
import { matchExpression } from './match-expression';
import { answerChanges, changedAfter } from './answer-changes';
import { ANSWER_CHANGES_KEEP_MS, ANSWER_COUNTS_REFRESH_MS, PREFIX_KEY_LENGTH, STORED_RESULTS } from './search-constants';
import { wordsOf } from './top-result';

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

type AnswerRow = { seq: number; identity: string; digest: string; written_at: number; items: string };

/** How many answers are computed at once: each is one D1 round trip. */
const CONCURRENT_ANSWERS = 8;
/** Rows written a D1 batch. */
const ROWS_PER_BATCH = 50;

/** The last run, as search_answer_builds keeps it. */
type LastBuild = { keys_version: number; computed_at: number; seq: number; prefixes_at: string | null };

/** More changes than this since the last build: every answer is built again rather than the ones they touch. */
const MAX_TARGETED_CHANGES = 1_000;

/**
 * The words a row is found by, per table: its name, and for a track its
 * artists' and album's names, for an album its artists' (as the search
 * tables index them, migrations/0029_search_ranking.sql).
 */
const FOUND_BY: Record<SearchTab, string> = {
  tracks: `x.name || ' ' || coalesce((SELECT group_concat(a.name, ' ') FROM track_artists ta JOIN artists a ON a.id = ta.artist_id WHERE ta.track_id = x.id), '')
    || ' ' || coalesce((SELECT al.name FROM albums al WHERE al.id = x.album_id), '')`,
  albums: `x.name || ' ' || coalesce((SELECT group_concat(a.name, ' ') FROM album_artists aa JOIN artists a ON a.id = aa.artist_id WHERE aa.album_id = x.id), '')`,
  artists: 'x.name',
  playlists: 'x.name',
  users: 'x.name',
  tags: "x.name || ' ' || x.display_name",
};

/**
 * The keys whose answers `changes` may touch: those holding a changed row
 * (it left, or shows otherwise), and those a changed or new row's words
 * start with (it may now belong there).
 */
async function touchedKeys(db: Db, changes: { tab: SearchTab; id: number }[], keys: Set<string>, written: Map<string, AnswerRow>): Promise<Set<string>> {
  const items = new Set(changes.map(({ tab, id }) => `${tab}:${id}`));
  const touched = new Set([...written].filter(([, row]) => (JSON.parse(row.items) as string[]).some((item) => items.has(item))).map(([key]) => key));
  const byTab = new Map<SearchTab, number[]>();
  for (const { tab, id } of changes) byTab.set(tab, [...(byTab.get(tab) ?? []), id]);
  const found = await rawBatch(
    db,
    [...byTab].map(([tab, ids]) => sql`SELECT ${sql.raw(FOUND_BY[tab])} AS words FROM ${sql.raw(tab)} x WHERE x.id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`),
  );
  for (const row of found.flat()) {
    for (const word of wordsOf(String(row.words))) {
      for (let length = PREFIX_KEY_LENGTH.min; length <= Math.min(word.length, PREFIX_KEY_LENGTH.max); length++) {
        if (keys.has(word.slice(0, length))) touched.add(word.slice(0, length));
      }
    }
  }
  return touched;
}

export type WholeAnswersBuild = { built: number; written: number; removed: number };

/**
 * Builds the whole answers of the prefixes with stored ids, as they are now.
 * All of them when the stored ids were rebuilt, on the first run, when the
 * counts are ANSWER_COUNTS_REFRESH_MS old, or after more than
 * MAX_TARGETED_CHANGES changes; otherwise only those the rows logged since
 * the last run may touch (`touchedKeys`), often none. An answer is written
 * to KV when it is new, when a row in it changed since it was written (its
 * rows, their order, names or images; a row back in search), or when only
 * its counts changed and it is ANSWER_COUNTS_REFRESH_MS old. A prefix no
 * longer stored loses its answer. The change log is pruned after
 * ANSWER_CHANGES_KEEP_MS.
 */
export async function buildWholeAnswers(db: Db, cache: KVNamespace): Promise<WholeAnswersBuild> {
  const now = Date.now();
  // One transaction: answers built from here on may include changes after `seq`, never miss one before it.
  const [prefixRows, answerRows, [{ seq }], changedRows, [last], recentRows] = (await rawBatch(db, [
    sql`SELECT key, built_at FROM search_prefixes`,
    sql`SELECT key, seq, identity, digest, written_at, items FROM search_answers`,
    sql`SELECT coalesce(max(seq), 0) AS seq FROM search_changes`,
    sql`SELECT tab || ':' || id AS item, max(seq) AS seq FROM search_changes WHERE added = 0 GROUP BY tab, id`,
    sql`SELECT keys_version, computed_at, seq, prefixes_at FROM search_answer_builds`,
    sql`SELECT DISTINCT tab, id FROM search_changes WHERE seq > coalesce((SELECT seq FROM search_answer_builds), 0) LIMIT ${MAX_TARGETED_CHANGES + 1}`,
  ])) as [Row[], Row[], Row[], Row[], (LastBuild | undefined)[], { tab: SearchTab; id: number }[]];
  const builtAt = Number(seq);
  const written = new Map(answerRows.map((row) => [String(row.key), row as unknown as AnswerRow]));
  const changed = new Map(changedRows.map((row) => [String(row.item), Number(row.seq)]));
  const keys = prefixRows.map((row) => String(row.key));
  const keySet = new Set(keys);
  const prefixesAt = prefixRows.reduce<string | null>((newest, row) => (newest === null || String(row.built_at) > newest ? String(row.built_at) : newest), null);
  const prune = sql`DELETE FROM search_changes WHERE at < ${now - ANSWER_CHANGES_KEEP_MS}`;

  const all =
    !last ||
    last.prefixes_at !== prefixesAt ||
    keys.length !== written.size ||
    keys.some((key) => !written.has(key)) ||
    now - Number(last.computed_at) >= ANSWER_COUNTS_REFRESH_MS ||
    recentRows.length > MAX_TARGETED_CHANGES;
  const targets = all ? keys : recentRows.length ? [...(await touchedKeys(db, recentRows, keySet, written))] : [];
  if (!all && !targets.length) {
    await rawBatch(db, [sql`UPDATE search_answer_builds SET built_at = ${now}, seq = ${builtAt}`, prune]);
    return { built: 0, written: 0, removed: 0 };
  }

  const writes: { key: string; identity: string; digest: string; items: string }[] = [];
  async function build(key: string) {
    const answer = await allTypes(db, [key], matchExpression([key])!, STORED_RESULTS, key);
    const json = JSON.stringify(answer);
    const [digest, identity] = await Promise.all([sha256(json), sha256(JSON.stringify(answer, (field, value: unknown) => (COUNTS.has(field) ? undefined : value)))]);
    const row = written.get(key);
    const held = SEARCH_TABS.flatMap((tab) => (answer[tab] as { id: number }[]).map((item) => `${tab}:${item.id}`));
    const touched = row !== undefined && held.some((item) => (changed.get(item) ?? 0) > row.seq);
    const write = !row || row.identity !== identity || touched || (row.digest !== digest && now - row.written_at >= ANSWER_COUNTS_REFRESH_MS);
    if (!write) return;
    await cache.put(KV_PREFIX + key, JSON.stringify({ seq: builtAt, answer } satisfies StoredAnswer));
    writes.push({ key, identity, digest, items: JSON.stringify(held) });
  }
  for (let i = 0; i < targets.length; i += CONCURRENT_ANSWERS) await Promise.all(targets.slice(i, i + CONCURRENT_ANSWERS).map(build));

  const gone = [...written.keys()].filter((key) => !keySet.has(key));
  await Promise.all(gone.map((key) => cache.delete(KV_PREFIX + key)));
  const added = writes.some((write) => !written.has(write.key));
  const keysVersion = Number(last?.keys_version ?? 0) + (added || gone.length ? 1 : 0);
  // The rows after KV: an isolate that reads a new key before its answer reached it searches live.
  const upserts = writes.map(
    (write) => sql`INSERT INTO search_answers (key, seq, identity, digest, written_at, items) VALUES (${write.key}, ${builtAt}, ${write.identity}, ${write.digest}, ${now}, ${write.items})
      ON CONFLICT (key) DO UPDATE SET seq = excluded.seq, identity = excluded.identity, digest = excluded.digest, written_at = excluded.written_at, items = excluded.items`,
  );
  for (let i = 0; i < upserts.length; i += ROWS_PER_BATCH) await rawBatch(db, upserts.slice(i, i + ROWS_PER_BATCH));
  // A targeted run leaves computed_at (the last run that built every answer) as it was.
  const computedAt = all ? now : Number(last!.computed_at);
  await rawBatch(db, [
    sql`DELETE FROM search_answers WHERE key IN (SELECT value FROM json_each(${JSON.stringify(gone)}))`,
    sql`INSERT INTO search_answer_builds (id, built_at, computed_at, seq, prefixes_at, keys_version) VALUES (1, ${now}, ${computedAt}, ${builtAt}, ${prefixesAt}, ${keysVersion})
      ON CONFLICT (id) DO UPDATE SET built_at = excluded.built_at, computed_at = excluded.computed_at, seq = excluded.seq, prefixes_at = excluded.prefixes_at, keys_version = excluded.keys_version`,
    prune,
  ]);
  return { built: targets.length, written: writes.length, removed: gone.length };
}

/** The minute's cron task: what it did, or null when it wrote nothing (it is logged only then). */
export async function rebuildWholeAnswers(db: Db, cache: KVNamespace): Promise<string | null> {
  const { built, written, removed } = await buildWholeAnswers(db, cache);
  if (!written && !removed) return null;
  return `Wrote the whole answers of ${written} hot search prefixes (${built} built, ${removed} no longer hot removed).`;
}
