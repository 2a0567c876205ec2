import { useTrans } from '../../i18n/trans';
import { buttonStyles } from '../../ui/button-styles';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog';
import { openDialog } from '../../ui/dialog/dialog-store';
import { useAccountUser } from '../account-user';
import { SettingsPanel } from '../settings-panel';
import { useDeleteAccount } from './delete-account';

export function DangerZonePanel() {
  const trans = useTrans();
  const user = useAccountUser();
  const remove = useDeleteAccount(user.id);

  const onDelete = async () => {
    const confirmed = await openDialog<boolean>(ConfirmDialog, {
      title: trans('Delete account?'),
      body: trans('Your account and everything in it will be deleted immediately. This cannot be undone.'),
      confirmLabel: trans('Delete account'),
      danger: true,
    });
    if (confirmed) remove.mutate();
  };

  return (
    <SettingsPanel
      section="danger-zone"
      tone="danger"
      description={trans('Deleting your account removes your profile, library and uploads for good.')}
    >
      <button type="button" disabled={remove.isPending} onClick={() => void onDelete()} className={buttonStyles({ variant: 'danger' })}>
        {trans('Delete account')}
      </button>
    </SettingsPanel>
  );
}
