import { apiClient } from '../../http/api-client';
import { trans } from '../../i18n/trans';
import type { BulkAction } from '../../ui/data-table/data-table-types';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog';
import { openDialog } from '../../ui/dialog/dialog-store';
import { toast } from '../../ui/toast/toast-store';

export type CatalogKind = 'track' | 'album' | 'artist';

/** GET admin/deletion-preview?type=&ids=: what deleting these rows takes with them. */
type DeletionPreview = { tracks: number; albums: number; comments: number; plays: number; likes: number; playlist_entries: number };

const PREVIEW_LINES: [keyof DeletionPreview, string][] = [
  ['albums', ':count albums'],
  ['tracks', ':count tracks'],
  ['comments', ':count comments'],
  ['likes', ':count likes'],
  ['plays', ':count plays'],
  ['playlist_entries', ':count playlist entries'],
];

/** The preview, or null when the server has none (the dialog then says it generally). */
async function deletionPreview(kind: CatalogKind, ids: string): Promise<DeletionPreview | null> {
  try {
    return await apiClient.get<DeletionPreview>('admin/deletion-preview', { type: kind, ids });
  } catch {
    return null;
  }
}

function DeletionSummary({ preview }: { preview: DeletionPreview | null }) {
  const lines = preview ? PREVIEW_LINES.filter(([key]) => Number(preview[key]) > 0) : [];
  return (
    <div className="flex flex-col gap-2">
      <p>{trans('This deletes them for good with everything that names them: likes, reposts, comments, plays, playlist and library entries. It cannot be undone.')}</p>
      {lines.length > 0 && (
        <ul className="list-disc ps-5" aria-label={trans('What will go')}>
          {lines.map(([key, label]) => (
            <li key={key}>{trans(label, { count: preview![key].toLocaleString() })}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The tables' bulk delete: `DELETE {endpoint}/{ids}` (docs/api/catalog-admin.md)
 * after a confirmation that names what will go.
 */
export function deleteCatalogItems<Row extends { id: number; name: string }>(kind: CatalogKind, endpoint: string, nounPlural: string): BulkAction<Row> {
  return {
    label: 'Delete',
    danger: true,
    run: async (rows) => {
      const ids = rows.map((row) => row.id).join(',');
      const what = rows.length === 1 ? rows[0].name : `${rows.length} ${trans(nounPlural)}`;
      const confirmed = await openDialog<boolean>(ConfirmDialog, {
        title: trans('Delete :what?', { what }),
        body: <DeletionSummary preview={await deletionPreview(kind, ids)} />,
        confirmLabel: trans('Delete'),
        danger: true,
      });
      if (!confirmed) return false;
      await apiClient.delete(`${endpoint}/${ids}`);
      toast(trans('Deleted :what', { what }));
    },
  };
}
