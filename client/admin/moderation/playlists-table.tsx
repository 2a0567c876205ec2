import type { TableResource } from '../../ui/data-table/data-table-types';
import { trans } from '../../i18n/trans';
import { formatDate } from '../format-date';
import { StatusBadge } from '../status-badge';
import { playlistPath } from '../../routing/slug';
import { bulkDelete, countOf } from './bulk-delete';
import { EditButton } from './edit-button';
import type { AdminPlaylist } from './moderation-types';

/** /admin/playlists on the data-table kit: GET playlists, DELETE playlists/{ids}. */
export function playlistsTable({ onEdit }: { onEdit: (playlist: AdminPlaylist) => void }): TableResource<AdminPlaylist> {
  return {
    endpoint: 'playlists',
    name: 'playlists',
    searchLabel: 'Search playlists',
    emptyMessage: 'No playlists yet',
    filters: [
      { name: 'owner', label: 'Owner (user id)', kind: 'text', numeric: true },
      { name: 'public', label: 'Visibility', kind: 'boolean', trueLabel: 'Public', falseLabel: 'Private' },
      { name: 'featured', label: 'Featured', kind: 'boolean', trueLabel: 'Featured', falseLabel: 'Not featured' },
    ],
    bulkActions: [
      bulkDelete(
        'playlists',
        (n) => countOf(n, trans('playlist'), trans('playlists')),
        () => trans('Their tracks stay in the catalog; listeners lose the playlists from their libraries.'),
      ),
    ],
    columns: [
      {
        id: 'name',
        header: 'Name',
        sortable: true,
        alwaysVisible: true,
        cell: (playlist) => (
          <span className="flex min-w-0 flex-col">
            <a href={playlistPath(playlist)} className="truncate font-semibold hover:underline">
              {playlist.name}
            </a>
            <span className="truncate text-xs text-muted">{playlist.owner?.name ?? ''}</span>
          </span>
        ),
      },
      {
        id: 'status',
        header: 'Status',
        cell: (playlist) => (
          <span className="flex flex-wrap gap-1">
            <StatusBadge tone={playlist.public ? 'positive' : 'neutral'} label={playlist.public ? 'Public' : 'Private'} />
            {playlist.featured && <StatusBadge tone="positive" label="Featured" />}
            {playlist.collaborative && <StatusBadge tone="neutral" label="Collaborative" />}
          </span>
        ),
      },
      { id: 'tracks_count', header: 'Tracks', cell: (playlist) => playlist.tracks_count },
      { id: 'followers_count', header: 'Followers', sortable: true, cell: (playlist) => playlist.followers_count },
      { id: 'plays', header: 'Plays', sortable: true, cell: (playlist) => playlist.plays, hiddenByDefault: true },
      { id: 'created_at', header: 'Created', sortable: true, cell: (playlist) => formatDate(playlist.created_at) },
      { id: 'updated_at', header: 'Updated', sortable: true, cell: (playlist) => formatDate(playlist.updated_at), hiddenByDefault: true },
      {
        id: 'actions',
        header: 'Actions',
        alwaysVisible: true,
        className: 'w-16 text-right',
        cell: (playlist) => <EditButton name={playlist.name} onEdit={() => onEdit(playlist)} />,
      },
    ],
  };
}
