import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseDriver, type DriverName } from '../../client/uploads/choose-driver';
import type { DriverJob, UploadDriver } from '../../client/uploads/drivers/upload-driver';
import type { FileEntryPayload } from '../../client/uploads/file-entry-payload';
import { UploadHttpError } from '../../client/uploads/upload-errors';
import { createUploadQueue } from '../../client/uploads/upload-queue-store';
import type { UploadSettings } from '../../client/uploads/upload-settings';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { useToasts } from '../../client/ui/toast/toast-store';
import { renderHook } from '@testing-library/react';
import { makeBootstrap } from './fixtures/bootstrap-fixture';

const MB = 1024 * 1024;

/** A file that claims `size` bytes without allocating them. */
function makeFile(name: string, size = 1000, relativePath?: string): File {
  const file = new File(['x'], name, { type: 'audio/mpeg', lastModified: 1 });
  Object.defineProperty(file, 'size', { value: size });
  if (relativePath) Object.defineProperty(file, 'webkitRelativePath', { value: relativePath });
  return file;
}

const entryFor = (file: File): FileEntryPayload => ({
  id: 1,
  url: `/files/${file.name}`,
  file_size: file.size,
  name: file.name,
  mime: file.type,
  updated_at: '2025-01-01T00:00:00Z',
  extension: 'mp3',
  path: '',
  metadata: null,
});

/** A driver whose jobs the test finishes by hand. */
function fakeDriver() {
  const jobs: { job: DriverJob; resolve: (entry: FileEntryPayload) => void; reject: (error: unknown) => void }[] = [];
  const driver: UploadDriver = (job) =>
    new Promise((resolve, reject) => {
      jobs.push({ job, resolve, reject });
      job.signal.addEventListener('abort', () => reject(job.signal.reason));
    });
  return { driver, jobs };
}

function setup(settings: UploadSettings = { chunkedEnabled: true, directS3Enabled: false }) {
  const fake = fakeDriver();
  const used: DriverName[] = [];
  const drivers = Object.fromEntries(
    (['s3Multipart', 's3Presign', 'tus', 'plain'] as const).map((name) => [name, (job: DriverJob) => (used.push(name), fake.driver(job))]),
  ) as Record<DriverName, UploadDriver>;
  const queue = createUploadQueue({ drivers, settings: () => settings });
  const statuses = () => queue.getItems().map((item) => item.status);
  return { queue, jobs: fake.jobs, used, statuses };
}

const flush = () => act(async () => {});

afterEach(() => vi.useRealTimers());

describe('chooseDriver', () => {
  const plainSettings = { chunkedEnabled: true, directS3Enabled: false };
  it('uses tus from 4 MB and a plain POST below', () => {
    expect(chooseDriver(4 * MB - 1, plainSettings)).toBe('plain');
    expect(chooseDriver(4 * MB, plainSettings)).toBe('tus');
  });

  it('never uses tus when uploads.chunked_enabled is off', () => {
    expect(chooseDriver(500 * MB, { chunkedEnabled: false, directS3Enabled: false })).toBe('plain');
  });

  it('goes direct to storage when uploads.direct_s3_enabled: multipart from 100 MB, presign below', () => {
    const direct = { chunkedEnabled: true, directS3Enabled: true };
    expect(chooseDriver(100 * MB - 1, direct)).toBe('s3Presign');
    expect(chooseDriver(100 * MB, direct)).toBe('s3Multipart');
    expect(chooseDriver(10, direct)).toBe('s3Presign');
  });
});

