import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { multipartPartSize, planParts } from '../../client/uploads/drivers/multipart-parts';
import { s3MultipartDriver } from '../../client/uploads/drivers/s3-multipart-driver';
import type { DriverJob } from '../../client/uploads/drivers/upload-driver';
import { readResumeRecord, saveResumeRecord } from '../../client/uploads/resume-store';
import { UserAbortError } from '../../client/uploads/upload-errors';
import { uploadFingerprint } from '../../client/uploads/upload-file';

const MB = 1024 * 1024;

/** XMLHttpRequest at the network boundary: storage answers each PUT after a tick with an ETag. */
class FakeXhr {
  static inFlight = 0;
  static maxInFlight = 0;
  static puts: FakeXhr[] = [];
  static failUrls = new Set<string>();
  method = '';
  url = '';
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private done = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'etag' ? `"etag-${this.url}"` : null;
  }
  send(body: Blob) {
    FakeXhr.puts.push(this);
    FakeXhr.maxInFlight = Math.max(FakeXhr.maxInFlight, ++FakeXhr.inFlight);
    setTimeout(() => {
      if (this.done) return;
      this.done = true;
      FakeXhr.inFlight--;
      this.upload.onprogress?.({ loaded: body.size });
      this.status = FakeXhr.failUrls.has(this.url) ? 500 : 200;
      this.onload?.();
    }, 1);
  }
  abort() {
    if (this.done) return;
    this.done = true;
    FakeXhr.inFlight--;
    this.onabort?.();
  }
}

type Call = { path: string; body: any };
let calls: Call[];
let uploadedParts: { PartNumber: number; ETag: string; Size: number }[];

