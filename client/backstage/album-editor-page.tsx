import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { applyServerErrors } from '../http/server-errors';
import { useTrans } from '../i18n/trans';
import { InsightsLink } from '../insights/insights-link';
import { albumPath } from '../routing/slug';
import { buttonStyles } from '../ui/button-styles';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { toast } from '../ui/toast/toast-store';
import type { UploadQueue } from '../uploads/upload-queue-store';
import { ALBUM_TYPE_OPTIONS, albumFormFrom, albumFormSchema, toAlbumInput, type AlbumFormValues } from './album-form-schema';
import { AlbumTrackOrder } from './album-track-order';
import { AlbumTrackPicker } from './album-track-picker';
import type { BackstageAlbum } from './backstage-api-types';
import { BACKSTAGE_NAME_MAX } from './backstage-limits';
import { ImageUploadField } from './image-upload-field';
import { useSaveAlbum } from './save-album';
import { TextAreaField } from '../ui/text-area-field';

type AlbumEditorPageProps = {
  album?: BackstageAlbum;
  queue?: UploadQueue;
  /** Where a new album goes once published (its backstage edit page unless told; the admin pages open theirs). */
  onCreated?: (albumId: number) => void;
};

/** /backstage/albums/new and /backstage/albums/$albumId/edit; also /admin/albums/new and edit (issue 15). */
export function AlbumEditorPage({ album, queue, onCreated }: AlbumEditorPageProps) {
  const trans = useTrans();
  const navigate = useNavigate();
  const openCreated = onCreated ?? ((albumId: number) => void navigate({ to: '/backstage/albums/$albumId/edit', params: { albumId: String(albumId) } }));
  const save = useSaveAlbum(album?.id);
  const form = useForm<AlbumFormValues>({ resolver: zodResolver(albumFormSchema), defaultValues: albumFormFrom(album) });
  const { errors } = form.formState;
  const message = (error?: { message?: string }) => (error?.message ? trans(error.message) : undefined);
  const tracks = form.watch('tracks');
  const setTracks = (next: AlbumFormValues['tracks']) => form.setValue('tracks', next, { shouldDirty: true });
  const trackError = message((errors as Record<string, { message?: string }>).track_ids);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(toAlbumInput(values), {
      onSuccess: (saved) => {
        const path = albumPath({ ...saved.album, artists: saved.album.artists });
        toast.positive(album ? trans('Saved') : trans(':name is published.', { name: saved.album.name }), { action: { label: 'Open album', action: path } });
        form.reset({ ...values, tracks: saved.tracks, image_entry_id: undefined });
        if (!album) openCreated(saved.album.id);
      },
      onError: (error) => applyServerErrors(error, form),
    }),
  );

  return (
    <div className="flex max-w-3xl flex-col gap-6 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{album ? trans('Edit album') : trans('New album')}</h1>
        {album && <InsightsLink type="album" id={album.id} />}
      </div>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <TextField {...form.register('name')} label={trans('Name')} maxLength={BACKSTAGE_NAME_MAX} error={message(errors.name)} />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField {...form.register('type')} label={trans('Type')} error={message(errors.type)}>
            {ALBUM_TYPE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {trans(option.label)}
              </option>
            ))}
          </SelectField>
          <TextField {...form.register('release_date')} type="date" label={trans('Release date')} error={message(errors.release_date)} />
        </div>
        <TextField {...form.register('artists')} label={trans('Artists')} placeholder={trans('Comma separated; your artist when empty')} error={message(errors.artists)} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...form.register('genres')} label={trans('Genres')} placeholder={trans('Comma separated')} error={message(errors.genres)} />
          <TextField {...form.register('tags')} label={trans('Tags')} placeholder={trans('Comma separated')} error={message(errors.tags)} />
        </div>
        <ImageUploadField
          label={trans('Image')}
          image={album?.image ?? null}
          queue={queue}
          error={message(errors.image_entry_id)}
          onChange={(entryId) => form.setValue('image_entry_id', entryId, { shouldDirty: true })}
        />
        <TextAreaField {...form.register('description')} label={trans('Description')} rows={3} error={message(errors.description)} />
        <section className="flex flex-col gap-3">
          <h2 className="text-sm font-semibold">{trans('Tracks')}</h2>
          <AlbumTrackOrder tracks={tracks} onChange={setTracks} />
          {trackError && <p className="text-sm text-danger">{trackError}</p>}
          <AlbumTrackPicker exclude={tracks.map((t) => t.id)} onAdd={(track) => setTracks([...tracks, track])} />
        </section>
        <div className="flex justify-end">
          <button type="submit" disabled={save.isPending} className={buttonStyles()}>
            {album ? trans('Save') : trans('Publish')}
          </button>
        </div>
      </form>
    </div>
  );
}
