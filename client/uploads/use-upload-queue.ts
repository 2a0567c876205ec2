import { useSyncExternalStore } from 'react';
import { uploadQueue } from './upload-queue';
import type { UploadQueue } from './upload-queue-store';
import type { UploadItem } from './upload-types';

export type UploadQueueApi = Omit<UploadQueue, 'getItems' | 'subscribe'> & { items: UploadItem[] };

/** The queued uploads (re-rendering on every change) and the queue's actions. */
export function useUploadQueue(queue: UploadQueue = uploadQueue): UploadQueueApi {
  const items = useSyncExternalStore(queue.subscribe, queue.getItems, queue.getItems);
  return {
    items,
    add: queue.add,
    abort: queue.abort,
    retry: queue.retry,
    remove: queue.remove,
    clearCompleted: queue.clearCompleted,
  };
}
