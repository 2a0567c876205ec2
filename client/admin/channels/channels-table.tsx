import type { TableResource } from '../../ui/data-table/data-table-types';
import type { ChannelContentType, ChannelLayout, ChannelSource } from '../../../db/music-catalog';
import { trans } from '../../i18n/trans';
import { formatDate } from '../format-date';
import { StatusBadge } from '../status-badge';
import { LAYOUT_LABELS, MODEL_LABELS, SOURCE_LABELS } from './channel-values';

export type ChannelRow = {
  id: number;
  slug: string;
  name: string;
  description: string | null;
  layout: ChannelLayout;
  content_type: ChannelContentType;
  source: ChannelSource;
  public: boolean;
  is_home: boolean;
  items_count: number;
  updated_at: string;
};

/** /admin/channels on the data-table kit (issue 15): GET channels, bulk DELETE channels/{ids}. */
export const channelsTable: TableResource<ChannelRow> = {
  endpoint: 'channels',
  name: 'channels',
  searchLabel: 'Search by name or slug',
  rowHref: (channel) => `/admin/channels/${channel.id}/edit`,
  deletable: { noun: 'channel', nounPlural: 'channels' },
  create: { label: 'Add channel', href: '/admin/channels/new' },
  emptyMessage: 'No channels yet',
  filters: [
    { name: 'content_type', label: 'Content', kind: 'select', options: Object.entries(MODEL_LABELS).map(([value, label]) => ({ value, label })) },
    { name: 'public', label: 'Visibility', kind: 'boolean', trueLabel: 'Public', falseLabel: 'Hidden' },
  ],
  columns: [
    { id: 'name', header: 'Name', sortable: true, alwaysVisible: true, cell: (channel) => channel.name },
    { id: 'slug', header: 'Slug', cell: (channel) => <span className="font-mono text-xs">{channel.slug}</span> },
    { id: 'content_type', header: 'Content', cell: (channel) => trans(MODEL_LABELS[channel.content_type]) },
    { id: 'source', header: 'Source', cell: (channel) => trans(channel.source === 'manual' ? ':count picked items' : SOURCE_LABELS[channel.source], { count: channel.items_count }) },
    { id: 'layout', header: 'Layout', hiddenByDefault: true, cell: (channel) => trans(LAYOUT_LABELS[channel.layout]) },
    {
      id: 'state',
      header: 'Shown',
      cell: (channel) => (
        <span className="flex flex-wrap gap-1">
          {channel.public ? <StatusBadge tone="positive" label="Public" /> : <StatusBadge tone="neutral" label="Hidden" />}
          {channel.is_home && <StatusBadge tone="positive" label="Home page" />}
        </span>
      ),
    },
    { id: 'updated_at', header: 'Updated', sortable: true, cell: (channel) => formatDate(channel.updated_at) },
  ],
};
