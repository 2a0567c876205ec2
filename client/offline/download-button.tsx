import { Link } from '@tanstack/react-router';
import { ArrowDownToLine, CircleCheck, X } from 'lucide-react';
import { Button } from 'react-aria-components';
import { useTrans } from '../i18n/trans';
import { buttonStyles, iconButtonStyles } from '../ui/button-styles';
import { toast } from '../ui/toast/toast-store';
import type { DownloadKind } from './download-records';
import { cancelDownload, startDownload } from './downloads';
import { requestPersistence } from './storage-persistence';
import { useCanDownload, useDownload } from './use-download';

/** Saving starts here: the browser is asked to keep what is saved, and the listener told when it will not. */
async function download(kind: DownloadKind, id: number, messages: { refused: string; failed: string }) {
  if (!(await requestPersistence())) toast(messages.refused);
  if ((await startDownload(kind, id)) === 'failed') toast.danger(messages.failed);
}

/**
 * "Download" on an album, a playlist or the liked songs (docs/offline.md):
 * saves them for offline listening with progress and Cancel; a stopped
 * download resumes where it stopped; a saved one links to the Downloads page.
 * Shown to holders of music.offline only.
 */
export function DownloadButton({ kind, id }: { kind: DownloadKind; id: number }) {
  const trans = useTrans();
  const canDownload = useCanDownload();
  const { record, progress } = useDownload(kind, id);
  if (!canDownload) return null;
  const messages = {
    refused: trans('Your browser did not allow persistent storage: it may remove downloads when space runs low.'),
    failed: trans('The download stopped. Try again to resume it.'),
  };

  if (progress?.status === 'downloading') {
    return (
      <div className="flex items-center gap-1" role="group" aria-label={trans('Download')}>
        <span role="status" className="text-sm font-semibold text-muted" data-testid="download-progress">
          {trans('Downloading :done of :total', { done: progress.done, total: progress.total })}
        </span>
        <Button aria-label={trans('Cancel download')} onPress={() => cancelDownload(kind, id)} className={iconButtonStyles({ size: 'sm' })}>
          <X className="size-4" aria-hidden="true" />
        </Button>
      </div>
    );
  }
  if (record?.complete) {
    return (
      <Link to="/library/downloads" className={buttonStyles({ variant: 'outline', size: 'sm' })} aria-label={trans('Downloaded: see your downloads')}>
        <CircleCheck className="size-4 text-primary" aria-hidden="true" />
        {trans('Downloaded')}
      </Link>
    );
  }
  const label = record ? trans('Resume download') : trans('Download');
  return (
    <Button onPress={() => void download(kind, id, messages)} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
      <ArrowDownToLine className="size-4" aria-hidden="true" />
      {label}
    </Button>
  );
}
