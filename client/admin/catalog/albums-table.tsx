import type { FilterField, TableResource } from '../../ui/data-table/data-table-types';
import { formatDate } from '../format-date';
import { ArtistLinks, formatCount, NameWithImage } from './catalog-cells';
import type { AlbumRow } from './catalog-rows';
import { deleteCatalogItems } from './delete-catalog-items';
import { InsightsLink } from '../../insights/insights-link';

type Option = { value: string; label: string };

const TYPE_LABELS: Record<AlbumRow['type'], string> = { album: 'Album', ep: 'EP', single: 'Single' };

const albumFilters = (genres: Option[]): FilterField[] => [
  { name: 'genre', label: 'Genre', kind: 'select', options: genres },
  { name: 'artist', label: 'Artist ID', kind: 'text', numeric: true },
  { name: 'owner', label: 'Owner ID', kind: 'text', numeric: true },
  { name: 'released_from', label: 'Released from', kind: 'date' },
  { name: 'released_to', label: 'Released to', kind: 'date' },
  { name: 'plays_min', label: 'Plays from', kind: 'text', numeric: true },
  { name: 'plays_max', label: 'Plays to', kind: 'text', numeric: true },
];

/** /admin/albums on the data-table kit (issue 15). */
export const albumsTable = (genres: Option[]): TableResource<AlbumRow> => ({
  endpoint: 'albums',
  name: 'admin-albums',
  searchLabel: 'Search by name',
  rowHref: (album) => `/admin/albums/${album.id}/edit`,
  create: { label: 'Add album', href: '/admin/albums/new' },
  bulkActions: [deleteCatalogItems<AlbumRow>('album', 'albums', 'albums')],
  emptyMessage: 'No albums yet',
  filters: albumFilters(genres),
  columns: [
    { id: 'name', header: 'Album', sortable: true, alwaysVisible: true, cell: (album) => <NameWithImage name={album.name} image={album.image} /> },
    { id: 'artists', header: 'Artists', cell: (album) => <ArtistLinks artists={album.artists} /> },
    { id: 'type', header: 'Type', hiddenByDefault: true, cell: (album) => TYPE_LABELS[album.type] },
    { id: 'tracks_count', header: 'Tracks', className: 'text-end tabular-nums', cell: (album) => formatCount(album.tracks_count) },
    { id: 'plays', header: 'Plays', sortable: true, className: 'text-end tabular-nums', cell: (album) => formatCount(album.plays) },
    { id: 'owner', header: 'Owner', hiddenByDefault: true, cell: (album) => album.owner?.name ?? '' },
    { id: 'release_date', header: 'Released', sortable: true, cell: (album) => formatDate(album.release_date) },
    { id: 'created_at', header: 'Created', sortable: true, hiddenByDefault: true, cell: (album) => formatDate(album.created_at) },
    { id: 'insights', header: 'Insights', cell: (album) => <InsightsLink type="album" id={album.id} area="admin" plain /> },
  ],
});
