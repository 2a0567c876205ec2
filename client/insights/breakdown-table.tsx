import type { ReactNode } from 'react';
import type { BreakdownEntry } from '../../worker/insights/insights-types';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { useTrans } from '../i18n/trans';
import { formatNumber, shortChange } from './report-format';

type BreakdownTableProps<Entry extends BreakdownEntry> = {
  /** Untranslated: "Top tracks", "Countries". */
  title: string;
  /** The counted column, untranslated: "Plays". */
  valueLabel: string;
  entries: Entry[];
  /** The name cell; the entry's label unless told (through trans: the server's "Unknown", "Direct", "Mobile"). */
  renderName?: (entry: Entry) => ReactNode;
};

/**
 * A breakdown (top tracks, countries, devices...) as a table with a bar per
 * row: the bar is decoration for sighted readers, the numbers are in cells.
 */
export function BreakdownTable<Entry extends BreakdownEntry>({ title, valueLabel, entries, renderName }: BreakdownTableProps<Entry>) {
  const trans = useTrans();
  const language = useBootstrap().i18n.language;
  const max = Math.max(1, ...entries.map((entry) => entry.value));
  return (
    <section aria-label={trans(title)} className="flex min-w-0 flex-col gap-2 rounded-lg border border-divider bg-bg-alt p-4">
      <h2 className="text-sm font-semibold">{trans(title)}</h2>
      {entries.length === 0 ? (
        <p className="py-4 text-sm text-muted">{trans('Nothing yet in this period')}</p>
      ) : (
        <table className="w-full table-fixed text-sm">
          <colgroup>
            <col />
            <col className="w-16 sm:w-24" />
            <col className="w-14" />
          </colgroup>
          <thead className="sr-only">
            <tr>
              <th scope="col">{trans('Name')}</th>
              <th scope="col">{trans(valueLabel)}</th>
              <th scope="col">{trans('Change vs previous period')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.key} className="relative">
                <th scope="row" className="relative py-1.5 pr-2 text-left font-normal">
                  <span aria-hidden="true" className="absolute inset-y-1 left-0 rounded bg-primary/15" style={{ width: `${(entry.value / max) * 100}%` }} />
                  <span className="relative block min-w-0 px-2">{renderName ? renderName(entry) : <span className="block truncate">{trans(entry.label)}</span>}</span>
                </th>
                <td className="py-1.5 text-end font-semibold tabular-nums">{formatNumber(entry.value, language)}</td>
                <td className="py-1.5 pl-2 text-end text-xs text-muted tabular-nums">{shortChange(entry.value, entry.previous, trans)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
