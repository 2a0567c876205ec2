import { useId } from 'react';
import { KeyRound, Trash2 } from 'lucide-react';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { useTrans } from '../i18n/trans';
import { buttonStyles, iconButtonStyles } from '../ui/button-styles';
import { openDialog } from '../ui/dialog/dialog-store';
import { ConfirmDialog } from '../ui/dialog/confirm-dialog';
import { Spinner } from '../ui/spinner';
import { toast } from '../ui/toast/toast-store';
import { showErrorToast } from '../http/server-errors';
import { parseIsoDate } from '../i18n/iso-date';
import { usePasskeys, type Passkey } from './passkeys-query';
import { useDeletePasskey } from './delete-passkey';
import { AddPasskeyDialog } from './add-passkey-dialog';
import { useWebAuthnSupport } from './webauthn-browser';

/** An invalid date throws (SPEC section 5); an unknown language falls back to the browser's. */
const formatDate = (iso: string, language: string) => {
  const date = parseIsoDate(iso);
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
  } catch {
    return date.toLocaleDateString();
  }
};

/** Account settings "Passkeys" (beyond the spec): list, add and delete the user's passkeys. */
export function PasskeysPanel() {
  const trans = useTrans();
  const headingId = useId();
  const { i18n } = useBootstrap();
  const supported = useWebAuthnSupport();
  const passkeys = usePasskeys();
  const remove = useDeletePasskey();

  const add = async () => {
    const created = await openDialog<Passkey>(AddPasskeyDialog, {});
    if (created) toast(trans('Passkey added'));
  };

  const confirmDelete = async (passkey: Passkey) => {
    const confirmed = await openDialog<boolean>(ConfirmDialog, {
      title: trans('Delete passkey'),
      body: trans('You will no longer be able to sign in with ":name".', { name: passkey.name }),
      confirmLabel: trans('Delete'),
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(passkey.id, { onSuccess: () => toast(trans('Passkey deleted')), onError: showErrorToast });
  };

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-divider bg-paper p-5 md:p-7">
      <h2 id={headingId} className="text-lg font-bold">
        {trans('Passkeys')}
      </h2>
      <p className="mt-1 max-w-2xl text-sm leading-relaxed text-muted">
        {trans('Sign in with your fingerprint, face or screen lock instead of a password. Passkeys are kept by your device or password manager.')}
      </p>
      <div className="mt-6">
        {passkeys.isPending ? (
          <Spinner />
        ) : passkeys.isError ? (
          <p className="text-sm text-danger">{trans('There was an issue. Please try again.')}</p>
        ) : passkeys.data.length === 0 ? (
          <p className="text-sm text-muted">{trans('You have not added a passkey yet.')}</p>
        ) : (
          <ul className="divide-y divide-divider" aria-label={trans('Your passkeys')}>
            {passkeys.data.map((passkey) => (
              <li key={passkey.id} className="flex items-center gap-4 py-3 first:pt-0">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-fg/5 text-fg">
                  <KeyRound className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold">{passkey.name}</p>
                  <p className="text-sm text-muted">
                    {trans('Added :date', { date: formatDate(passkey.created_at, i18n.language) })}
                    {' · '}
                    {passkey.last_used_at
                      ? trans('Last used :date', { date: formatDate(passkey.last_used_at, i18n.language) })
                      : trans('Never used')}
                  </p>
                </div>
                <button
                  type="button"
                  aria-label={trans('Delete :name', { name: passkey.name })}
                  disabled={remove.isPending}
                  onClick={() => confirmDelete(passkey)}
                  className={iconButtonStyles({ size: 'sm', className: 'hover:text-danger' })}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {supported ? (
          <button type="button" onClick={add} className={buttonStyles({ variant: 'outline', size: 'sm', className: 'mt-6' })}>
            {trans('Add a passkey')}
          </button>
        ) : (
          <p className="mt-6 text-sm text-muted">{trans('This browser does not support passkeys.')}</p>
        )}
      </div>
    </section>
  );
}
