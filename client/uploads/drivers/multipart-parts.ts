import { MULTIPART_MAX_PARTS, MULTIPART_MIN_PART_BYTES } from '../upload-constants';

export type PartPlan = { partNumber: number; start: number; end: number };

/** SPEC section 9: parts of at least 20 MB, grown so that no file needs more than 10,000. */
export function multipartPartSize(fileSize: number): number {
  return Math.max(MULTIPART_MIN_PART_BYTES, Math.ceil(fileSize / MULTIPART_MAX_PARTS));
}

/** The byte ranges of every part, numbered from 1 as S3 wants; `end` is exclusive. */
export function planParts(fileSize: number): PartPlan[] {
  const partSize = multipartPartSize(fileSize);
  const count = Math.max(1, Math.ceil(fileSize / partSize));
  return Array.from({ length: count }, (_, i) => ({
    partNumber: i + 1,
    start: i * partSize,
    end: Math.min(fileSize, (i + 1) * partSize),
  }));
}

export function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/**
 * Runs `task` over `items` with at most `limit` in flight. The first failure
 * aborts the others (through the signal handed to each task) and is rethrown.
 */
export async function runParallel<T>(
  items: T[],
  limit: number,
  signal: AbortSignal,
  task: (item: T, signal: AbortSignal) => Promise<void>,
): Promise<void> {
  const controller = new AbortController();
  const forward = () => controller.abort(signal.reason);
  if (signal.aborted) forward();
  signal.addEventListener('abort', forward, { once: true });
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (!failure && !controller.signal.aborted && next < items.length) {
      const item = items[next++];
      try {
        await task(item, controller.signal);
      } catch (error) {
        failure ??= { error };
        controller.abort(error);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  } finally {
    signal.removeEventListener('abort', forward);
  }
  if (signal.aborted) throw signal.reason;
  if (failure) throw (failure as { error: unknown }).error;
}
