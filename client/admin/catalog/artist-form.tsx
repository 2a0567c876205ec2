import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useTrans } from '../../i18n/trans';
import { fieldError } from '../../auth/field-error';
import { applyServerErrors } from '../../http/server-errors';
import { ImageUploadField } from '../../backstage/image-upload-field';
import { buttonStyles } from '../../ui/button-styles';
import { Checkbox } from '../../ui/checkbox';
import { TextAreaField } from '../../ui/text-area-field';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast/toast-store';
import { ARTIST_NAME_MAX, artistFormFrom, artistFormSchema, toArtistInput, type ArtistFormValues } from './artist-form-schema';
import { ArtistLinksFields } from './artist-links-fields';
import { ProfileImagesField } from './profile-images-field';
import { useSaveArtist } from './artist-query';
import type { AdminArtist } from './catalog-rows';

type ArtistFormProps = {
  artist?: AdminArtist;
  /** admin.access: the verified flag and the managers are shown and sent (a manager edits the rest). */
  isAdmin: boolean;
};

/** An artist's name, image, bio, links, genres, verified flag and managers (POST artists, PUT artists/{id}). */
export function ArtistForm({ artist, isAdmin }: ArtistFormProps) {
  const trans = useTrans();
  const navigate = useNavigate();
  const save = useSaveArtist(artist?.id);
  const form = useForm<ArtistFormValues>({ resolver: zodResolver(artistFormSchema), defaultValues: artistFormFrom(artist) });
  const error = (name: Parameters<typeof fieldError<ArtistFormValues>>[1]) => fieldError(form, name, trans);
  const profileImages = useWatch({ control: form.control, name: 'profile_images' });

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(toArtistInput(values, isAdmin), {
      onSuccess: (saved) => {
        toast.positive(artist ? trans('Saved') : trans('Created :name', { name: saved.name }));
        form.reset(artistFormFrom(saved));
        if (!artist) void navigate({ to: '/admin/artists/$artistId/edit', params: { artistId: saved.id } });
      },
      onError: (failure) => applyServerErrors(failure, form),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={trans('Artist')} className="flex max-w-3xl flex-col gap-5">
      <TextField {...form.register('name')} label={trans('Name')} maxLength={ARTIST_NAME_MAX} error={error('name')} />
      <ImageUploadField
        label={trans('Image')}
        image={artist?.image ?? null}
        error={error('image_entry_id')}
        onChange={(entryId) => form.setValue('image_entry_id', entryId, { shouldDirty: true })}
      />
      <ProfileImagesField
        value={profileImages}
        error={error('profile_images')}
        onChange={(images) => form.setValue('profile_images', images, { shouldDirty: true })}
      />
      <TextAreaField {...form.register('bio')} label={trans('Bio')} rows={5} error={error('bio')} />
      <TextField {...form.register('genres')} label={trans('Genres')} placeholder={trans('Comma separated')} error={error('genres')} />
      <ArtistLinksFields form={form} />
      {isAdmin && (
        <>
          <Checkbox {...form.register('verified')} error={error('verified')}>
            {trans('Verified')}
          </Checkbox>
          <TextField
            {...form.register('managers')}
            inputMode="numeric"
            label={trans('Managers')}
            placeholder={trans('User IDs, comma separated')}
            description={artist?.managers.length ? artist.managers.map((m) => `${m.name} (${m.id})`).join(', ') : trans('They edit this artist and publish for it in backstage.')}
            error={error('managers')}
          />
        </>
      )}
      <div className="flex justify-end">
        <button type="submit" disabled={save.isPending} className={buttonStyles()}>
          {artist ? trans('Save') : trans('Create')}
        </button>
      </div>
    </form>
  );
}
