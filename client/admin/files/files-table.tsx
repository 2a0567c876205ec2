import { Link } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import type { TableResource } from '../../ui/data-table/data-table-types';
import { focusRing, iconButtonStyles } from '../../ui/button-styles';
import { useTrans } from '../../i18n/trans';
import { formatBytes } from '../../uploads/format-bytes';
import { formatDate } from '../format-date';
import { StatusBadge } from '../status-badge';
import { FilePreview } from './file-preview';
import { deleteFilesForever } from './delete-files';
import type { AdminFile } from './file-types';

function OwnerCell({ file }: { file: AdminFile }) {
  const trans = useTrans();
  if (!file.owner) return null;
  return (
    <Link to="/admin/users/$userId/details" params={{ userId: file.owner.id }} className={`hover:underline ${focusRing}`} aria-label={trans('Open :name', { name: file.owner.name })}>
      {file.owner.name}
    </Link>
  );
}

function DeleteButton({ file, onDeleted }: { file: AdminFile; onDeleted: () => void }) {
  const trans = useTrans();
  return (
    <button
      type="button"
      aria-label={trans('Delete :name forever', { name: file.name })}
      onClick={async () => (await deleteFilesForever([file])) && onDeleted()}
      className={iconButtonStyles({ size: 'sm', className: 'hover:text-danger' })}
    >
      <Trash2 className="size-4" aria-hidden="true" />
    </button>
  );
}

/** /admin/files as a declaration on the data-table kit (issue 13): every user's uploads, deleted forever. */
export function filesTable(onDeleted: () => void): TableResource<AdminFile> {
  return {
    endpoint: 'file-entries',
    name: 'files',
    searchLabel: 'Search by file name',
    bulkActions: [{ label: 'Delete forever', danger: true, run: deleteFilesForever }],
    emptyMessage: 'No files have been uploaded yet',
    filters: [
      { name: 'type', label: 'Type', kind: 'select', options: [{ value: 'audio', label: 'Audio' }, { value: 'image', label: 'Image' }, { value: 'other', label: 'Other' }] },
      { name: 'owner', label: 'Owner (user id)', kind: 'text', numeric: true },
    ],
    columns: [
      { id: 'preview', header: 'Preview', cell: (file) => <FilePreview file={file} /> },
      {
        id: 'name',
        header: 'Name',
        alwaysVisible: true,
        cell: (file) => (
          <span className="flex min-w-0 max-w-xs flex-col">
            <span className="truncate font-semibold" title={file.name}>
              {file.name}
            </span>
            {file.deleted_at && <StatusBadge tone="neutral" label="In the owner’s trash" />}
          </span>
        ),
      },
      { id: 'owner', header: 'Owner', cell: (file) => <OwnerCell file={file} /> },
      { id: 'file_size', header: 'Size', sortable: true, cell: (file) => formatBytes(file.file_size) },
      {
        id: 'type',
        header: 'Type',
        cell: (file) => (
          <span className="flex flex-col text-xs">
            <span>{file.mime}</span>
            {file.extension && <span className="text-muted">.{file.extension}</span>}
          </span>
        ),
      },
      { id: 'created_at', header: 'Uploaded', sortable: true, cell: (file) => formatDate(file.created_at) },
      { id: 'actions', header: 'Actions', alwaysVisible: true, className: 'w-16 text-right', cell: (file) => <DeleteButton file={file} onDeleted={onDeleted} /> },
    ],
  };
}
