import type { TableResource } from '../../ui/data-table/data-table-types';
import { trans } from '../../i18n/trans';
import { formatDate } from '../format-date';
import { bulkDelete, countOf } from './bulk-delete';
import { EditButton } from './edit-button';
import type { AdminGenre } from './moderation-types';

/** /admin/genres on the data-table kit: GET admin/genres (GET genres is the public list), DELETE genres/{ids}. */
export function genresTable({ onCreate, onEdit }: { onCreate: () => void; onEdit: (genre: AdminGenre) => void }): TableResource<AdminGenre> {
  return {
    endpoint: 'admin/genres',
    name: 'genres',
    searchLabel: 'Search genres',
    create: { label: 'Add genre', onClick: onCreate },
    emptyMessage: 'No genres yet',
    bulkActions: [
      bulkDelete(
        'genres',
        (n) => countOf(n, trans('genre'), trans('genres')),
        () => trans('Tracks and artists lose the genre; channels built on it show nothing until another genre is chosen.'),
      ),
    ],
    columns: [
      {
        id: 'name',
        header: 'Name',
        sortable: true,
        alwaysVisible: true,
        cell: (genre) => (
          <span className="flex min-w-0 items-center gap-3">
            {genre.image ? <img src={genre.image} alt="" className="size-9 shrink-0 rounded-md object-cover" /> : <span aria-hidden="true" className="size-9 shrink-0 rounded-md bg-fg/10" />}
            <span className="flex min-w-0 flex-col">
              <span className="truncate font-semibold">{genre.display_name}</span>
              <span className="truncate text-xs text-muted">{genre.name}</span>
            </span>
          </span>
        ),
      },
      { id: 'popularity', header: 'Popularity', sortable: true, cell: (genre) => genre.popularity },
      { id: 'tracks_count', header: 'Tracks', cell: (genre) => genre.tracks_count },
      { id: 'artists_count', header: 'Artists', cell: (genre) => genre.artists_count, hiddenByDefault: true },
      { id: 'created_at', header: 'Created', sortable: true, cell: (genre) => formatDate(genre.created_at) },
      {
        id: 'actions',
        header: 'Actions',
        alwaysVisible: true,
        className: 'w-16 text-right',
        cell: (genre) => <EditButton name={genre.display_name} onEdit={() => onEdit(genre)} />,
      },
    ],
  };
}
