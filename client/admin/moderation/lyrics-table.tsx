import type { TableResource } from '../../ui/data-table/data-table-types';
import { trans } from '../../i18n/trans';
import { formatDate } from '../format-date';
import { StatusBadge } from '../status-badge';
import { bulkDelete, countOf } from './bulk-delete';
import { EditButton } from './edit-button';
import type { AdminLyrics } from './moderation-types';

/** The first words of the lyrics, stamps left out, for the list. */
const excerpt = (text: string) =>
  text
    .replace(/\[[^\]]*\]/g, '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 2)
    .join(' / ');

/** /admin/lyrics on the data-table kit: GET lyrics, DELETE lyrics/{ids}. */
export function lyricsTable({ onCreate, onEdit }: { onCreate: () => void; onEdit: (lyrics: AdminLyrics) => void }): TableResource<AdminLyrics> {
  return {
    endpoint: 'lyrics',
    name: 'lyrics',
    searchLabel: 'Search by track name',
    create: { label: 'Add lyrics', onClick: onCreate },
    emptyMessage: 'No lyrics yet',
    filters: [
      { name: 'synced', label: 'Format', kind: 'boolean', trueLabel: 'LRC (time-tagged)', falseLabel: 'Plain text' },
      { name: 'track', label: 'Track id', kind: 'text', numeric: true },
    ],
    bulkActions: [bulkDelete('lyrics', (n) => countOf(n, trans('lyrics'), trans('lyrics')), () => trans('The tracks stay; their lyrics tab shows none.'))],
    columns: [
      {
        id: 'track',
        header: 'Track',
        alwaysVisible: true,
        cell: (row) => (
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-semibold">{row.track?.name ?? `#${row.track_id}`}</span>
            <span className="truncate text-xs text-muted">{row.track?.artists.join(', ')}</span>
          </span>
        ),
      },
      { id: 'excerpt', header: 'Lyrics', cell: (row) => <span className="line-clamp-2 max-w-xs text-sm text-muted">{excerpt(row.text)}</span> },
      { id: 'synced', header: 'Format', cell: (row) => <StatusBadge tone={row.synced ? 'positive' : 'neutral'} label={row.synced ? 'LRC' : 'Plain'} /> },
      { id: 'updated_at', header: 'Updated', sortable: true, cell: (row) => formatDate(row.updated_at) },
      {
        id: 'actions',
        header: 'Actions',
        alwaysVisible: true,
        className: 'w-16 text-right',
        cell: (row) => <EditButton name={row.track?.name ?? `#${row.track_id}`} onEdit={() => onEdit(row)} />,
      },
    ],
  };
}
