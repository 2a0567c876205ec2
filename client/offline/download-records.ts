import { META_CACHE, RECORD_PREFIX } from './offline-keys';

export type DownloadKind = 'album' | 'playlist' | 'liked';

/**
 * What one saved collection holds (docs/offline.md), kept as JSON in the meta
 * cache under `RECORD_PREFIX<kind>/<id>`: the API answers its page reads, its
 * tracks (their audio under their stream paths) and its images.
 */
export type DownloadRecord = {
  kind: DownloadKind;
  /** The album or playlist id; 0 for the liked songs. */
  id: number;
  name: string;
  image: string | null;
  /** The API paths (with their query) whose answers were saved. */
  answers: string[];
  trackIds: number[];
  images: string[];
  /** Bytes of audio and images saved so far. */
  bytes: number;
  complete: boolean;
  savedAt: string;
};

export const recordKey = (kind: DownloadKind, id: number) => `${RECORD_PREFIX}${kind}/${id}`;

export async function readRecords(): Promise<DownloadRecord[]> {
  if (typeof caches === 'undefined') return [];
  const cache = await caches.open(META_CACHE);
  const keys = (await cache.keys()).filter((request) => new URL(request.url).pathname.startsWith(RECORD_PREFIX));
  const records = await Promise.all(keys.map(async (key) => (await cache.match(key))?.json() as Promise<DownloadRecord> | undefined));
  return records.filter((record): record is DownloadRecord => !!record).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

export async function readRecord(kind: DownloadKind, id: number): Promise<DownloadRecord | null> {
  if (typeof caches === 'undefined') return null;
  const saved = await (await caches.open(META_CACHE)).match(recordKey(kind, id));
  return saved ? ((await saved.json()) as DownloadRecord) : null;
}

export async function writeRecord(record: DownloadRecord): Promise<void> {
  const cache = await caches.open(META_CACHE);
  await cache.put(recordKey(record.kind, record.id), new Response(JSON.stringify(record), { headers: { 'Content-Type': 'application/json' } }));
}
