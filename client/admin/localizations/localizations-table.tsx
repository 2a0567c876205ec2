import { Link } from '@tanstack/react-router';
import { Languages, Pencil } from 'lucide-react';
import type { TableResource } from '../../ui/data-table/data-table-types';
import { iconButtonStyles } from '../../ui/button-styles';
import { useTrans } from '../../i18n/trans';
import { formatDate } from '../format-date';
import type { AdminLocalization } from './localization-types';

function Progress({ localization }: { localization: AdminLocalization }) {
  const trans = useTrans();
  const { translated_count: done, keys_count: total } = localization;
  const percent = total ? Math.round((done / total) * 100) : 0;
  return (
    <span className="flex min-w-32 flex-col gap-1">
      <span className="text-xs">{trans(':done of :total lines', { done, total })}</span>
      <span className="h-1.5 overflow-hidden rounded-full bg-fg/10" role="progressbar" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} aria-label={trans('Translated')}>
        <span className="block h-full bg-primary" style={{ width: `${percent}%` }} />
      </span>
    </span>
  );
}

function Actions({ localization, onRename }: { localization: AdminLocalization; onRename: (l: AdminLocalization) => void }) {
  const trans = useTrans();
  return (
    <span className="flex justify-end gap-1">
      <Link
        to="/admin/localizations/$localeId/translate"
        params={{ localeId: localization.id }}
        aria-label={trans('Translate :name', { name: localization.name })}
        className={iconButtonStyles({ size: 'sm' })}
      >
        <Languages className="size-4" aria-hidden="true" />
      </Link>
      <button type="button" aria-label={trans('Rename :name', { name: localization.name })} onClick={() => onRename(localization)} className={iconButtonStyles({ size: 'sm' })}>
        <Pencil className="size-4" aria-hidden="true" />
      </button>
    </span>
  );
}

/** /admin/localizations as a declaration on the data-table kit (issue 13). */
export function localizationsTable({ onCreate, onRename }: { onCreate: () => void; onRename: (l: AdminLocalization) => void }): TableResource<AdminLocalization> {
  return {
    endpoint: 'localizations',
    name: 'localizations',
    searchLabel: 'Search by name or code',
    rowHref: (localization) => `/admin/localizations/${localization.id}/translate`,
    deletable: { noun: 'localization', nounPlural: 'localizations' },
    create: { label: 'Add localization', onClick: onCreate },
    columns: [
      { id: 'name', header: 'Name', sortable: true, alwaysVisible: true, cell: (l) => l.name },
      { id: 'language', header: 'Language code', sortable: true, cell: (l) => <code className="text-xs">{l.language}</code> },
      { id: 'translated', header: 'Translated', cell: (l) => <Progress localization={l} /> },
      { id: 'updated_at', header: 'Updated', cell: (l) => formatDate(l.updated_at) },
      { id: 'actions', header: 'Actions', alwaysVisible: true, className: 'w-24 text-right', cell: (l) => <Actions localization={l} onRename={onRename} /> },
    ],
  };
}
