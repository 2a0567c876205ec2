import type { TableResource } from '../../ui/data-table/data-table-types';
import { formatDate } from '../format-date';
import { StatusBadge } from '../status-badge';
import { formatCount, NameWithImage } from './catalog-cells';
import type { ArtistRow } from './catalog-rows';
import { deleteCatalogItems } from './delete-catalog-items';
import { InsightsLink } from '../../insights/insights-link';

type Option = { value: string; label: string };

/** /admin/artists on the data-table kit (issue 15). */
export const artistsTable = (genres: Option[]): TableResource<ArtistRow> => ({
  endpoint: 'artists',
  name: 'admin-artists',
  searchLabel: 'Search by name',
  rowHref: (artist) => `/admin/artists/${artist.id}/edit`,
  create: { label: 'Add artist', href: '/admin/artists/new' },
  bulkActions: [deleteCatalogItems<ArtistRow>('artist', 'artists', 'artists')],
  emptyMessage: 'No artists yet',
  filters: [
    { name: 'genre', label: 'Genre', kind: 'select', options: genres },
    { name: 'verified', label: 'Verified', kind: 'boolean', trueLabel: 'Verified', falseLabel: 'Not verified' },
  ],
  columns: [
    { id: 'name', header: 'Artist', sortable: true, alwaysVisible: true, cell: (artist) => <NameWithImage name={artist.name} image={artist.image} round /> },
    { id: 'verified', header: 'Verified', cell: (artist) => (artist.verified ? <StatusBadge tone="positive" label="Verified" /> : null) },
    { id: 'genres', header: 'Genres', hiddenByDefault: true, cell: (artist) => artist.genres.map((g) => g.display_name).join(', ') },
    { id: 'managers', header: 'Managers', cell: (artist) => artist.managers.map((m) => m.name).join(', ') },
    { id: 'plays', header: 'Plays', sortable: true, className: 'text-end tabular-nums', cell: (artist) => formatCount(artist.plays) },
    { id: 'followers', header: 'Followers', sortable: true, className: 'text-end tabular-nums', cell: (artist) => formatCount(artist.followers_count) },
    { id: 'created_at', header: 'Created', sortable: true, hiddenByDefault: true, cell: (artist) => formatDate(artist.created_at) },
    { id: 'insights', header: 'Insights', cell: (artist) => <InsightsLink type="artist" id={artist.id} area="admin" plain /> },
  ],
});
