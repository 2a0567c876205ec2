import { useState, type FormEvent } from 'react';
import clsx from 'clsx';
import type { ReportGranularity, ReportRangeName } from '../../worker/insights/insights-types';
import { useTrans } from '../i18n/trans';
import { buttonStyles } from '../ui/button-styles';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { MAX_REPORT_RANGE_DAYS } from './report-constants';
import { allowedGranularities, validateReportSearch, type ReportSearch } from './report-search';


type RangePickerProps = {
  search: ReportSearch;
  /** The granularity the server chose when the address names none. */
  granularity: ReportGranularity;
  onChange: (next: ReportSearch) => void;
};

/** The report's range (last 7 days, 30 days, 12 months or custom dates) and its granularity; both live in the URL. */
export function RangePicker({ search, granularity, onChange }: RangePickerProps) {
  const trans = useTrans();
  const rangeLabels: Record<ReportRangeName, string> = { '7d': trans('Last 7 days'), '30d': trans('Last 30 days'), '12m': trans('Last 12 months'), custom: trans('Custom') };
  const granularityLabels: Record<ReportGranularity, string> = { hour: trans('Hourly'), day: trans('Daily'), week: trans('Weekly'), month: trans('Monthly') };
  const range = search.range ?? '30d';
  const [customOpen, setCustomOpen] = useState(range === 'custom');
  // A granularity the new range cannot take (hours over a year) is dropped: the server picks one.
  const withRange = (next: ReportSearch) => validateReportSearch({ ...next, granularity: search.granularity });

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div role="group" aria-label={trans('Range')} className="flex flex-wrap gap-1 rounded-2xl border border-divider p-1 sm:rounded-full">
          {(['7d', '30d', '12m', 'custom'] as const).map((name) => {
            const active = name === 'custom' ? customOpen || range === 'custom' : range === name && !customOpen;
            return (
              <button
                key={name}
                type="button"
                aria-pressed={active}
                onClick={() => {
                  setCustomOpen(name === 'custom');
                  if (name !== 'custom') onChange(withRange({ range: name }));
                }}
                className={clsx(buttonStyles({ variant: active ? 'primary' : 'ghost', size: 'sm' }), 'hover:scale-100')}
              >
                {rangeLabels[name]}
              </button>
            );
          })}
        </div>
        <SelectField
          label={trans('Granularity')}
          value={search.granularity ?? granularity}
          onChange={(event) => onChange({ ...search, granularity: event.target.value as ReportGranularity })}
          className="w-40"
        >
          {allowedGranularities(search).map((name) => (
            <option key={name} value={name}>
              {granularityLabels[name]}
            </option>
          ))}
        </SelectField>
      </div>
      {customOpen && <CustomDates search={search} onApply={(start, end) => onChange(withRange({ range: 'custom', start, end }))} />}
    </div>
  );
}

/** Two dates, both included; applied together so the report loads once. */
function CustomDates({ search, onApply }: { search: ReportSearch; onApply: (start: string, end: string) => void }) {
  const trans = useTrans();
  const [start, setStart] = useState(search.start ?? '');
  const [end, setEnd] = useState(search.end ?? '');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validateReportSearch({ range: 'custom', start, end }).start) {
      setError(trans('Choose a start date on or before the end date, at most :days days apart.', { days: MAX_REPORT_RANGE_DAYS }));
      return;
    }
    setError(undefined);
    onApply(start, end);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-start gap-3" noValidate>
      <TextField type="date" label={trans('From')} value={start} onChange={(event) => setStart(event.target.value)} required className="w-44" />
      <TextField type="date" label={trans('To')} value={end} onChange={(event) => setEnd(event.target.value)} required className="w-44" error={error} />
      <button type="submit" className={clsx(buttonStyles({ size: 'sm' }), 'mt-7')}>
        {trans('Apply')}
      </button>
    </form>
  );
}
