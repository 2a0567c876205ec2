import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  HeadObjectCommand,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { z } from 'zod';
import { HttpError, ValidationError } from '../http/errors';
import { SIGNED_URL_TTL_SECONDS } from '../file-entries/upload-constants';
import type { UploadedPart, UploadStorage } from './upload-storage';

/**
 * The `s3` driver's configuration (docs/decisions/011-uploads.md): vars
 * S3_ENDPOINT (e.g. https://<account>.r2.cloudflarestorage.com), S3_BUCKET,
 * S3_REGION (`auto` for R2), and secrets S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY.
 */
export const s3Config = z.object({
  S3_ENDPOINT: z.url(),
  S3_BUCKET: z.string().min(1),
  S3_REGION: z.string().min(1).default('auto'),
  S3_ACCESS_KEY_ID: z.string().min(1),
  S3_SECRET_ACCESS_KEY: z.string().min(1),
});
export type S3Config = z.infer<typeof s3Config>;

export function readS3Config(env: Env): S3Config {
  const parsed = s3Config.safeParse(env);
  if (!parsed.success) throw new HttpError(500, 'The s3 storage driver is not configured.');
  return parsed.data;
}

export class S3Storage implements UploadStorage {
  readonly disk = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.S3_BUCKET;
    this.client = new S3Client({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY },
    });
  }

  async createMultipart(key: string, mime: string) {
    const out = await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: mime }));
    return out.UploadId!;
  }

  async listParts(key: string, uploadId: string): Promise<UploadedPart[]> {
    const out = await this.client.send(new ListPartsCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }));
    return (out.Parts ?? []).map((p) => ({ PartNumber: p.PartNumber!, ETag: p.ETag!, Size: p.Size ?? 0 }));
  }

  signPartUrl(key: string, uploadId: string, partNumber: number) {
    return getSignedUrl(this.client, new UploadPartCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId, PartNumber: partNumber }), {
      expiresIn: SIGNED_URL_TTL_SECONDS,
    });
  }

  async completeMultipart(key: string, uploadId: string, parts: { PartNumber: number; ETag: string }[]) {
    try {
      await this.client.send(
        new CompleteMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts: parts } }),
      );
    } catch (error) {
      throw ValidationError.field('parts', `The parts could not be assembled: ${(error as Error).message}`);
    }
  }

  async abortMultipart(key: string, uploadId: string) {
    await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId })).catch(() => undefined);
  }

  signPutUrl(key: string, mime: string, size: number) {
    return getSignedUrl(this.client, new PutObjectCommand({ Bucket: this.bucket, Key: key, ContentType: mime, ContentLength: size }), {
      expiresIn: SIGNED_URL_TTL_SECONDS,
    });
  }

  async sizeOf(key: string) {
    try {
      return (await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }))).ContentLength ?? null;
    } catch {
      return null;
    }
  }

  async deleteObject(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
