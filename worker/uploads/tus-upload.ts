import { DurableObject } from 'cloudflare:workers';

/** Abandoned uploads are cleaned up after a day without progress. */
export const TUS_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** A chunk lock older than this belongs to a request that died; the next writer may take it. */
export const TUS_LOCK_TTL_MS = 5 * 60 * 1000;

export type TusPart = { partNumber: number; etag: string };

export type TusState = {
  /** The upload key (its URL); temporary objects live under `tus/<key>/`. */
  key: string;
  /** Where the finished file is stored: `uploads/<userId>/<random>.<ext>`. */
  objectKey: string;
  length: number;
  offset: number;
  userId: number;
  metadata: Record<string, string>;
  expiresAt: number;
  /** The R2 multipart upload, opened when the first full part is ready. */
  uploadId: string | null;
  parts: TusPart[];
  /** Bytes past the last full part, kept in `tus/<key>/tail` until the next chunk. */
  tailSize: number;
};

export type TusInit = Omit<TusState, 'offset' | 'expiresAt' | 'uploadId' | 'parts' | 'tailSize' | 'objectKey'> & { objectKey?: string };

export type ChunkWritten = Pick<TusState, 'offset' | 'uploadId' | 'parts' | 'tailSize'>;

export type ChunkStart =
  | { ok: true; state: TusState }
  | { ok: false; status: 404 | 409 | 423; state: TusState | null };

export const tailKeyOf = (key: string) => `tus/${key}/tail`;

/**
 * One per resumable upload (DESIGN section 4): the offset and lock
 * bookkeeping of tus. Requests to one upload are serialized here, a chunk
 * whose Upload-Offset disagrees is refused with 409, a second writer while a
 * chunk is in flight gets 423, and an alarm removes abandoned uploads.
 */
export class TusUpload extends DurableObject<Env> {
  private lockedAt = 0;

  async create(init: TusInit): Promise<TusState> {
    const state: TusState = { ...init, objectKey: init.objectKey ?? '', offset: 0, expiresAt: Date.now() + TUS_UPLOAD_TTL_MS, uploadId: null, parts: [], tailSize: 0 };
    await this.save(state);
    return state;
  }

  async state(): Promise<TusState | null> {
    return (await this.ctx.storage.get<TusState>('state')) ?? null;
  }

  async beginChunk(offset: number): Promise<ChunkStart> {
    const state = await this.state();
    if (!state) return { ok: false, status: 404, state: null };
    if (Date.now() - this.lockedAt < TUS_LOCK_TTL_MS) return { ok: false, status: 423, state };
    if (offset !== state.offset) return { ok: false, status: 409, state };
    this.lockedAt = Date.now();
    return { ok: true, state };
  }

  /**
   * Records what a chunk durably wrote (possibly fewer bytes than sent, if the
   * client went away) and releases the lock: a byte count, or the new offset
   * with the multipart bookkeeping.
   */
  async endChunk(written: number | ChunkWritten): Promise<TusState> {
    const state = (await this.state())!;
    const next = typeof written === 'number' ? { offset: state.offset + Math.max(0, written) } : written;
    Object.assign(state, next, { offset: Math.min(state.length, next.offset) });
    state.expiresAt = Date.now() + TUS_UPLOAD_TTL_MS;
    await this.save(state);
    this.lockedAt = 0;
    return state;
  }

  /** Releases the lock after a chunk that wrote nothing durable. */
  async releaseChunk(): Promise<void> {
    this.lockedAt = 0;
  }

  /** The finished upload became a file entry: its object is no longer ours to clean. */
  async claim(): Promise<void> {
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
  }

  async terminate(): Promise<boolean> {
    const state = await this.state();
    if (!state) return false;
    await this.cleanUp(state);
    return true;
  }

  /** Alarms may fire more than once: cleaning an upload that is gone is a no-op. */
  async alarm() {
    const state = await this.state();
    if (!state) return;
    if (Date.now() < state.expiresAt) return this.ctx.storage.setAlarm(state.expiresAt);
    await this.cleanUp(state);
  }

  private async save(state: TusState) {
    await this.ctx.storage.put('state', state);
    await this.ctx.storage.setAlarm(state.expiresAt);
  }

  /** Removes everything an unclaimed upload left: the multipart, the tail, a finished but unclaimed object. */
  private async cleanUp(state: TusState) {
    if (state.uploadId) {
      await this.env.MEDIA.resumeMultipartUpload(state.objectKey, state.uploadId)
        .abort()
        .catch(() => undefined);
    }
    const listed = await this.env.MEDIA.list({ prefix: `tus/${state.key}/` });
    const keys = listed.objects.map((o) => o.key);
    if (state.objectKey && state.offset >= state.length) keys.push(state.objectKey);
    if (keys.length) await this.env.MEDIA.delete(keys);
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
  }
}
