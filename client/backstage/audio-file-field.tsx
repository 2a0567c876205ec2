import { useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { useTrans } from '../i18n/trans';
import { buttonStyles } from '../ui/button-styles';
import type { UploadQueue } from '../uploads/upload-queue-store';
import { useUploadQueue } from '../uploads/use-upload-queue';

export type UploadedAudio = { entryId: number; file: File };

/** The track's audio file, uploaded through the upload queue (optional: replacing it on edit). */
export function AudioFileField({ label, current, onUploaded, queue }: { label: string; current: string | null; onUploaded: (audio: UploadedAudio) => void; queue?: UploadQueue }) {
  const trans = useTrans();
  const uploads = useUploadQueue(queue);
  const [itemId, setItemId] = useState<string | null>(null);
  const item = uploads.items.find((i) => i.id === itemId);
  const status = !item
    ? current
    : item.status === 'completed'
      ? item.file.name
      : item.status === 'failed'
        ? (item.error ?? trans('Failed'))
        : `${trans('Uploading')} ${Math.round(item.percentage)}%`;

  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-semibold text-fg">{label}</span>
      <div className="flex items-center gap-3">
        <FileTrigger
          acceptedFileTypes={['audio/*']}
          onSelect={(files) => {
            const file = files?.[0];
            if (!file) return;
            const [id] = uploads.add([file], { onSuccess: (entry) => onUploaded({ entryId: entry.id, file }) });
            setItemId(id);
          }}
        >
          <Button className={buttonStyles({ variant: 'outline', size: 'sm' })}>{current ? trans('Replace audio file') : trans('Upload audio file')}</Button>
        </FileTrigger>
        {status && (
          <span className="truncate text-sm text-muted" aria-live="polite">
            {status}
          </span>
        )}
      </div>
    </div>
  );
}
