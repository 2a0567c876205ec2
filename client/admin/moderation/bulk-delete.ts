import type { BulkAction, ListRow } from '../../ui/data-table/data-table-types';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog';
import { openDialog } from '../../ui/dialog/dialog-store';
import { apiClient } from '../../http/api-client';
import { toast } from '../../ui/toast/toast-store';
import { trans } from '../../i18n/trans';

/**
 * "Delete" for a moderation table: `DELETE {path}/{ids}` after a confirmation
 * that names how many go (`what`, translated) and what goes with them
 * (`consequence`, translated). The kit's own `deletable` deletes under the
 * list's endpoint, which for genres (admin/genres) is not the resource's path.
 */
export function bulkDelete<Row extends ListRow>(path: string, what: (count: number) => string, consequence: () => string): BulkAction<Row> {
  return {
    label: 'Delete',
    danger: true,
    run: async (rows) => {
      const named = what(rows.length);
      const confirmed = await openDialog<boolean>(ConfirmDialog, {
        title: trans('Delete :what?', { what: named }),
        body: `${trans('This deletes :what for good. It cannot be undone.', { what: named })} ${consequence()}`,
        confirmLabel: trans('Delete'),
        danger: true,
      });
      if (!confirmed) return false;
      await apiClient.delete(`${path}/${rows.map((row) => row.id).join(',')}`);
      toast(trans('Deleted :what', { what: named }));
    },
  };
}

/** "genre" or "3 genres". */
export const countOf = (count: number, one: string, many: string) => (count === 1 ? one : `${count} ${many}`);
