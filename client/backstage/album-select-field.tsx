import { useEffect } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import type { OwnAlbum } from '../../worker/backstage/backstage-types';
import { useTrans } from '../i18n/trans';
import { SelectField } from '../ui/select-field';
import { useOwnAlbums } from './own-albums-query';
import type { TrackFormValues } from './track-form-schema';

type AlbumSelectFieldProps = {
  form: UseFormReturn<TrackFormValues>;
  /** The album named in the file's tags: picked when the user has an album of that name. */
  albumHint?: string;
  /** The album the track is on, listed even when someone else owns it (an admin's compilation). */
  currentAlbum?: OwnAlbum | null;
  error?: string;
};

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The track's album: none, or one of the user's own albums. */
export function AlbumSelectField({ form, albumHint, currentAlbum, error }: AlbumSelectFieldProps) {
  const trans = useTrans();
  const { data: own = [] } = useOwnAlbums();
  // Controlled, so the choice survives the options arriving after the first render.
  const { field } = useController({ control: form.control, name: 'album' });
  const options = currentAlbum && !own.some((album) => album.id === currentAlbum.id) ? [currentAlbum, ...own] : own;

  useEffect(() => {
    if (!albumHint || form.getValues('album') !== '' || form.getFieldState('album').isDirty) return;
    const match = own.find((album) => sameName(album.name, albumHint));
    if (match) form.setValue('album', String(match.id));
  }, [albumHint, own, form]);

  return (
    <SelectField name={field.name} ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} label={trans('Album')} error={error}>
      <option value="">{trans('No album')}</option>
      {options.map((album) => (
        <option key={album.id} value={String(album.id)}>
          {album.name}
        </option>
      ))}
    </SelectField>
  );
}
