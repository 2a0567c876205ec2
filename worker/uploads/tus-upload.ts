import { DurableObject } from 'cloudflare:workers';

/** Abandoned uploads are cleaned up after a day without progress. */
export const TUS_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export type TusState = {
  key: string;
  length: number;
  offset: number;
  userId: number;
  metadata: Record<string, string>;
  expiresAt: number;
};

export type ChunkStart =
  | { ok: true; state: TusState }
  | { ok: false; status: 404 | 409 | 423; state: TusState | null };

/**
 * One per resumable upload (DESIGN section 4): the offset and lock
 * bookkeeping of tus. Requests to one upload are serialized here, a chunk
 * whose Upload-Offset disagrees is refused with 409, a second writer while a
 * chunk is in flight gets 423, and an alarm removes abandoned uploads.
 */
export class TusUpload extends DurableObject<Env> {
  private writing = false;

  async create(init: Omit<TusState, 'offset' | 'expiresAt'>): Promise<TusState> {
    const state: TusState = { ...init, offset: 0, expiresAt: Date.now() + TUS_UPLOAD_TTL_MS };
    await this.ctx.storage.put('state', state);
    await this.ctx.storage.setAlarm(state.expiresAt);
    return state;
  }

  async state(): Promise<TusState | null> {
    return (await this.ctx.storage.get<TusState>('state')) ?? null;
  }

  async beginChunk(offset: number): Promise<ChunkStart> {
    const state = await this.state();
    if (!state) return { ok: false, status: 404, state: null };
    if (this.writing) return { ok: false, status: 423, state };
    if (offset !== state.offset) return { ok: false, status: 409, state };
    this.writing = true;
    return { ok: true, state };
  }

  /** Records the bytes a chunk wrote (possibly fewer than sent, if the client went away) and releases the lock. */
  async endChunk(bytesWritten: number): Promise<TusState> {
    const state = (await this.state())!;
    state.offset = Math.min(state.length, state.offset + Math.max(0, bytesWritten));
    state.expiresAt = Date.now() + TUS_UPLOAD_TTL_MS;
    await this.ctx.storage.put('state', state);
    await this.ctx.storage.setAlarm(state.expiresAt);
    this.writing = false;
    return state;
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
    if (state.offset >= state.length) return this.ctx.storage.deleteAll();
    if (Date.now() < state.expiresAt) return this.ctx.storage.setAlarm(state.expiresAt);
    await this.cleanUp(state);
  }

  private async cleanUp(state: TusState) {
    const listed = await this.env.MEDIA.list({ prefix: `tus/${state.key}/` });
    if (listed.objects.length) await this.env.MEDIA.delete(listed.objects.map((o) => o.key));
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
  }
}
