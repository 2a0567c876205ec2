import { useRef, useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { ArrowLeft, ArrowRight, X } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { buttonStyles } from '../../ui/button-styles';
import { FieldError, useFieldIds } from '../../ui/field-parts';
import { useUploadQueue } from '../../uploads/use-upload-queue';
import { step } from '../../backstage/move-item';
import { ARTIST_PROFILE_IMAGES_MAX } from './artist-form-schema';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** An image the artist has (its URL) or a new upload (its file entry id). */
export type ProfileImage = string | number;

type ProfileImagesFieldProps = {
  value: ProfileImage[];
  onChange: (images: ProfileImage[]) => void;
  error?: string;
};

/**
 * The artist's extra profile images (PUT artists/{id} `profile_images`): upload
 * more, remove, and move each earlier or later with buttons (keyboard and touch
 * alike). New uploads preview from the local file until saved.
 */
export function ProfileImagesField({ value, onChange, error }: ProfileImagesFieldProps) {
  const trans = useTrans();
  const uploads = useUploadQueue();
  const [previews, setPreviews] = useState<Record<number, string>>({});
  const [pending, setPending] = useState<File[]>([]);
  // Uploads finish after renders: each appends to the value as it is then.
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const { errorId, aria } = useFieldIds(error);
  const full = value.length + pending.length >= ARTIST_PROFILE_IMAGES_MAX;

  const choose = (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, ARTIST_PROFILE_IMAGES_MAX - value.length - pending.length);
    if (!chosen.length) return;
    uploads.add(chosen, {
      onSuccess: (entry, file) => {
        setPreviews((p) => ({ ...p, [entry.id]: URL.createObjectURL(file) }));
        setPending((p) => p.filter((f) => f !== file));
        latest.current.onChange([...latest.current.value, entry.id]);
      },
      onError: (_message, file) => setPending((p) => p.filter((f) => f !== file)),
    });
    setPending((p) => [...p, ...chosen]);
  };

  const label = (index: number) => trans('Profile image :number', { number: index + 1 });
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-semibold text-fg">{trans('Profile images')}</span>
      <ul className="flex flex-wrap gap-3" aria-label={trans('Profile images')}>
        {value.map((image, index) => (
          <li key={String(image)} className="flex flex-col items-center gap-1">
            <img src={typeof image === 'string' ? image : previews[image]} alt={label(index)} className="size-24 rounded object-cover ring-1 ring-divider" />
            <div className="flex gap-1">
              <button type="button" aria-label={trans('Move :name earlier', { name: label(index) })} disabled={index === 0} onClick={() => onChange(step(value, image, -1))} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
                <ArrowLeft className="size-4" aria-hidden="true" />
              </button>
              <button type="button" aria-label={trans('Remove :name', { name: label(index) })} onClick={() => onChange(value.filter((_, i) => i !== index))} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
                <X className="size-4" aria-hidden="true" />
              </button>
              <button type="button" aria-label={trans('Move :name later', { name: label(index) })} disabled={index === value.length - 1} onClick={() => onChange(step(value, image, 1))} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
                <ArrowRight className="size-4" aria-hidden="true" />
              </button>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex items-center gap-3">
        <FileTrigger acceptedFileTypes={IMAGE_TYPES} allowsMultiple onSelect={choose}>
          <Button {...aria} isDisabled={full} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
            {trans('Add images')}
          </Button>
        </FileTrigger>
        {pending.length > 0 && (
          <span className="text-xs text-muted" aria-live="polite">
            {trans('Uploading')}…
          </span>
        )}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

