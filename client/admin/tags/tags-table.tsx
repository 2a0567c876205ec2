import { Pencil } from 'lucide-react';
import type { TableResource } from '../../ui/data-table/data-table-types';
import { iconButtonStyles } from '../../ui/button-styles';
import { useTrans } from '../../i18n/trans';
import { formatDate } from '../format-date';
import type { AdminTag } from './tag-types';

type TagActions = { onCreate: () => void; onEdit: (tag: AdminTag) => void };

function EditButton({ tag, onEdit }: { tag: AdminTag; onEdit: (tag: AdminTag) => void }) {
  const trans = useTrans();
  return (
    <button type="button" aria-label={trans('Edit :name', { name: tag.display_name })} onClick={() => onEdit(tag)} className={iconButtonStyles({ size: 'sm' })}>
      <Pencil className="size-4" aria-hidden="true" />
    </button>
  );
}

/** /admin/tags as a declaration on the data-table kit (issue 13); create and edit open a dialog. */
export function tagsTable({ onCreate, onEdit }: TagActions): TableResource<AdminTag> {
  return {
    endpoint: 'tags',
    name: 'tags',
    searchLabel: 'Search tags',
    deletable: { noun: 'tag', nounPlural: 'tags' },
    create: { label: 'Add tag', onClick: onCreate },
    emptyMessage: 'No tags yet',
    columns: [
      {
        id: 'name',
        header: 'Name',
        sortable: true,
        alwaysVisible: true,
        cell: (tag) => (
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-semibold">{tag.display_name}</span>
            <span className="truncate text-xs text-muted">{tag.name}</span>
          </span>
        ),
      },
      { id: 'tracks_count', header: 'Tracks', cell: (tag) => tag.tracks_count },
      { id: 'albums_count', header: 'Albums', cell: (tag) => tag.albums_count },
      { id: 'created_at', header: 'Created', sortable: true, cell: (tag) => formatDate(tag.created_at) },
      {
        id: 'actions',
        header: 'Actions',
        alwaysVisible: true,
        className: 'w-16 text-right',
        cell: (tag) => <EditButton tag={tag} onEdit={onEdit} />,
      },
    ],
  };
}
