import { sha256 } from '../auth/crypto';
import { ValidationError } from '../http/errors';
import { SIGNED_URL_TTL_SECONDS } from '../file-entries/upload-constants';
import { signUrl } from './url-signing';
import type { UploadedPart, UploadStorage } from './upload-storage';

export const SIGNED_PART_PATH = '/api/v1/s3/signed/part';
export const SIGNED_OBJECT_PATH = '/api/v1/s3/signed/object';

/**
 * The binding has no ListParts, so each part this worker writes leaves an
 * empty marker object holding its ETag and size; complete and abort remove them.
 */
export const partMarkerPrefix = async (uploadId: string) => `multipart-parts/${await sha256(uploadId)}/`;

export async function recordPart(bucket: R2Bucket, uploadId: string, part: UploadedPart): Promise<void> {
  await bucket.put(`${await partMarkerPrefix(uploadId)}${part.PartNumber}`, new Uint8Array(0), {
    customMetadata: { etag: part.ETag, size: String(part.Size) },
  });
}

async function forgetParts(bucket: R2Bucket, uploadId: string): Promise<void> {
  const listed = await bucket.list({ prefix: await partMarkerPrefix(uploadId), limit: 1000 });
  if (listed.objects.length) await bucket.delete(listed.objects.map((o) => o.key));
}

/** R2 ETags reach clients quoted, as S3 sends them; both forms are accepted back. */
export const unquote = (etag: string) => etag.replace(/^W\//, '').replace(/^"|"$/g, '');

export class R2Storage implements UploadStorage {
  readonly disk = 'r2' as const;

  constructor(
    private readonly env: Env,
    private readonly origin: string,
  ) {}

  async createMultipart(key: string, mime: string) {
    return (await this.env.MEDIA.createMultipartUpload(key, { httpMetadata: { contentType: mime } })).uploadId;
  }

  async listParts(_key: string, uploadId: string): Promise<UploadedPart[]> {
    const listed = await this.env.MEDIA.list({ prefix: await partMarkerPrefix(uploadId), include: ['customMetadata'], limit: 1000 });
    return listed.objects
      .map((o) => ({ PartNumber: Number(o.key.split('/').pop()), ETag: `"${o.customMetadata?.etag ?? ''}"`, Size: Number(o.customMetadata?.size ?? 0) }))
      .sort((a, b) => a.PartNumber - b.PartNumber);
  }

  signPartUrl(key: string, uploadId: string, partNumber: number) {
    return signUrl(this.env, 'PUT', this.origin, SIGNED_PART_PATH, { key, uploadId, partNumber: String(partNumber) }, SIGNED_URL_TTL_SECONDS);
  }

  async completeMultipart(key: string, uploadId: string, parts: { PartNumber: number; ETag: string }[]) {
    const recorded = new Map((await this.listParts(key, uploadId)).map((p) => [p.PartNumber, unquote(p.ETag)]));
    const mismatch = parts.some((p) => recorded.get(p.PartNumber) !== unquote(p.ETag));
    if (mismatch || !parts.length) throw ValidationError.field('parts', 'A part does not match the uploaded data.');
    const upload = this.env.MEDIA.resumeMultipartUpload(key, uploadId);
    try {
      await upload.complete(parts.map((p) => ({ partNumber: p.PartNumber, etag: unquote(p.ETag) })));
    } catch (error) {
      // R2 refuses parts that break its size rules (DESIGN section 4) or that it does not hold.
      throw ValidationError.field('parts', `The parts could not be assembled: ${(error as Error).message}`);
    }
    await forgetParts(this.env.MEDIA, uploadId);
  }

  async abortMultipart(key: string, uploadId: string) {
    try {
      await this.env.MEDIA.resumeMultipartUpload(key, uploadId).abort();
    } catch {
      // Already completed or aborted: nothing is left to remove.
    }
    await forgetParts(this.env.MEDIA, uploadId);
  }

  signPutUrl(key: string, mime: string, size: number) {
    return signUrl(this.env, 'PUT', this.origin, SIGNED_OBJECT_PATH, { key, mime, size: String(size) }, SIGNED_URL_TTL_SECONDS);
  }

  async sizeOf(key: string) {
    return (await this.env.MEDIA.head(key))?.size ?? null;
  }

  async deleteObject(key: string) {
    await this.env.MEDIA.delete(key);
  }
}
