import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTrans } from '../../i18n/trans';
import { apiClient } from '../../http/api-client';
import { applyServerErrors } from '../../http/server-errors';
import { fieldError } from '../../auth/field-error';
import { Dialog } from '../../ui/dialog/dialog';
import { closeDialog } from '../../ui/dialog/dialog-store';
import { TextField } from '../../ui/text-field';
import { TextAreaField } from '../../ui/text-area-field';
import { Checkbox } from '../../ui/checkbox';
import { buttonStyles } from '../../ui/button-styles';
import { toast } from '../../ui/toast/toast-store';
import { ADMIN_LIST_KEY } from '../../ui/data-table/use-list-query';
import type { AdminPlaylist } from './moderation-types';

// The server's rules decide (422 per field); these only shape the form.
const schema = z.object({ name: z.string(), description: z.string(), image: z.string(), public: z.boolean(), collaborative: z.boolean(), featured: z.boolean() });
type Values = z.infer<typeof schema>;

/** PUT playlists/{id} as a moderator: the owner's fields, the image, and whether the playlist is featured. */
export function PlaylistDialog({ playlist }: { playlist: AdminPlaylist }) {
  const trans = useTrans();
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: playlist.name,
      description: playlist.description ?? '',
      image: playlist.image ?? '',
      public: playlist.public,
      collaborative: playlist.collaborative,
      featured: playlist.featured,
    },
  });
  const save = useMutation({
    mutationFn: (values: Values) => apiClient.put(`playlists/${playlist.id}`, values),
    onSuccess: async () => {
      toast(trans('Updated playlist'));
      await queryClient.invalidateQueries({ queryKey: [ADMIN_LIST_KEY, 'playlists'] });
      closeDialog(true);
    },
    onError: (error) => applyServerErrors(error, form),
  });
  return (
    <Dialog title={trans('Edit playlist')} size="md">
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="flex flex-col gap-4">
        <TextField {...form.register('name')} label={trans('Name')} autoComplete="off" autoFocus error={fieldError(form, 'name', trans)} />
        <TextAreaField {...form.register('description')} label={trans('Description')} rows={3} error={fieldError(form, 'description', trans)} />
        <TextField {...form.register('image')} label={trans('Image')} placeholder="https://…" autoComplete="off" error={fieldError(form, 'image', trans)} description={trans('An address, or a path on this site starting with /.')} />
        <Checkbox {...form.register('public')} error={fieldError(form, 'public', trans)}>
          {trans('Public')}
        </Checkbox>
        <Checkbox {...form.register('collaborative')} error={fieldError(form, 'collaborative', trans)}>
          {trans('Collaborative')}
        </Checkbox>
        <Checkbox {...form.register('featured')} error={fieldError(form, 'featured', trans)} description={trans('Channels of featured playlists list it.')}>
          {trans('Featured')}
        </Checkbox>
        <div className="mt-2 flex justify-end gap-2">
          <button type="button" onClick={() => closeDialog()} className={buttonStyles({ variant: 'ghost' })}>
            {trans('Cancel')}
          </button>
          <button type="submit" disabled={save.isPending} className={buttonStyles()}>
            {trans('Save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
