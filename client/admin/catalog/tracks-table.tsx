import type { FilterField, TableResource } from '../../ui/data-table/data-table-types';
import { formatDuration } from '../../layout/format-duration';
import { formatDate } from '../format-date';
import { StatusBadge } from '../status-badge';
import { ArtistLinks, formatCount, NameWithImage } from './catalog-cells';
import type { TrackRow } from './catalog-rows';
import { deleteCatalogItems } from './delete-catalog-items';
import { InsightsLink } from '../../insights/insights-link';

type Option = { value: string; label: string };

/** The filters of GET tracks (docs/api/catalog-admin.md); genres come from the server. */
export const trackFilters = (genres: Option[]): FilterField[] => [
  { name: 'genre', label: 'Genre', kind: 'select', options: genres },
  { name: 'artist', label: 'Artist ID', kind: 'text', numeric: true },
  { name: 'owner', label: 'Owner ID', kind: 'text', numeric: true },
  { name: 'released_from', label: 'Released from', kind: 'date' },
  { name: 'released_to', label: 'Released to', kind: 'date' },
  { name: 'created_from', label: 'Created from', kind: 'date' },
  { name: 'created_to', label: 'Created to', kind: 'date' },
  { name: 'plays_min', label: 'Plays from', kind: 'text', numeric: true },
  { name: 'plays_max', label: 'Plays to', kind: 'text', numeric: true },
];

/** /admin/tracks on the data-table kit (issue 15). */
export const tracksTable = (genres: Option[]): TableResource<TrackRow> => ({
  endpoint: 'tracks',
  name: 'admin-tracks',
  searchLabel: 'Search by name',
  rowHref: (track) => `/admin/tracks/${track.id}/edit`,
  create: { label: 'Add track', href: '/admin/tracks/new' },
  bulkActions: [deleteCatalogItems<TrackRow>('track', 'tracks', 'tracks')],
  emptyMessage: 'No tracks yet',
  filters: trackFilters(genres),
  columns: [
    { id: 'name', header: 'Track', sortable: true, alwaysVisible: true, cell: (track) => <NameWithImage name={track.name} image={track.image ?? track.album?.image ?? null} /> },
    { id: 'artists', header: 'Artists', cell: (track) => <ArtistLinks artists={track.artists} /> },
    { id: 'album', header: 'Album', cell: (track) => track.album?.name ?? '' },
    { id: 'genres', header: 'Genres', hiddenByDefault: true, cell: (track) => track.genres.map((g) => g.display_name).join(', ') },
    { id: 'plays', header: 'Plays', sortable: true, className: 'text-end tabular-nums', cell: (track) => formatCount(track.plays) },
    { id: 'duration', header: 'Duration', className: 'tabular-nums', cell: (track) => formatDuration(track.duration / 1000) },
    { id: 'explicit', header: 'Explicit', hiddenByDefault: true, cell: (track) => (track.explicit ? <StatusBadge tone="neutral" label="Explicit" /> : null) },
    { id: 'owner', header: 'Owner', hiddenByDefault: true, cell: (track) => track.owner?.name ?? '' },
    { id: 'release_date', header: 'Released', sortable: true, cell: (track) => formatDate(track.release_date) },
    { id: 'created_at', header: 'Created', sortable: true, hiddenByDefault: true, cell: (track) => formatDate(track.created_at) },
    { id: 'insights', header: 'Insights', cell: (track) => <InsightsLink type="track" id={track.id} area="admin" plain /> },
  ],
});
