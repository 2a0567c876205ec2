import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useTrans } from '../i18n/trans';
import { fieldError } from '../auth/field-error';
import { SelectField } from '../ui/select-field';
import { Spinner } from '../ui/spinner';
import { TextAreaField } from '../ui/text-area-field';
import { AttachmentsField, useUploading } from './attachments-field';
import { useManagedArtists } from './request-queries';
import { verifyArtistSchema, type VerifyArtistValues } from './request-form-schemas';
import { RequestFormShell } from './request-form-shell';
import { useRequestSubmit } from './use-request-submit';

const EMPTY: VerifyArtistValues = { artist_id: 0, message: '', attachments: [] };

/** /backstage/requests/verify-artist: one of the artists the user manages, not verified yet. */
export function VerifyArtistForm() {
  const trans = useTrans();
  const artists = useManagedArtists();
  const form = useForm<VerifyArtistValues>({ resolver: zodResolver(verifyArtistSchema), defaultValues: EMPTY });
  const { submit, sending } = useRequestSubmit(form);
  const uploading = useUploading();
  const error = (name: Parameters<typeof fieldError<VerifyArtistValues>>[1]) => fieldError(form, name, trans);
  const onSubmit = form.handleSubmit((values) => submit({ type: 'verify-artist', ...values }));
  const choices = artists.data?.filter((artist) => !artist.verified) ?? [];

  return (
    <RequestFormShell type="verify-artist" onSubmit={onSubmit} sending={sending} uploading={uploading}>
      {artists.isPending ? (
        <Spinner className="mx-auto" />
      ) : artists.isError ? (
        <p role="alert" className="text-sm text-danger">
          {trans('There was an issue loading this page')}
        </p>
      ) : choices.length === 0 ? (
        <p className="rounded-md border border-divider p-4 text-sm text-muted">
          {artists.data.length ? trans('Every artist you manage is already verified.') : trans('You do not manage an artist yet.')}{' '}
          <Link to="/backstage/requests/claim-artist" className="font-semibold text-primary hover:underline">
            {trans('Claim an artist')}
          </Link>
        </p>
      ) : (
        <SelectField {...form.register('artist_id', { valueAsNumber: true })} label={trans('Artist')} error={error('artist_id')}>
          <option value={0}>{trans('Choose an artist')}</option>
          {choices.map((artist) => (
            <option key={artist.id} value={artist.id}>
              {artist.name}
            </option>
          ))}
        </SelectField>
      )}
      <TextAreaField {...form.register('message')} label={trans('Message (optional)')} rows={3} error={error('message')} />
      <AttachmentsField
        description={trans('Optional: links and documents that show the artist is who they say they are.')}
        error={error('attachments')}
        onChange={(ids) => form.setValue('attachments', ids, { shouldDirty: true })}
      />
    </RequestFormShell>
  );
}
