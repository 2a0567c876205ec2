import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTrans } from '../i18n/trans';
import { applyServerErrors } from '../http/server-errors';
import { buttonStyles } from '../ui/button-styles';
import { Dialog } from '../ui/dialog/dialog';
import { closeDialog } from '../ui/dialog/dialog-store';
import { TextField } from '../ui/text-field';
import { confirmPasswordSchema, useConfirmPassword, type ConfirmPasswordPayload } from './confirm-password';

/** Resolves openDialog with true once the server accepted the password. */
export function ConfirmPasswordDialog() {
  const trans = useTrans();
  const confirm = useConfirmPassword();
  const form = useForm<ConfirmPasswordPayload>({ resolver: zodResolver(confirmPasswordSchema), defaultValues: { password: '' } });
  const error = form.formState.errors.password?.message;

  const onSubmit = form.handleSubmit((values) =>
    confirm.mutate(values.password, {
      onSuccess: () => closeDialog(true),
      onError: (failure) => applyServerErrors(failure, form),
    }),
  );

  return (
    <Dialog title={trans('Confirm password')} size="sm">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <p className="text-sm leading-relaxed text-muted">
          {trans('For your security, please confirm your password to continue.')}
        </p>
        <TextField
          {...form.register('password')}
          type="password"
          label={trans('Password')}
          autoComplete="current-password"
          autoFocus
          required
          error={error && trans(error)}
        />
        <div className="flex justify-end gap-2">
          <button type="button" onClick={() => closeDialog(false)} className={buttonStyles({ variant: 'ghost' })}>
            {trans('Cancel')}
          </button>
          <button type="submit" disabled={confirm.isPending} className={buttonStyles()}>
            {trans('Confirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
