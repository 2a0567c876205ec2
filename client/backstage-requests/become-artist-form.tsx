import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTrans } from '../i18n/trans';
import { fieldError } from '../auth/field-error';
import { ImageUploadField } from '../backstage/image-upload-field';
import { ArtistLinksFields } from '../admin/catalog/artist-links-fields';
import type { ArtistFormValues } from '../admin/catalog/artist-form-schema';
import { TextField } from '../ui/text-field';
import { TextAreaField } from '../ui/text-area-field';
import { AttachmentsField, useUploading } from './attachments-field';
import { attachmentQueue } from './attachment-queue';
import { becomeArtistSchema, type BecomeArtistValues } from './request-form-schemas';
import { RequestFormShell } from './request-form-shell';
import { RequesterRoleField } from './requester-role-field';
import { useRequestSubmit } from './use-request-submit';

const EMPTY: BecomeArtistValues = { artist_name: '', image_entry_id: null, bio: '', links: [], requester_role: 'artist', attachments: [] };

/** /backstage/requests/become-artist: a new artist's name, image, bio and links, who the user is to it, and proof. */
export function BecomeArtistForm() {
  const trans = useTrans();
  const form = useForm<BecomeArtistValues>({ resolver: zodResolver(becomeArtistSchema), defaultValues: EMPTY });
  const { submit, sending } = useRequestSubmit(form);
  const uploading = useUploading();
  const error = (name: Parameters<typeof fieldError<BecomeArtistValues>>[1]) => fieldError(form, name, trans);
  const onSubmit = form.handleSubmit((values) => submit({ type: 'become-artist', ...values }));

  return (
    <RequestFormShell type="become-artist" onSubmit={onSubmit} sending={sending} uploading={uploading}>
      <TextField {...form.register('artist_name')} label={trans('Artist name')} autoComplete="off" error={error('artist_name')} />
      <ImageUploadField
        label={trans('Image')}
        image={null}
        queue={attachmentQueue}
        error={error('image_entry_id')}
        onChange={(entryId) => form.setValue('image_entry_id', entryId, { shouldDirty: true })}
      />
      <TextAreaField {...form.register('bio')} label={trans('Short bio')} rows={4} error={error('bio')} />
      {/* The artist form's links editor reads and writes `links` only, which both forms hold alike. */}
      <ArtistLinksFields form={form as unknown as UseFormReturn<ArtistFormValues>} />
      <RequesterRoleField form={form} error={error('requester_role')} />
      <AttachmentsField
        description={trans('Optional: anything that shows the music is yours (a press kit, a release contract).')}
        error={error('attachments')}
        onChange={(ids) => form.setValue('attachments', ids, { shouldDirty: true })}
      />
    </RequestFormShell>
  );
}
