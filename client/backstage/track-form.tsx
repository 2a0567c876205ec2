import type { ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTrans } from '../i18n/trans';
import { buttonStyles } from '../ui/button-styles';
import { TextField } from '../ui/text-field';
import { Checkbox } from '../ui/checkbox';
import type { UploadQueue } from '../uploads/upload-queue-store';
import { BACKSTAGE_NAME_MAX } from './backstage-limits';
import { AlbumSelectField } from './album-select-field';
import { ImageUploadField } from './image-upload-field';
import { TextAreaField } from '../ui/text-area-field';
import { trackFormSchema, type TrackFormValues } from './track-form-schema';

export type TrackFormApi = UseFormReturn<TrackFormValues>;

type TrackFormProps = {
  defaultValues: TrackFormValues;
  /** The current cover, when editing. */
  image?: string | null;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: TrackFormValues, form: TrackFormApi) => void;
  /** Fields the page adds (the audio file on the edit page). */
  children?: ReactNode;
  queue?: UploadQueue;
  /** Labels the form, e.g. with the uploaded file's name, when a page shows several. */
  'aria-label'?: string;
  /** The album named in the file's tags (upload page). */
  albumHint?: string;
  /** The album the track is on (edit page). */
  currentAlbum?: { id: number; name: string } | null;
};

/** The track's details (docs/api/uploads.md, BackstageTrackInput), shared by upload, new and edit. */
export function TrackForm({ defaultValues, image = null, submitLabel, pending, onSubmit, children, queue, albumHint, currentAlbum, ...rest }: TrackFormProps) {
  const trans = useTrans();
  const form = useForm<TrackFormValues>({ resolver: zodResolver(trackFormSchema), defaultValues });
  const { errors } = form.formState;
  const message = (error?: { message?: string }) => (error?.message ? trans(error.message) : undefined);
  // Server errors on fields the form has no input for (the audio file) show above the button.
  const fileError = message((errors as Record<string, { message?: string }>).file_entry_id);

  return (
    <form onSubmit={form.handleSubmit((values) => onSubmit(values, form))} noValidate aria-label={rest['aria-label']} className="flex flex-col gap-5">
      <TextField {...form.register('name')} label={trans('Title')} maxLength={BACKSTAGE_NAME_MAX} error={message(errors.name)} />
      <TextField
        {...form.register('artists')}
        label={trans('Artists')}
        placeholder={trans('Comma separated; your artist when empty')}
        error={message(errors.artists)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...form.register('genres')} label={trans('Genres')} placeholder={trans('Comma separated')} error={message(errors.genres)} />
        <TextField {...form.register('tags')} label={trans('Tags')} placeholder={trans('Comma separated')} error={message(errors.tags)} />
      </div>
      <div className="grid gap-5 sm:grid-cols-[1fr_10rem]">
        <AlbumSelectField form={form} albumHint={albumHint} currentAlbum={currentAlbum} error={message((errors as Record<string, { message?: string }>).album_id)} />
        <TextField {...form.register('number')} label={trans('Track number')} inputMode="numeric" error={message(errors.number)} />
      </div>
      <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
        <TextField {...form.register('release_date')} type="date" label={trans('Release date')} description={trans("The album's when empty")} error={message(errors.release_date)} />
        <TextField
          {...form.register('external_url')}
          type="url"
          inputMode="url"
          label={trans('External audio URL')}
          description={trans('Streams from this https address when the track has no audio file')}
          error={message(errors.external_url)}
        />
      </div>
      <Checkbox {...form.register('explicit')} error={message(errors.explicit)}>
        {trans('Explicit')}
      </Checkbox>
      <ImageUploadField
        label={trans('Image')}
        image={image}
        queue={queue}
        error={message(errors.image_entry_id)}
        onChange={(entryId) => form.setValue('image_entry_id', entryId, { shouldDirty: true })}
      />
      <TextAreaField {...form.register('description')} label={trans('Description')} rows={3} error={message(errors.description)} />
      <TextAreaField
        {...form.register('lyrics')}
        label={trans('Lyrics')}
        rows={6}
        placeholder={trans('Plain text, or LRC ([mm:ss.xx] line) for synced lyrics')}
        error={message(errors.lyrics)}
      />
      {children}
      {fileError && <p className="text-sm text-danger">{fileError}</p>}
      <div className="flex justify-end">
        <button type="submit" disabled={pending} className={buttonStyles()}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
