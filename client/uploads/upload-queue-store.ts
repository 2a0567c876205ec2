import { trans } from '../i18n/trans';
import { toast } from '../ui/toast/toast-store';
import { chooseDriver, type DriverName } from './choose-driver';
import type { UploadDriver } from './drivers/upload-driver';
import { UPLOAD_CONCURRENCY, UPLOAD_CONCURRENCY_RELATIVE_PATHS, UPLOAD_INACTIVITY_TIMEOUT_MS } from './upload-constants';
import { serverMessageOf, UploadTimeoutError, UserAbortError } from './upload-errors';
import { relativePathOf, uploadFingerprint } from './upload-file';
import { readUploadSettings, type UploadSettings } from './upload-settings';
import type { UploadItem, UploadOptions } from './upload-types';

export type UploadQueueDeps = {
  /** One driver per strategy; tests pass fakes here (the network seam). */
  drivers: Record<DriverName, UploadDriver>;
  settings?: () => UploadSettings;
};

export type UploadQueue = {
  getItems: () => UploadItem[];
  subscribe: (listener: () => void) => () => void;
  /** Queues the files; returns their item ids in order. */
  add: (files: Iterable<File>, options?: UploadOptions) => string[];
  abort: (id: string) => void;
  retry: (id: string) => void;
  remove: (id: string) => void;
  clearCompleted: () => void;
};

type Run = { controller: AbortController; timer?: ReturnType<typeof setTimeout>; settled: boolean };

const isActive = (item: UploadItem) => item.status === 'pending' || item.status === 'inProgress';

/**
 * The upload queue (SPEC sections 4, 8 and 9): runs up to 3 uploads at once
 * (1 while folder-relative files are involved), fails an upload after 30 s
 * without progress, and reports each file to its batch's callbacks. The
 * user's abort marks the item aborted and calls no error callback.
 */
export function createUploadQueue({ drivers, settings = readUploadSettings }: UploadQueueDeps): UploadQueue {
  let items: UploadItem[] = [];
  let nextId = 1;
  const runs = new Map<string, Run>();
  const listeners = new Set<() => void>();

  const emit = () => listeners.forEach((listener) => listener());
  const find = (id: string) => items.find((item) => item.id === id);
  function update(id: string, patch: Partial<UploadItem>) {
    items = items.map((item) => (item.id === id ? { ...item, ...patch } : item));
    emit();
  }

  function schedule() {
    for (;;) {
      const running = items.filter((item) => item.status === 'inProgress');
      const next = items.find((item) => item.status === 'pending');
      if (!next) return;
      const sequential = [...running, next].some((item) => relativePathOf(item.file, item.options) !== '');
      if (running.length >= (sequential ? UPLOAD_CONCURRENCY_RELATIVE_PATHS : UPLOAD_CONCURRENCY)) return;
      start(next);
    }
  }

  function settle(id: string, run: Run, patch: Partial<UploadItem>) {
    run.settled = true;
    clearTimeout(run.timer);
    runs.delete(id);
    update(id, patch);
    schedule();
  }

  function fail(item: UploadItem, run: Run, error: unknown) {
    const message = error instanceof UploadTimeoutError ? trans('Upload timed out') : serverMessageOf(error);
    settle(item.id, run, { status: 'failed', error: message ?? trans('Upload failed') });
    if (message && item.options.showToastOnError !== false) toast.danger(message);
    item.options.onError?.(message, item.file);
  }

  function start(item: UploadItem) {
    const run: Run = { controller: new AbortController(), settled: false };
    runs.set(item.id, run);
    const { signal } = run.controller;
    const watch = () => {
      clearTimeout(run.timer);
      run.timer = setTimeout(() => {
        if (run.settled) return;
        const error = new UploadTimeoutError();
        run.controller.abort(error);
        fail(item, run, error);
      }, UPLOAD_INACTIVITY_TIMEOUT_MS);
    };
    update(item.id, { status: 'inProgress', percentage: 0, bytesUploaded: 0, error: undefined, entry: undefined });
    watch();

    const driver = drivers[chooseDriver(item.file.size, settings())];
    const size = item.file.size;
    driver({
      file: item.file,
      options: item.options,
      fingerprint: uploadFingerprint(item.file, item.options),
      signal,
      onProgress: (bytesUploaded) => {
        if (run.settled) return;
        watch();
        update(item.id, { bytesUploaded, percentage: size ? Math.min(100, (bytesUploaded / size) * 100) : 0 });
      },
    }).then(
      (entry) => {
        if (run.settled) return;
        settle(item.id, run, { status: 'completed', percentage: 100, bytesUploaded: size, entry });
        item.options.onSuccess?.(entry, item.file);
      },
      (error: unknown) => {
        if (run.settled) return;
        if (signal.reason instanceof UserAbortError) settle(item.id, run, { status: 'aborted' });
        else fail(item, run, error);
      },
    );
  }

  return {
    getItems: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(files, options = {}) {
      const added: UploadItem[] = [...files].map((file) => ({
        id: `upload-${nextId++}`,
        file,
        percentage: 0,
        bytesUploaded: 0,
        status: 'pending',
        options,
      }));
      items = [...items, ...added];
      emit();
      schedule();
      return added.map((item) => item.id);
    },
    abort(id) {
      const item = find(id);
      if (!item || !isActive(item)) return;
      const run = runs.get(id);
      if (run) {
        run.controller.abort(new UserAbortError());
        settle(id, run, { status: 'aborted' });
      } else {
        update(id, { status: 'aborted' });
      }
    },
    retry(id) {
      const item = find(id);
      if (!item || (item.status !== 'failed' && item.status !== 'aborted')) return;
      update(id, { status: 'pending', percentage: 0, bytesUploaded: 0, error: undefined });
      schedule();
    },
    remove(id) {
      const run = runs.get(id);
      if (run) {
        run.controller.abort(new UserAbortError());
        run.settled = true;
        clearTimeout(run.timer);
        runs.delete(id);
      }
      items = items.filter((item) => item.id !== id);
      emit();
      schedule();
    },
    clearCompleted() {
      items = items.filter((item) => item.status !== 'completed');
      emit();
    },
  };
}
