import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowDownToLine, Trash2 } from 'lucide-react';
import { Button } from 'react-aria-components';
import { useTrans } from '../i18n/trans';
import { LibraryEmptyState } from '../library/library-empty-state';
import { LibrarySectionHeader } from '../library/library-section-header';
import { PageLoading, QueryError } from '../music/query-states';
import { iconButtonStyles } from '../ui/button-styles';
import { formatBytes } from '../uploads/format-bytes';
import type { DownloadRecord } from './download-records';
import { removeDownload } from './downloads';
import { storageFigures } from './storage-persistence';
import { downloadsQuery, OFFLINE_QUERY_KEY } from './use-download';

const KIND_LABELS = { album: 'Album', playlist: 'Playlist' } as const;

function StorageSummary() {
  const trans = useTrans();
  const figures = useQuery({ queryKey: [...OFFLINE_QUERY_KEY, 'storage'], queryFn: storageFigures });
  if (!figures.data) return null;
  const { usage, quota, persisted } = figures.data;
  return (
    <div className="flex flex-col gap-1 text-sm text-muted" data-testid="storage-summary">
      <p>{trans(':usage used of :quota this browser allows', { usage: formatBytes(usage), quota: formatBytes(quota) })}</p>
      <p>{persisted ? trans('Storage is persistent: the browser keeps downloads.') : trans('Storage is not persistent: the browser may remove downloads when space runs low.')}</p>
    </div>
  );
}

function DownloadRow({ record }: { record: DownloadRecord }) {
  const trans = useTrans();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => removeDownload(record.kind, record.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OFFLINE_QUERY_KEY }),
  });
  const name = record.kind === 'liked' ? trans('Liked songs') : record.name;
  // album/{id} and playlist/{id} lead on to the page's full path.
  const to = record.kind === 'liked' ? '/library/songs' : `/${record.kind}/${record.id}`;
  return (
    <li className="flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-fg/5">
      <div className="min-w-0 flex-1">
        <Link to={to} className="block truncate font-semibold hover:underline">
          {name}
        </Link>
        <p className="truncate text-sm text-muted">
          {record.kind !== 'liked' && `${trans(KIND_LABELS[record.kind])} · `}
          {record.trackIds.length === 1 ? trans('1 track') : trans(':count tracks', { count: record.trackIds.length })} · {formatBytes(record.bytes)}
          {!record.complete && ` · ${trans('Incomplete')}`}
        </p>
      </div>
      <Button aria-label={trans('Remove :name from downloads', { name })} isDisabled={remove.isPending} onPress={() => remove.mutate()} className={iconButtonStyles()}>
        <Trash2 className="size-5" aria-hidden="true" />
      </Button>
    </li>
  );
}

/** /library/downloads (docs/offline.md): what is saved for offline listening, its size, the browser's quota and usage; remove. */
export function DownloadsPage() {
  const trans = useTrans();
  const downloads = useQuery(downloadsQuery());
  return (
    <section className="flex flex-col gap-4">
      <LibrarySectionHeader title={trans('Downloads')} />
      <StorageSummary />
      {downloads.isPending ? (
        <PageLoading />
      ) : downloads.isError ? (
        <QueryError error={downloads.error} onRetry={() => void downloads.refetch()} />
      ) : downloads.data.length === 0 ? (
        <LibraryEmptyState
          icon={ArrowDownToLine}
          title={trans('Nothing downloaded yet')}
          description={trans('Download albums, playlists and your liked songs to listen without a connection.')}
        />
      ) : (
        <ul aria-label={trans('Downloads')} className="flex flex-col">
          {downloads.data.map((record) => (
            <DownloadRow key={`${record.kind}/${record.id}`} record={record} />
          ))}
        </ul>
      )}
    </section>
  );
}
