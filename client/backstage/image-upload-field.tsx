import { useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { useTrans } from '../i18n/trans';
import { buttonStyles } from '../ui/button-styles';
import { FieldError, useFieldIds } from '../ui/field-parts';
import type { UploadQueue } from '../uploads/upload-queue-store';
import { useUploadQueue } from '../uploads/use-upload-queue';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

type ImageUploadFieldProps = {
  label: string;
  /** The current cover, if any. */
  image: string | null;
  /** A new entry id once its upload completes; null when the cover is removed. */
  onChange: (entryId: number | null) => void;
  error?: string;
  queue?: UploadQueue;
};

/** A cover image: uploaded through the upload queue, sent as `image_entry_id`; optional. */
export function ImageUploadField({ label, image, onChange, error, queue }: ImageUploadFieldProps) {
  const trans = useTrans();
  const uploads = useUploadQueue(queue);
  const [itemId, setItemId] = useState<string | null>(null);
  const [preview, setPreview] = useState(image);
  const item = uploads.items.find((i) => i.id === itemId);
  const { errorId, aria } = useFieldIds(error);

  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const [id] = uploads.add([file], {
      onSuccess: (entry) => {
        setPreview(URL.createObjectURL(file));
        onChange(entry.id);
      },
    });
    setItemId(id);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-semibold text-fg">{label}</span>
      <div className="flex items-center gap-3">
        {preview ? <img src={preview} alt="" className="size-16 rounded object-cover" /> : <div className="size-16 rounded bg-fg/10" aria-hidden="true" />}
        <FileTrigger acceptedFileTypes={IMAGE_TYPES} onSelect={choose}>
          <Button {...aria} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
            {trans('Upload image')}
          </Button>
        </FileTrigger>
        {preview && (
          <button
            type="button"
            className={buttonStyles({ variant: 'ghost', size: 'sm' })}
            onClick={() => {
              setPreview(null);
              setItemId(null);
              onChange(null);
            }}
          >
            {trans('Remove image')}
          </button>
        )}
        {item && item.status !== 'completed' && (
          <span className="text-xs text-muted" aria-live="polite">
            {item.status === 'failed' ? (item.error ?? trans('Failed')) : `${trans('Uploading')} ${Math.round(item.percentage)}%`}
          </span>
        )}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
