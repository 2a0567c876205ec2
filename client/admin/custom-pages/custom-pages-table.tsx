import type { TableResource } from '../../ui/data-table/data-table-types';
import { formatDate } from '../format-date';
import { StatusBadge } from '../status-badge';
import type { AdminPageRow } from './custom-page-types';

/** /admin/custom-pages as a declaration on the data-table kit (issue 13). */
export const customPagesTable: TableResource<AdminPageRow> = {
  endpoint: 'custom-pages',
  name: 'custom-pages',
  searchLabel: 'Search by title',
  rowHref: (page) => `/admin/custom-pages/${page.id}/edit`,
  deletable: { noun: 'page', nounPlural: 'pages' },
  create: { label: 'Add page', href: '/admin/custom-pages/new' },
  emptyMessage: 'No pages yet',
  columns: [
    { id: 'title', header: 'Title', sortable: true, alwaysVisible: true, cell: (page) => page.title },
    { id: 'slug', header: 'Address', sortable: true, cell: (page) => <span className="text-muted">/pages/{page.slug}</span> },
    { id: 'hide_nav', header: 'Navigation', hiddenByDefault: true, cell: (page) => (page.hide_nav ? <StatusBadge tone="neutral" label="Hidden" /> : null) },
    { id: 'updated_at', header: 'Updated', sortable: true, cell: (page) => formatDate(page.updated_at) },
  ],
};
