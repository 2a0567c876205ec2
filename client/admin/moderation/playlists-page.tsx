import { useMemo } from 'react';
import { useTrans } from '../../i18n/trans';
import { DataTable } from '../../ui/data-table/data-table';
import type { ListSearch } from '../../ui/data-table/list-search';
import { openDialog } from '../../ui/dialog/dialog-store';
import { AdminPageHeader } from '../layout/admin-page-header';
import { PlaylistDialog } from './playlist-dialog';
import { playlistsTable } from './playlists-table';

/** /admin/playlists (admin.access). */
export function PlaylistsPage({ search, onSearch }: { search: ListSearch; onSearch: (patch: Partial<ListSearch>) => void }) {
  const trans = useTrans();
  const resource = useMemo(() => playlistsTable({ onEdit: (playlist) => void openDialog(PlaylistDialog, { playlist }) }), []);
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={trans('Playlists')} description={trans('Every listener’s playlists, private ones too. Featured playlists appear in their channels.')} />
      <DataTable resource={resource} search={search} onSearch={onSearch} />
    </div>
  );
}