describe('upload queue', () => {
  it('picks each driver from the file size and the bootstrap settings', async () => {
    setBootstrap(makeBootstrap({ settings: { ...makeBootstrap().settings, uploads: { chunked_enabled: true, direct_s3_enabled: true } } }));
    const { driver, jobs } = fakeDriver();
    const calls: string[] = [];
    const named = (name: string): UploadDriver => (job) => (calls.push(name), driver(job));
    const queue = createUploadQueue({ drivers: { s3Multipart: named('multipart'), s3Presign: named('presign'), tus: named('tus'), plain: named('plain') } });
    queue.add([makeFile('big.wav', 200 * MB), makeFile('small.mp3', 5 * MB)]);
    expect(calls).toEqual(['multipart', 'presign']);
    expect(jobs).toHaveLength(2);
  });

  it('runs 3 uploads at once and starts the next when one finishes', async () => {
    const { queue, jobs, statuses } = setup();
    queue.add([1, 2, 3, 4, 5].map((n) => makeFile(`${n}.mp3`)));
    expect(statuses()).toEqual(['inProgress', 'inProgress', 'inProgress', 'pending', 'pending']);
    jobs[0].resolve(entryFor(jobs[0].job.file));
    await flush();
    expect(statuses()).toEqual(['completed', 'inProgress', 'inProgress', 'inProgress', 'pending']);
  });

  it('runs folder-relative files one at a time', async () => {
    const { queue, jobs, statuses } = setup();
    queue.add([makeFile('a.mp3', 10, 'Album/a.mp3'), makeFile('b.mp3', 10, 'Album/b.mp3')]);
    queue.add([makeFile('c.mp3')], { relativePath: 'Other/c.mp3' });
    expect(statuses()).toEqual(['inProgress', 'pending', 'pending']);
    jobs[0].resolve(entryFor(jobs[0].job.file));
    await flush();
    expect(statuses()).toEqual(['completed', 'inProgress', 'pending']);
    expect(jobs).toHaveLength(2);
  });

  it('reports progress and calls onSuccess with the file entry', async () => {
    const onSuccess = vi.fn();
    const { queue, jobs } = setup();
    const file = makeFile('a.mp3', 1000);
    queue.add([file], { onSuccess });
    jobs[0].job.onProgress(250);
    expect(queue.getItems()[0]).toMatchObject({ bytesUploaded: 250, percentage: 25, status: 'inProgress' });
    jobs[0].resolve(entryFor(file));
    await flush();
    expect(queue.getItems()[0]).toMatchObject({ status: 'completed', percentage: 100, entry: entryFor(file) });
    expect(onSuccess).toHaveBeenCalledWith(entryFor(file), file);
  });

  it('fails with "Upload timed out" after 30 s without progress', async () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    const { queue, jobs } = setup();
    const toasts = renderHook(() => useToasts());
    queue.add([makeFile('a.mp3')], { onError });
    act(() => vi.advanceTimersByTime(20_000));
    jobs[0].job.onProgress(10);
    act(() => vi.advanceTimersByTime(29_999));
    expect(queue.getItems()[0].status).toBe('inProgress');
    act(() => vi.advanceTimersByTime(1));
    expect(queue.getItems()[0]).toMatchObject({ status: 'failed', error: 'Upload timed out' });
    expect(jobs[0].job.signal.aborted).toBe(true);
    expect(onError).toHaveBeenCalledWith('Upload timed out', jobs[0].job.file);
    expect(toasts.result.current[0]).toMatchObject({ type: 'danger', message: 'Upload timed out' });
  });

  it('does not call onError when the user aborts, and can retry', async () => {
    const onError = vi.fn();
    const { queue, jobs, statuses } = setup();
    const [id] = queue.add([makeFile('a.mp3')], { onError });
    queue.abort(id);
    await flush();
    expect(statuses()).toEqual(['aborted']);
    expect(jobs[0].job.signal.aborted).toBe(true);
    expect(onError).not.toHaveBeenCalled();
    queue.retry(id);
    expect(statuses()).toEqual(['inProgress']);
    expect(jobs).toHaveLength(2);
  });

  it('shows the server message as a danger toast and passes it to onError', async () => {
    const onError = vi.fn();
    const { queue, jobs } = setup();
    const toasts = renderHook(() => useToasts());
    queue.add([makeFile('a.mp3')], { onError });
    jobs[0].reject(new UploadHttpError(422, 'You have exhausted your allowed space.'));
    await flush();
    expect(queue.getItems()[0]).toMatchObject({ status: 'failed', error: 'You have exhausted your allowed space.' });
    expect(onError).toHaveBeenCalledWith('You have exhausted your allowed space.', jobs[0].job.file);
    expect(toasts.result.current[0]).toMatchObject({ type: 'danger', message: 'You have exhausted your allowed space.' });
  });

  it('calls onError with null when the server said nothing, without a toast', async () => {
    const onError = vi.fn();
    const { queue, jobs } = setup();
    const toasts = renderHook(() => useToasts());
    queue.add([makeFile('a.mp3')], { onError });
    jobs[0].reject(new UploadHttpError(0, null));
    await flush();
    expect(onError).toHaveBeenCalledWith(null, jobs[0].job.file);
    expect(queue.getItems()[0]).toMatchObject({ status: 'failed', error: 'Upload failed' });
    expect(toasts.result.current).toEqual([]);
  });

  it('removes items and clears completed ones', async () => {
    const { queue, jobs } = setup();
    const [first, second] = queue.add([makeFile('a.mp3'), makeFile('b.mp3')]);
    jobs[0].resolve(entryFor(jobs[0].job.file));
    await flush();
    queue.remove(second);
    expect(jobs[1].job.signal.aborted).toBe(true);
    expect(queue.getItems().map((item) => item.id)).toEqual([first]);
    queue.clearCompleted();
    expect(queue.getItems()).toEqual([]);
  });
});
