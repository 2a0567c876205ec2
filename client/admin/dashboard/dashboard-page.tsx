import { useTrans } from '../../i18n/trans';
import { Spinner } from '../../ui/spinner';
import { buttonStyles } from '../../ui/button-styles';
import { AdminPageHeader } from '../layout/admin-page-header';
import { useOverview, type Overview } from './overview-query';

const TILES: { key: keyof Overview; label: string }[] = [
  { key: 'users', label: 'Users' },
  { key: 'tracks', label: 'Tracks' },
  { key: 'albums', label: 'Albums' },
  { key: 'artists', label: 'Artists' },
  { key: 'playlists', label: 'Playlists' },
  { key: 'plays', label: 'Plays' },
  { key: 'files', label: 'Uploaded files' },
];

/** /admin: the totals an operator looks at first. */
export function DashboardPage() {
  const trans = useTrans();
  const overview = useOverview();
  const format = new Intl.NumberFormat();
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={trans('Dashboard')} />
      {overview.isPending ? (
        <Spinner className="mx-auto mt-10" />
      ) : overview.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>{trans('There was an issue loading this page')}</p>
          <button type="button" onClick={() => void overview.refetch()} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
            {trans('Try again')}
          </button>
        </div>
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {TILES.map((tile) => (
            <div key={tile.key} className="rounded-lg border border-divider bg-bg-alt p-4">
              <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{trans(tile.label)}</dt>
              <dd className="mt-1 text-2xl font-bold tabular-nums">{format.format(overview.data[tile.key])}</dd>
            </div>
          ))}
          <div className="rounded-lg border border-divider bg-bg-alt p-4">
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{trans('Storage used')}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">{format.format(Math.round(overview.data.file_bytes / 1e6))} MB</dd>
          </div>
        </dl>
      )}
    </div>
  );
}
