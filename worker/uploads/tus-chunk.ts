import { TUS_PART_BYTES } from '../file-entries/upload-constants';
import { tailKeyOf, type ChunkWritten, type TusState } from './tus-upload';

export type ChunkResult = ChunkWritten & { overflow: boolean; complete: boolean };

/**
 * Streams one tus chunk into R2 (docs/decisions/011-uploads.md). The body is
 * never held whole: bytes fill one part-sized buffer, which goes to R2 as a
 * multipart part each time it is full, so every part but the last is exactly
 * TUS_PART_BYTES (R2's rule, DESIGN section 4). What is left when the chunk
 * ends waits in the `tail` object for the next chunk; the last chunk writes it
 * as the final, smaller part and completes the object. A client that goes
 * away mid-chunk keeps every byte that reached a part or the tail, and the
 * offset says so. Small files never open a multipart upload: one put.
 */
export async function writeChunk(bucket: R2Bucket, state: TusState, mime: string, body: ReadableStream<Uint8Array> | null): Promise<ChunkResult> {
  const buffer = new Uint8Array(TUS_PART_BYTES);
  let filled = 0;
  if (state.tailSize > 0) {
    const tail = await bucket.get(tailKeyOf(state.key));
    if (!tail) throw new Error('The upload lost its tail object.');
    buffer.set(new Uint8Array(await tail.arrayBuffer()), 0);
    filled = tail.size;
  }
  let uploadId = state.uploadId;
  const parts = [...state.parts];
  const flushPart = async () => {
    uploadId ??= (await bucket.createMultipartUpload(state.objectKey, { httpMetadata: { contentType: mime } })).uploadId;
    const part = await bucket.resumeMultipartUpload(state.objectKey, uploadId).uploadPart(parts.length + 1, buffer.subarray(0, filled));
    parts.push({ partNumber: part.partNumber, etag: part.etag });
    filled = 0;
  };

  let remaining = state.length - state.offset;
  let overflow = false;
  const reader = body?.getReader();
  while (reader && remaining > 0) {
    let read: ReadableStreamReadResult<Uint8Array>;
    try {
      read = await reader.read();
    } catch {
      break; // The client went away: keep what arrived.
    }
    if (read.done) break;
    let bytes = read.value;
    if (bytes.length > remaining) {
      overflow = true;
      bytes = bytes.subarray(0, remaining);
    }
    remaining -= bytes.length;
    for (let pos = 0; pos < bytes.length; ) {
      const n = Math.min(TUS_PART_BYTES - filled, bytes.length - pos);
      buffer.set(bytes.subarray(pos, pos + n), filled);
      filled += n;
      pos += n;
      if (filled === TUS_PART_BYTES) await flushPart();
    }
  }
  if (reader && remaining === 0) overflow ||= !(await reader.read().then((r) => r.done).catch(() => true));
  // Not cancelled: the rest of a chunk past Upload-Length is discarded before the 413 (worker/http/unread-body.ts).
  try {
    reader?.releaseLock();
  } catch {
    // A read still pending (none here): the runtime keeps the body.
  }

  const offset = parts.length * TUS_PART_BYTES + filled;
  const complete = offset === state.length;
  if (complete) {
    if (!uploadId) {
      await bucket.put(state.objectKey, buffer.subarray(0, filled), { httpMetadata: { contentType: mime } });
    } else {
      if (filled > 0) await flushPart();
      await bucket.resumeMultipartUpload(state.objectKey, uploadId).complete(parts);
    }
    await bucket.delete(tailKeyOf(state.key));
    return { offset, uploadId, parts, tailSize: 0, overflow, complete };
  }
  if (filled > 0) await bucket.put(tailKeyOf(state.key), buffer.subarray(0, filled));
  else if (state.tailSize > 0) await bucket.delete(tailKeyOf(state.key));
  return { offset, uploadId, parts, tailSize: filled, overflow, complete };
}
