import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTrans } from '../../../i18n/trans';
import { apiClient } from '../../../http/api-client';
import { applyServerErrors, showErrorToast } from '../../../http/server-errors';
import { fieldError } from '../../../auth/field-error';
import { TextField } from '../../../ui/text-field';
import { TextAreaField } from '../../../ui/text-area-field';
import { buttonStyles } from '../../../ui/button-styles';
import { toast } from '../../../ui/toast/toast-store';
import { openDialog } from '../../../ui/dialog/dialog-store';
import { ConfirmDialog } from '../../../ui/dialog/confirm-dialog';
import { formatDate } from '../../format-date';
import { useAdminUser, useUserMutation, type AdminUser } from '../admin-user-query';

/** The security tab: suspend or lift, reset two-factor, end every session, set a password. */
export function UserSecurityTab({ userId }: { userId: number }) {
  const user = useAdminUser(userId);
  if (!user.data) return null;
  return (
    <div className="flex flex-col gap-8">
      <SuspensionSection user={user.data} />
      <ActionsSection user={user.data} />
      <PasswordSection user={user.data} />
    </div>
  );
}

function Section({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-lg border border-divider p-5">
      <div>
        <h2 className="font-semibold">{title}</h2>
        <p className="text-sm text-muted">{description}</p>
      </div>
      {children}
    </section>
  );
}

const banSchema = z.object({ reason: z.string(), until: z.string() });

function SuspensionSection({ user }: { user: AdminUser }) {
  const trans = useTrans();
  const form = useForm<z.infer<typeof banSchema>>({ resolver: zodResolver(banSchema), defaultValues: { reason: '', until: '' } });
  const ban = useUserMutation(user.id, ({ reason, until }: z.infer<typeof banSchema>) =>
    apiClient.post(`users/${user.id}/ban`, { reason, until: until ? new Date(`${until}T23:59:59`).toISOString() : null }),
  );
  const unban = useUserMutation(user.id, () => apiClient.delete(`users/${user.id}/ban`));
  if (user.banned_at) {
    return (
      <Section
        title={trans('Suspended')}
        description={trans('Since :date. :until', {
          date: formatDate(user.banned_at),
          until: user.banned_until ? trans('Ends on :date.', { date: formatDate(user.banned_until) }) : trans('Until lifted.'),
        })}
      >
        {user.ban_reason && <p className="text-sm">{user.ban_reason}</p>}
        <button type="button" disabled={unban.isPending} onClick={() => unban.mutate(undefined, { onSuccess: () => toast(trans('Suspension lifted')), onError: showErrorToast })} className={buttonStyles({ variant: 'outline', className: 'self-start' })}>
          {trans('Lift suspension')}
        </button>
      </Section>
    );
  }
  return (
    <Section title={trans('Suspend account')} description={trans('The user sees the suspended screen at their next request.')}>
      <form onSubmit={form.handleSubmit((values) => ban.mutate(values, { onSuccess: () => toast(trans('Account suspended')), onError: (error) => applyServerErrors(error, form) }))} noValidate className="flex flex-col gap-4">
        <TextAreaField {...form.register('reason')} label={trans('Reason')} rows={2} error={fieldError(form, 'reason', trans)} />
        <TextField {...form.register('until')} type="date" label={trans('Ends on (optional)')} error={fieldError(form, 'until', trans)} className="max-w-xs" />
        <button type="submit" disabled={ban.isPending} className={buttonStyles({ variant: 'danger', className: 'self-start' })}>
          {trans('Suspend')}
        </button>
      </form>
    </Section>
  );
}

function ActionsSection({ user }: { user: AdminUser }) {
  const trans = useTrans();
  const resetTwoFactor = useUserMutation(user.id, () => apiClient.delete(`users/${user.id}/two-factor`));
  const endSessions = useUserMutation(user.id, () => apiClient.delete(`users/${user.id}/sessions`));
  const confirmThen = async (title: string, body: string, run: () => void) => {
    if (await openDialog<boolean>(ConfirmDialog, { title, body, confirmLabel: trans('Continue'), danger: true })) run();
  };
  return (
    <Section title={trans('Sign-in')} description={trans('Two-factor authentication is :state.', { state: trans(user.two_factor_confirmed_at ? 'on' : 'off') })}>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={!user.two_factor_confirmed_at || resetTwoFactor.isPending}
          onClick={() => void confirmThen(trans('Reset two-factor?'), trans('The user signs in with their password alone until they set it up again.'), () => resetTwoFactor.mutate(undefined, { onSuccess: () => toast(trans('Two factor authentication has been disabled.')), onError: showErrorToast }))}
          className={buttonStyles({ variant: 'outline' })}
        >
          {trans('Reset two-factor')}
        </button>
        <button
          type="button"
          disabled={endSessions.isPending}
          onClick={() => void confirmThen(trans('End all sessions?'), trans('The user is signed out on every device.'), () => endSessions.mutate(undefined, { onSuccess: () => toast(trans('Ended all sessions')), onError: showErrorToast }))}
          className={buttonStyles({ variant: 'outline' })}
        >
          {trans('End all sessions')}
        </button>
      </div>
    </Section>
  );
}

const passwordSchema = z.object({ password: z.string() });

function PasswordSection({ user }: { user: AdminUser }) {
  const trans = useTrans();
  const form = useForm<z.infer<typeof passwordSchema>>({ resolver: zodResolver(passwordSchema), defaultValues: { password: '' } });
  const save = useUserMutation(user.id, (values: z.infer<typeof passwordSchema>) => apiClient.put(`users/${user.id}/password`, values));
  return (
    <Section title={trans('New password')} description={trans('Setting a password signs the user out everywhere.')}>
      <form onSubmit={form.handleSubmit((values) => save.mutate(values, { onSuccess: () => (toast(trans('Password changed')), form.reset()), onError: (error) => applyServerErrors(error, form) }))} noValidate className="flex flex-wrap items-end gap-3">
        <TextField {...form.register('password')} type="password" autoComplete="new-password" label={trans('Password')} error={fieldError(form, 'password', trans)} className="w-full max-w-xs" />
        <button type="submit" disabled={save.isPending} className={buttonStyles()}>
          {trans('Set password')}
        </button>
      </form>
    </Section>
  );
}
