import { useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { Paperclip, X } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { buttonStyles, iconButtonStyles } from '../ui/button-styles';
import { FieldError, useFieldIds } from '../ui/field-parts';
import { formatBytes } from '../uploads/format-bytes';
import { useUploadQueue } from '../uploads/use-upload-queue';
import { attachmentQueue } from './attachment-queue';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, REQUEST_ATTACHMENTS_MAX } from './request-constants';

type Attached = { id: number; name: string; size: number };

type AttachmentsFieldProps = {
  /** The uploaded files' entry ids, in the order they finished. */
  onChange: (ids: number[]) => void;
  error?: string;
  description?: string;
};

/** Proof files (images or PDF): uploaded as they are picked, listed with their size, removable. */
export function AttachmentsField({ onChange, error, description }: AttachmentsFieldProps) {
  const trans = useTrans();
  const uploads = useUploadQueue(attachmentQueue);
  const [attached, setAttached] = useState<Attached[]>([]);
  const [itemIds, setItemIds] = useState<string[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  const { errorId, aria } = useFieldIds(error ?? refused ?? undefined);
  const inFlight = uploads.items.filter((item) => itemIds.includes(item.id) && item.status !== 'completed' && item.status !== 'aborted');

  const update = (next: Attached[]) => {
    setAttached(next);
    onChange(next.map((a) => a.id));
  };

  const choose = (files: FileList | null) => {
    const picked = [...(files ?? [])];
    const room = REQUEST_ATTACHMENTS_MAX - attached.length - inFlight.filter((i) => i.status !== 'failed').length;
    const fitting = picked.filter((file) => ATTACHMENT_TYPES.includes(file.type) && file.size <= ATTACHMENT_MAX_BYTES).slice(0, Math.max(0, room));
    setRefused(fitting.length < picked.length ? trans('Attach up to :count images or PDF files of 10 MB at most.', { count: REQUEST_ATTACHMENTS_MAX }) : null);
    if (!fitting.length) return;
    const ids = uploads.add(fitting, {
      onSuccess: (entry, file) => setAttached((current) => {
        const next = [...current, { id: entry.id, name: file.name, size: file.size }];
        onChange(next.map((a) => a.id));
        return next;
      }),
    });
    setItemIds((current) => [...current, ...ids]);
  };

  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-semibold text-fg">{trans('Attachments')}</span>
      {description && <p className="text-sm text-muted">{description}</p>}
      {(attached.length > 0 || inFlight.length > 0) && (
        <ul className="flex flex-col gap-1.5">
          {attached.map((file) => (
            <li key={file.id} className="flex items-center gap-3 rounded-md border border-divider px-3 py-2 text-sm">
              <Paperclip aria-hidden className="size-4 shrink-0 text-muted" />
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <span className="shrink-0 text-xs text-muted">{formatBytes(file.size)}</span>
              <button type="button" onClick={() => update(attached.filter((a) => a.id !== file.id))} aria-label={trans('Remove :name', { name: file.name })} className={iconButtonStyles({ size: 'sm' })}>
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
          {inFlight.map((item) => (
            <li key={item.id} className="flex items-center gap-3 rounded-md border border-dashed border-divider px-3 py-2 text-sm text-muted" aria-live="polite">
              <span className="min-w-0 flex-1 truncate">{item.file.name}</span>
              <span className="shrink-0 text-xs">{item.status === 'failed' ? (item.error ?? trans('Failed')) : `${trans('Uploading')} ${Math.round(item.percentage)}%`}</span>
            </li>
          ))}
        </ul>
      )}
      {attached.length < REQUEST_ATTACHMENTS_MAX && (
        <FileTrigger acceptedFileTypes={ATTACHMENT_TYPES} allowsMultiple onSelect={choose}>
          <Button {...aria} className={`${buttonStyles({ variant: 'outline', size: 'sm' })} self-start`}>
            {trans('Add files')}
          </Button>
        </FileTrigger>
      )}
      <FieldError id={errorId} error={error ?? refused ?? undefined} />
    </div>
  );
}

/** Whether an attachment or the image is still uploading: the forms wait for it before sending. */
export function useUploading() {
  return useUploadQueue(attachmentQueue).items.some((item) => item.status === 'pending' || item.status === 'inProgress');
}
