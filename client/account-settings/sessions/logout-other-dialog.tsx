import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTrans } from '../../i18n/trans';
import { applyServerErrors } from '../../http/server-errors';
import { buttonStyles } from '../../ui/button-styles';
import { Dialog } from '../../ui/dialog/dialog';
import { closeDialog } from '../../ui/dialog/dialog-store';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast/toast-store';
import { logoutOtherSchema, useLogoutOtherSessions, type LogoutOtherPayload } from './logout-other-sessions';

export function LogoutOtherDialog() {
  const trans = useTrans();
  const logout = useLogoutOtherSessions();
  const form = useForm<LogoutOtherPayload>({ resolver: zodResolver(logoutOtherSchema), defaultValues: { password: '' } });
  const error = form.formState.errors.password?.message;

  const onSubmit = form.handleSubmit((values) =>
    logout.mutate(values.password, {
      onSuccess: () => {
        toast(trans('Logged out other sessions.'));
        closeDialog(true);
      },
      onError: (failure) => applyServerErrors(failure, form),
    }),
  );

  return (
    <Dialog title={trans('Log out other sessions')} size="sm">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <p className="text-sm leading-relaxed text-muted">
          {trans('Please enter your password to confirm you would like to log out of your other sessions across all of your devices.')}
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
          <button type="submit" disabled={logout.isPending} className={buttonStyles()}>
            {trans('Log out other sessions')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
