import { useMemo } from 'react';
import { useTrans } from '../../i18n/trans';
import { DataTable } from '../../ui/data-table/data-table';
import type { ListSearch } from '../../ui/data-table/list-search';
import { openDialog } from '../../ui/dialog/dialog-store';
import { AdminPageHeader } from '../layout/admin-page-header';
import { LyricsDialog } from './lyrics-dialog';
import { lyricsTable } from './lyrics-table';

/** /admin/lyrics (admin.access). */
export function LyricsPage({ search, onSearch }: { search: ListSearch; onSearch: (patch: Partial<ListSearch>) => void }) {
  const trans = useTrans();
  const resource = useMemo(() => lyricsTable({ onCreate: () => void openDialog(LyricsDialog, {}), onEdit: (lyrics) => void openDialog(LyricsDialog, { lyrics }) }), []);
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={trans('Lyrics')} description={trans('Plain or time-tagged (LRC) lyrics; LRC lines light up as the track plays.')} />
      <DataTable resource={resource} search={search} onSearch={onSearch} />
    </div>
  );
}
