import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTrans } from '../i18n/trans';
import { applyServerErrors } from '../http/server-errors';
import { buttonStyles } from '../ui/button-styles';
import { Dialog } from '../ui/dialog/dialog';
import { closeDialog } from '../ui/dialog/dialog-store';
import { TextField } from '../ui/text-field';
import { confirmPasswordSchema, type ConfirmPasswordPayload } from './confirm-password';

type PasswordPromptDialogProps = {
  /** Untranslated texts. */
  title: string;
  description: string;
  submitLabel: string;
  /** Sends the password; a 422 lands on the field, anything else is a toast. */
  submit: (password: string) => Promise<unknown>;
  isPending: boolean;
  onSuccess?: () => void;
};

/**
 * A dialog that asks for the account's password and hands it to `submit`;
 * resolves openDialog with true once the server accepted it.
 */
export function PasswordPromptDialog({ title, description, submitLabel, submit, isPending, onSuccess }: PasswordPromptDialogProps) {
  const trans = useTrans();
  const form = useForm<ConfirmPasswordPayload>({ resolver: zodResolver(confirmPasswordSchema), defaultValues: { password: '' } });
  const error = form.formState.errors.password?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit(values.password);
      onSuccess?.();
      closeDialog(true);
    } catch (failure) {
      applyServerErrors(failure, form);
    }
  });

  return (
    <Dialog title={trans(title)} size="sm">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <p className="text-sm leading-relaxed text-muted">{trans(description)}</p>
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
          <button type="submit" disabled={isPending} className={buttonStyles()}>
            {trans(submitLabel)}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