function json(data: unknown, status = 200) {
  return new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The API at the network boundary (docs/api/uploads.md). */
async function api(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const path = new URL(String(input), window.location.origin).pathname.replace('/api/v1/', '');
  const body = init?.body ? JSON.parse(String(init.body)) : null;
  calls.push({ path, body });
  switch (path) {
    case 's3/multipart/create':
      return json({ uploadId: 'up-1', key: 'uploads/1/abc.wav' });
    case 's3/multipart/get-uploaded-parts':
      return json({ parts: uploadedParts });
    case 's3/multipart/batch-sign-part-urls':
      return json({ urls: body.partNumbers.map((partNumber: number) => ({ partNumber, url: `https://storage.test/part-${partNumber}` })) });
    case 's3/multipart/complete':
      return json({ location: 'x' });
    case 's3/multipart/abort':
      return json({});
    case 's3/entries':
      return json({ fileEntry: { id: 7, name: body.clientName } });
    default:
      return json({ message: 'Not found' }, 404);
  }
}

function bigFile(size: number): File {
  const file = new File(['x'], 'song.wav', { type: 'audio/wav', lastModified: 5 });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function makeJob(file: File, controller = new AbortController()): DriverJob & { progress: number[] } {
  const progress: number[] = [];
  return { file, options: {}, fingerprint: uploadFingerprint(file), signal: controller.signal, onProgress: (bytes) => progress.push(bytes), progress };
}

const paths = () => calls.map((call) => call.path);

beforeEach(() => {
  calls = [];
  uploadedParts = [];
  FakeXhr.inFlight = 0;
  FakeXhr.maxInFlight = 0;
  FakeXhr.puts = [];
  FakeXhr.failUrls = new Set();
  localStorage.clear();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('fetch', vi.fn(api));
});
afterEach(() => vi.unstubAllGlobals());

describe('multipart part sizing', () => {
  it('uses parts of at least 20 MB', () => {
    expect(multipartPartSize(100 * MB)).toBe(20 * MB);
    expect(planParts(110 * MB).map((part) => part.end - part.start)).toEqual([20 * MB, 20 * MB, 20 * MB, 20 * MB, 20 * MB, 10 * MB]);
  });

  it('grows the part size so a file never needs more than 10,000 parts', () => {
    const size = 10_000 * 20 * MB + 1;
    expect(multipartPartSize(size)).toBeGreaterThan(20 * MB);
    const parts = planParts(size);
    expect(parts.length).toBeLessThanOrEqual(10_000);
    expect(parts.at(-1)!.end).toBe(size);
  });
});

describe('s3MultipartDriver', () => {
  it('signs part URLs 10 at a time, sends 5 parts at once, completes and creates the entry', async () => {
    const file = bigFile(25 * 20 * MB);
    const job = makeJob(file);
    const entry = await s3MultipartDriver(job);

    expect(entry).toMatchObject({ id: 7, name: 'song.wav' });
    const signs = calls.filter((call) => call.path === 's3/multipart/batch-sign-part-urls');
    expect(signs.map((call) => call.body.partNumbers.length)).toEqual([10, 10, 5]);
    expect(FakeXhr.puts).toHaveLength(25);
    expect(FakeXhr.maxInFlight).toBe(5);
    const complete = calls.find((call) => call.path === 's3/multipart/complete')!;
    expect(complete.body.parts).toHaveLength(25);
    expect(complete.body.parts[0]).toEqual({ ETag: '"etag-https://storage.test/part-1"', PartNumber: 1 });
    expect(calls.find((call) => call.path === 's3/entries')!.body).toMatchObject({ filename: 'uploads/1/abc.wav', size: file.size, clientName: 'song.wav' });
    expect(job.progress.at(-1)).toBe(file.size);
  });

  it('saves the resume record while uploading and clears it on completion', async () => {
    const file = bigFile(100 * MB);
    const job = makeJob(file);
    let savedDuringUpload: unknown = null;
    const original = FakeXhr.prototype.send;
    vi.spyOn(FakeXhr.prototype, 'send').mockImplementation(function (this: FakeXhr, body: Blob) {
      savedDuringUpload ??= readResumeRecord(job.fingerprint);
      original.call(this, body);
    });
    await s3MultipartDriver(job);
    expect(savedDuringUpload).toMatchObject({ fileKey: 'uploads/1/abc.wav', uploadId: 'up-1' });
    expect(readResumeRecord(job.fingerprint)).toBeNull();
  });

  it('resumes from the saved record and sends only the missing parts', async () => {
    const file = bigFile(100 * MB);
    const job = makeJob(file);
    saveResumeRecord(job.fingerprint, { fileKey: 'uploads/1/old.wav', uploadId: 'up-old' });
    uploadedParts = [1, 2, 3].map((n) => ({ PartNumber: n, ETag: `"old-${n}"`, Size: 20 * MB }));
    await s3MultipartDriver(job);
    expect(paths()).not.toContain('s3/multipart/create');
    expect(calls[0]).toEqual({ path: 's3/multipart/get-uploaded-parts', body: { key: 'uploads/1/old.wav', uploadId: 'up-old' } });
    expect(FakeXhr.puts.map((xhr) => xhr.url)).toEqual(['https://storage.test/part-4', 'https://storage.test/part-5']);
    expect(calls.find((call) => call.path === 's3/multipart/complete')!.body.parts.map((part: any) => part.ETag)).toEqual([
      '"old-1"', '"old-2"', '"old-3"', '"etag-https://storage.test/part-4"', '"etag-https://storage.test/part-5"',
    ]);
  });

  it('retries a part 3 times, then aborts the upload and clears the record', async () => {
    FakeXhr.failUrls.add('https://storage.test/part-2');
    const job = makeJob(bigFile(60 * MB));
    await expect(s3MultipartDriver(job)).rejects.toMatchObject({ status: 500 });
    expect(FakeXhr.puts.filter((xhr) => xhr.url.endsWith('part-2'))).toHaveLength(4);
    expect(paths()).toContain('s3/multipart/abort');
    expect(paths()).not.toContain('s3/multipart/complete');
    expect(readResumeRecord(job.fingerprint)).toBeNull();
  });

  it("keeps the record and does not abort on the server when the user aborts", async () => {
    const controller = new AbortController();
    const job = makeJob(bigFile(100 * MB), controller);
    const original = FakeXhr.prototype.send;
    vi.spyOn(FakeXhr.prototype, 'send').mockImplementation(function (this: FakeXhr, body: Blob) {
      original.call(this, body);
      controller.abort(new UserAbortError());
    });
    await expect(s3MultipartDriver(job)).rejects.toBeInstanceOf(UserAbortError);
    expect(FakeXhr.inFlight).toBe(0);
    expect(paths()).not.toContain('s3/multipart/abort');
    expect(readResumeRecord(job.fingerprint)).toMatchObject({ uploadId: 'up-1' });
  });
});
