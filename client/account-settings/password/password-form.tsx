import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTrans } from '../../i18n/trans';
import { applyServerErrors } from '../../http/server-errors';
import { buttonStyles } from '../../ui/button-styles';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast/toast-store';
import { changePasswordSchema, useChangePassword, type ChangePasswordPayload } from './change-password';

const FIELDS = [
  { name: 'current_password', label: 'Current password', autoComplete: 'current-password' },
  { name: 'password', label: 'New password', autoComplete: 'new-password' },
  { name: 'password_confirmation', label: 'Confirm password', autoComplete: 'new-password' },
] as const;

const EMPTY: ChangePasswordPayload = { current_password: '', password: '', password_confirmation: '' };

export function PasswordForm() {
  const trans = useTrans();
  const change = useChangePassword();
  const form = useForm<ChangePasswordPayload>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        toast(trans('Password changed'));
        form.reset(EMPTY);
      },
      onError: (error) => applyServerErrors(error, form),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-lg flex-col gap-5">
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          {...form.register(field.name)}
          type="password"
          required
          label={trans(field.label)}
          autoComplete={field.autoComplete}
          error={errors[field.name]?.message && trans(errors[field.name]!.message!)}
        />
      ))}
      <button type="submit" disabled={change.isPending} className={buttonStyles({ className: 'self-start' })}>
        {trans('Change password')}
      </button>
    </form>
  );
}
