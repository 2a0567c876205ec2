/** One uploaded part of a multipart upload, in the S3 shape the client expects. */
export type UploadedPart = { PartNumber: number; ETag: string; Size: number };

/**
 * Where uploaded files live (DESIGN section 4): one interface, two drivers.
 * `r2` uses the MEDIA binding and URLs this worker signs and serves itself;
 * `s3` presigns URLs that go straight to an S3-compatible endpoint.
 */
export interface UploadStorage {
  readonly disk: 'r2' | 's3';
  createMultipart(key: string, mime: string): Promise<string>;
  listParts(key: string, uploadId: string): Promise<UploadedPart[]>;
  signPartUrl(key: string, uploadId: string, partNumber: number): Promise<string>;
  /** Throws a 422 ValidationError when a part's ETag does not match, leaving no object. */
  completeMultipart(key: string, uploadId: string, parts: { PartNumber: number; ETag: string }[]): Promise<void>;
  abortMultipart(key: string, uploadId: string): Promise<void>;
  signPutUrl(key: string, mime: string, size: number): Promise<string>;
  /** The stored object's size, or null when there is none. */
  sizeOf(key: string): Promise<number | null>;
  deleteObject(key: string): Promise<void>;
}
