import { useRef, useState, type FormEvent } from 'react';
import { useTrans } from '../i18n/trans';
import { buttonStyles } from '../ui/button-styles';
import { TextField } from '../ui/text-field';
import { Dialog } from '../ui/dialog/dialog';
import { closeDialog } from '../ui/dialog/dialog-store';
import { fieldErrors } from '../http/server-errors';
import { PASSKEY_NAME_MAX_LENGTH, useCreatePasskey } from './create-passkey';
import { showPasskeyError } from './passkey-errors';

/** Names the new passkey, then runs the browser's registration; closes with the stored passkey. */
export function AddPasskeyDialog() {
  const trans = useTrans();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const create = useCreatePasskey();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(trans('The name field is required.'));
      input.current?.focus();
      return;
    }
    setError(undefined);
    create.mutate(name.trim(), {
      onSuccess: (passkey) => closeDialog(passkey),
      onError: (failure) => {
        const message = fieldErrors(failure).name;
        if (!message) return showPasskeyError(failure);
        setError(trans(message));
        input.current?.focus();
      },
    });
  };

  return (
    <Dialog size="sm" title={trans('Add a passkey')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <p className="text-sm leading-relaxed text-muted">
          {trans('Give the passkey a name you will recognise, like the device or password manager that keeps it.')}
        </p>
        <TextField
          ref={input}
          name="name"
          label={trans('Name')}
          placeholder={trans('e.g. Work laptop')}
          maxLength={PASSKEY_NAME_MAX_LENGTH}
          required
          autoFocus
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error}
        />
        <div className="flex justify-end gap-2">
          <button type="button" onClick={() => closeDialog()} className={buttonStyles({ variant: 'ghost' })}>
            {trans('Cancel')}
          </button>
          <button type="submit" disabled={create.isPending} className={buttonStyles()}>
            {trans('Continue')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
