import clsx from 'clsx';
import { RotateCw, Trash2, X } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { iconButtonStyles } from '../ui/button-styles';
import { formatBytes } from './format-bytes';
import type { UploadQueue } from './upload-queue-store';
import type { UploadItem, UploadStatus } from './upload-types';
import { useUploadQueue } from './use-upload-queue';

const STATUS_LABELS: Record<UploadStatus, string> = {
  pending: 'Waiting',
  inProgress: 'Uploading',
  completed: 'Uploaded',
  failed: 'Failed',
  aborted: 'Aborted',
};

const BAR_COLORS: Record<UploadStatus, string> = {
  pending: 'bg-fg/30',
  inProgress: 'bg-primary',
  completed: 'bg-positive',
  failed: 'bg-danger',
  aborted: 'bg-fg/30',
};

/** The queued uploads, each with its progress and abort, retry or remove (SPEC section 4). */
export function UploadProgressList({ queue, className }: { queue?: UploadQueue; className?: string }) {
  const { items, abort, retry, remove } = useUploadQueue(queue);
  const trans = useTrans();
  if (!items.length) return null;
  return (
    <ul aria-label={trans('Uploads')} className={clsx('flex flex-col gap-2', className)}>
      {items.map((item) => (
        <UploadRow key={item.id} item={item} onAbort={() => abort(item.id)} onRetry={() => retry(item.id)} onRemove={() => remove(item.id)} />
      ))}
    </ul>
  );
}

type RowProps = { item: UploadItem; onAbort: () => void; onRetry: () => void; onRemove: () => void };

function UploadRow({ item, onAbort, onRetry, onRemove }: RowProps) {
  const trans = useTrans();
  const name = item.file.name;
  const active = item.status === 'pending' || item.status === 'inProgress';
  const percent = Math.round(item.percentage);
  const status = item.status === 'failed' && item.error ? item.error : trans(STATUS_LABELS[item.status]);
  return (
    <li className="flex items-center gap-3 rounded-lg border border-fg/10 p-3" data-status={item.status}>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span className="truncate font-medium" title={name}>
            {name}
          </span>
          <span className="shrink-0 text-xs text-muted">{formatBytes(item.file.size)}</span>
        </div>
        <div
          role="progressbar"
          aria-label={trans('Uploading :name', { name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-2 h-1.5 overflow-hidden rounded-full bg-fg/10"
        >
          <div className={clsx('h-full transition-[width]', BAR_COLORS[item.status])} style={{ width: `${percent}%` }} />
        </div>
        <p className={clsx('mt-1 text-xs', item.status === 'failed' ? 'text-danger' : 'text-muted')} aria-live="polite">
          {item.status === 'inProgress' ? `${status} ${percent}%` : status}
        </p>
      </div>
      {active && (
        <button type="button" aria-label={trans('Abort uploading :name', { name })} onClick={onAbort} className={iconButtonStyles({ size: 'sm' })}>
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
      {(item.status === 'failed' || item.status === 'aborted') && (
        <button type="button" aria-label={trans('Retry uploading :name', { name })} onClick={onRetry} className={iconButtonStyles({ size: 'sm' })}>
          <RotateCw className="size-4" aria-hidden="true" />
        </button>
      )}
      {!active && (
        <button type="button" aria-label={trans('Remove :name from uploads', { name })} onClick={onRemove} className={iconButtonStyles({ size: 'sm' })}>
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      )}
    </li>
  );
}
