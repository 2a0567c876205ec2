import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { PlaylistPayload } from '../../worker/music/music-types';
import { applyServerErrors } from '../http/server-errors';
import { useTrans } from '../i18n/trans';
import { buttonStyles } from '../ui/button-styles';
import { Checkbox } from '../ui/checkbox';
import { Dialog } from '../ui/dialog/dialog';
import { closeDialog } from '../ui/dialog/dialog-store';
import { TextAreaField } from '../ui/text-area-field';
import { TextField } from '../ui/text-field';
import { PLAYLIST_NAME_MAX } from './playlist-constants';
import { playlistFormSchema, type PlaylistForm } from './playlist-form-schema';
import { useSavePlaylist } from './save-playlist';

/**
 * Create a playlist, or edit one's details (`playlist`). Opened with
 * `openDialog<PlaylistPayload>`, it resolves with the saved playlist.
 */
export function PlaylistFormDialog({ playlist }: { playlist?: PlaylistPayload }) {
  const trans = useTrans();
  const save = useSavePlaylist(playlist);
  const form = useForm<PlaylistForm>({
    resolver: zodResolver(playlistFormSchema),
    defaultValues: {
      name: playlist?.name ?? '',
      description: playlist?.description ?? '',
      public: playlist?.public ?? true,
      collaborative: playlist?.collaborative ?? false,
    },
  });
  const { errors } = form.formState;
  const message = (error?: { message?: string }) => (error?.message ? trans(error.message) : undefined);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, { onSuccess: (saved) => closeDialog(saved), onError: (error) => applyServerErrors(error, form) }),
  );

  return (
    <Dialog title={playlist ? trans('Edit details') : trans('New playlist')} size="md">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <TextField
          {...form.register('name')}
          label={trans('Name')}
          autoFocus
          maxLength={PLAYLIST_NAME_MAX}
          placeholder={trans('My playlist')}
          error={message(errors.name)}
        />
        <TextAreaField
          {...form.register('description')}
          label={trans('Description')}
          rows={3}
          placeholder={trans('Add an optional description')}
          error={message(errors.description)}
        />
        <Checkbox {...form.register('public')} error={message(errors.public)}>
          {trans('Public')}
          <span className="block text-xs text-muted">{trans('Anyone can find and listen to a public playlist.')}</span>
        </Checkbox>
        {/* A smart playlist's tracks follow its rules: it is never collaborative. */}
        {!playlist?.rules && (
          <Checkbox {...form.register('collaborative')} error={message(errors.collaborative)}>
            {trans('Collaborative')}
            <span className="block text-xs text-muted">{trans('Its followers can add, remove and reorder tracks.')}</span>
          </Checkbox>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" onClick={() => closeDialog()} className={buttonStyles({ variant: 'ghost' })}>
            {trans('Cancel')}
          </button>
          <button type="submit" disabled={save.isPending} className={buttonStyles()}>
            {playlist ? trans('Save') : trans('Create')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
