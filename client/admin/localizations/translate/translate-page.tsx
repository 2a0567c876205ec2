import { useEffect, useMemo, useState } from 'react';
import { Link, useBlocker } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useTrans } from '../../../i18n/trans';
import { showErrorToast } from '../../../http/server-errors';
import { buttonStyles } from '../../../ui/button-styles';
import { Checkbox } from '../../../ui/checkbox';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/toast/toast-store';
import { TableSearch } from '../../../ui/data-table/table-search';
import { TablePagination } from '../../../ui/data-table/table-pagination';
import { AdminPageHeader } from '../../layout/admin-page-header';
import { useLocalization } from '../localization-query';
import { ENGLISH, type LocalizationDetail } from '../localization-types';
import { buildRows, changedLines, filterRows } from './translation-rows';
import { TranslationField } from './translation-field';
import { useSaveLines } from './use-save-lines';

export type TranslateSearch = { query?: string; untranslated?: boolean; page?: number; perPage?: number };
type TranslatePageProps = { localeId: number; search: TranslateSearch; onSearch: (patch: Partial<TranslateSearch>) => void };

/** /admin/localizations/{localeId}/translate: both localizations loaded, with loading and error states. */
export function TranslatePage({ localeId, ...rest }: TranslatePageProps) {
  const trans = useTrans();
  const localization = useLocalization(localeId);
  const english = useLocalization(ENGLISH);
  if (localization.data && english.data) return <Translator key={localization.data.id} localization={localization.data} english={english.data.lines} {...rest} />;
  if (localization.isError || english.isError) {
    return (
      <p role="alert" className="py-16 text-center font-semibold">
        {trans('There was an issue loading this page')}
      </p>
    );
  }
  return <Spinner className="mx-auto my-16" />;
}

type TranslatorProps = Omit<TranslatePageProps, 'localeId'> & { localization: LocalizationDetail; english: Record<string, string> };

function Translator({ localization, english, search, onSearch }: TranslatorProps) {
  const trans = useTrans();
  const [edits, setEdits] = useState<Record<string, string>>({});
  const save = useSaveLines(localization);
  const rows = useMemo(() => buildRows(english, localization.lines, edits, localization.language === ENGLISH), [english, localization, edits]);
  const shown = useMemo(() => filterRows(rows, search.query ?? '', Boolean(search.untranslated)), [rows, search.query, search.untranslated]);
  const changes = useMemo(() => changedLines(rows), [rows]);
  const changedCount = Object.keys(changes).length;
  const perPage = search.perPage ?? 50;
  const page = Math.min(search.page ?? 1, Math.max(1, Math.ceil(shown.length / perPage)));
  const pageRows = shown.slice((page - 1) * perPage, page * perPage);
  useBlocker({ shouldBlockFn: () => !window.confirm(trans('Leave without saving your changes?')), enableBeforeUnload: changedCount > 0, disabled: changedCount === 0 });

  const submit = () => {
    if (!changedCount || save.isPending) return;
    save.mutate(changes, {
      onSuccess: () => (setEdits({}), toast(trans('Saved :count lines', { count: changedCount }))),
      onError: (error) => showErrorToast(error),
    });
  };
  // Ctrl+S / Cmd+S saves, wherever focus is on the page.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        submit();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <div className="flex flex-col gap-6">
      <Link to="/admin/localizations" className={buttonStyles({ variant: 'text', size: 'sm', className: '-ml-3.5 self-start' })}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {trans('Localizations')}
      </Link>
      <AdminPageHeader
        title={trans('Translate :name', { name: localization.name })}
        description={trans(':done of :total lines translated', { done: rows.filter((r) => r.translated).length, total: rows.length })}
        actions={
          <button type="button" onClick={submit} disabled={!changedCount || save.isPending} className={buttonStyles({ size: 'sm' })}>
            {changedCount ? trans('Save :count changes', { count: changedCount }) : trans('Save')}
          </button>
        }
      />
      <div className="flex flex-wrap items-center gap-4">
        <TableSearch label={trans('Search keys, English or translations')} value={search.query ?? ''} onChange={(query) => onSearch({ query: query || undefined, page: undefined })} />
        <Checkbox checked={Boolean(search.untranslated)} onChange={(e) => onSearch({ untranslated: e.target.checked || undefined, page: undefined })}>
          {trans('Only untranslated lines')}
        </Checkbox>
      </div>
      <div className="overflow-hidden rounded-lg border border-divider">
        <table className="w-full table-fixed border-collapse text-left text-sm">
          <thead className="bg-fg/5 text-xs uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className="w-2/5 px-3 py-2">{trans('English')}</th>
              <th scope="col" className="px-3 py-2">{localization.name}</th>
            </tr>
          </thead>
          <tbody>
            {pageRows.length === 0 ? (
              <tr>
                <td colSpan={2} className="px-4 py-16 text-center font-semibold">
                  {search.untranslated && !search.query ? trans('Every line is translated') : trans('No lines match your search')}
                </td>
              </tr>
            ) : (
              pageRows.map((row) => (
                <tr key={row.key} className="border-t border-divider align-top">
                  <td className="break-words px-3 py-2">
                    <span className="block">{row.english}</span>
                    {row.english !== row.key && <span className="mt-1 block text-xs text-muted">{row.key}</span>}
                  </td>
                  <td className="px-3 py-2">
                    <TranslationField row={row} onChange={(key, text) => setEdits((current) => ({ ...current, [key]: text }))} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {shown.length > 0 && (
        <TablePagination
          page={{ data: pageRows, current_page: page, per_page: perPage, total: shown.length, last_page: Math.ceil(shown.length / perPage), from: (page - 1) * perPage + 1, to: (page - 1) * perPage + pageRows.length }}
          onPage={(next) => onSearch({ page: next })}
          onPerPage={(next) => onSearch({ perPage: next, page: undefined })}
        />
      )}
    </div>
  );
}
