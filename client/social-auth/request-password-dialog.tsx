import { useRef, useState, type FormEvent } from 'react';
import { useTrans } from '../i18n/trans';
import { buttonStyles } from '../ui/button-styles';
import { TextField } from '../ui/text-field';
import { Dialog } from '../ui/dialog/dialog';
import { closeDialog } from '../ui/dialog/dialog-store';
import { fieldErrors, showErrorToast } from '../http/server-errors';
import { useConnectSocialAccount } from './connect-social-account';

type RequestPasswordDialogProps = { serviceName: string };

/**
 * SPEC sections 4 and 5: the provider's email already has an account here;
 * its password proves the account is the person's own before the provider
 * account is linked. Closes with the signed-in bootstrap data.
 */
export function RequestPasswordDialog({ serviceName }: RequestPasswordDialogProps) {
  const trans = useTrans();
  const input = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const connect = useConnectSocialAccount();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(trans('The password field is required.'));
      input.current?.focus();
      return;
    }
    setError(undefined);
    connect.mutate(password, {
      onSuccess: (bootstrapData) => closeDialog(bootstrapData),
      onError: (failure) => {
        const message = fieldErrors(failure).password;
        if (!message) return showErrorToast(failure);
        setError(trans(message));
        input.current?.focus();
      },
    });
  };

  return (
    <Dialog size="sm" title={trans('Connect your :service account', { service: serviceName })}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <p className="text-sm leading-relaxed text-muted">
          {trans('An account with this email address already exists. Enter its password to connect your :service account to it.', {
            service: serviceName,
          })}
        </p>
        <TextField
          ref={input}
          type="password"
          name="password"
          autoComplete="current-password"
          label={trans('Password')}
          required
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error}
        />
        <div className="flex justify-end gap-2">
          <button type="button" onClick={() => closeDialog()} className={buttonStyles({ variant: 'ghost' })}>
            {trans('Cancel')}
          </button>
          <button type="submit" disabled={connect.isPending} className={buttonStyles()}>
            {trans('Connect')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
