import { apiClient } from '../../http/api-client';
import { trans } from '../../i18n/trans';
import { openDialog } from '../../ui/dialog/dialog-store';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog';
import { toast } from '../../ui/toast/toast-store';
import type { AdminFile } from './file-types';

/**
 * "Delete forever" (DELETE file-entries/{ids}) after a confirmation that
 * names what goes; resolves false when the admin changed their mind.
 */
export async function deleteFilesForever(files: AdminFile[]): Promise<boolean> {
  const what = files.length === 1 ? files[0].name : trans(':count files', { count: files.length });
  const confirmed = await openDialog<boolean>(ConfirmDialog, {
    title: trans('Delete :what forever?', { what }),
    body: trans('The stored bytes go too, unless a published track still plays them. This cannot be undone.'),
    confirmLabel: trans('Delete forever'),
    danger: true,
  });
  if (!confirmed) return false;
  await apiClient.delete(`file-entries/${files.map((file) => file.id).join(',')}`);
  toast(trans('Deleted :what', { what }));
  return true;
}
