import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hasPermission } from '../auth/permissions';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { readRecord, readRecords, type DownloadKind } from './download-records';
import { progressKey, useDownloadProgress } from './download-progress';

export const OFFLINE_QUERY_KEY = ['offline-downloads'] as const;

export const downloadsQuery = () => ({ queryKey: [...OFFLINE_QUERY_KEY, 'list'], queryFn: readRecords });

/** Whether this visitor may save music for offline listening (music.offline) in a browser that can keep it. */
export function useCanDownload(): boolean {
  return hasPermission(useBootstrap(), 'music.offline') && typeof caches !== 'undefined';
}

/** A collection's saved record and its running download; the records are read again whenever a download ends. */
export function useDownload(kind: DownloadKind, id: number) {
  const queryClient = useQueryClient();
  const progress = useDownloadProgress(progressKey(kind, id));
  const record = useQuery({ queryKey: [...OFFLINE_QUERY_KEY, kind, id], queryFn: () => readRecord(kind, id) });
  const status = progress?.status;
  useEffect(() => {
    if (status && status !== 'downloading') void queryClient.invalidateQueries({ queryKey: OFFLINE_QUERY_KEY });
  }, [status, queryClient]);
  return { record: record.data ?? null, progress };
}
