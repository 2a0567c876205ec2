import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTrans } from '../i18n/trans';
import { fieldError } from '../auth/field-error';
import { TextAreaField } from '../ui/text-area-field';
import { ArtistSearchField, type PickedArtist } from './artist-search-field';
import { AttachmentsField, useUploading } from './attachments-field';
import { claimArtistSchema, type ClaimArtistValues } from './request-form-schemas';
import { RequestFormShell } from './request-form-shell';
import { RequesterRoleField } from './requester-role-field';
import { useRequestSubmit } from './use-request-submit';

const EMPTY = { artist_id: 0, requester_role: 'artist', message: '', attachments: [] } satisfies ClaimArtistValues;

/** /backstage/requests/claim-artist: an artist found by search, who the user is to it, and proof. */
export function ClaimArtistForm() {
  const trans = useTrans();
  const form = useForm<ClaimArtistValues>({ resolver: zodResolver(claimArtistSchema), defaultValues: EMPTY });
  const [artist, setArtist] = useState<PickedArtist | null>(null);
  const { submit, sending } = useRequestSubmit(form);
  const uploading = useUploading();
  const error = (name: Parameters<typeof fieldError<ClaimArtistValues>>[1]) => fieldError(form, name, trans);
  const onSubmit = form.handleSubmit((values) => submit({ type: 'claim-artist', ...values }));

  return (
    <RequestFormShell type="claim-artist" onSubmit={onSubmit} sending={sending} uploading={uploading}>
      <ArtistSearchField
        value={artist}
        error={error('artist_id')}
        onChange={(picked) => {
          setArtist(picked);
          form.setValue('artist_id', picked?.id ?? 0, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
        }}
      />
      <RequesterRoleField form={form} error={error('requester_role')} />
      <TextAreaField
        {...form.register('message')}
        label={trans('Who are you?')}
        description={trans('Tell the team how you are linked to this artist and how they can check it.')}
        rows={4}
        error={error('message')}
      />
      <AttachmentsField
        description={trans('Proof helps: an ID next to the artist name, a contract, a screenshot of the artist’s accounts.')}
        error={error('attachments')}
        onChange={(ids) => form.setValue('attachments', ids, { shouldDirty: true })}
      />
    </RequestFormShell>
  );
}
