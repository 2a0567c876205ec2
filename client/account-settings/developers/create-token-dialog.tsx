import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTrans } from '../../i18n/trans';
import { applyServerErrors } from '../../http/server-errors';
import { buttonStyles } from '../../ui/button-styles';
import { CopyButton } from '../../ui/copy-button';
import { Dialog } from '../../ui/dialog/dialog';
import { closeDialog } from '../../ui/dialog/dialog-store';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast/toast-store';
import { createTokenSchema, useCreateAccessToken, type CreateTokenPayload } from './create-access-token';

/**
 * Asks for a name, then shows the plain-text token: its only appearance, since
 * the server keeps a hash. It lives in this dialog's state and goes with it.
 */
export function CreateTokenDialog() {
  const trans = useTrans();
  const create = useCreateAccessToken();
  const [plainText, setPlainText] = useState<string | null>(null);
  const form = useForm<CreateTokenPayload>({ resolver: zodResolver(createTokenSchema), defaultValues: { tokenName: '' } });
  const error = form.formState.errors.tokenName?.message;

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (response) => {
        setPlainText(response.plainTextToken);
        toast(trans('Token create'));
      },
      onError: (failure) => applyServerErrors(failure, form),
    }),
  );

  return (
    <Dialog title={trans('Create token')} size="md">
      {plainText ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm leading-relaxed text-muted">
            {trans("Make sure to copy your new token now. You won't be able to see it again.")}
          </p>
          <code className="block break-all rounded-lg bg-bg-alt px-3 py-2 font-mono text-sm">{plainText}</code>
          <div className="flex justify-end gap-2">
            <CopyButton text={plainText} size="md" />
            <button type="button" onClick={() => closeDialog()} className={buttonStyles()}>
              {trans('Done')}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <TextField {...form.register('tokenName')} label={trans('Token name')} autoFocus required error={error && trans(error)} />
          <div className="flex justify-end gap-2">
            <button type="button" onClick={() => closeDialog()} className={buttonStyles({ variant: 'ghost' })}>
              {trans('Cancel')}
            </button>
            <button type="submit" disabled={create.isPending} className={buttonStyles()}>
              {trans('Create')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
