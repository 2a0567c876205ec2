import type { PlaysReport, TopTrackEntry } from '../../worker/insights/insights-types';
import { useTrans } from '../i18n/trans';
import { BreakdownTable } from './breakdown-table';
import { ComparedFigureTile } from './compared-figure';
import { CountryLabel } from './country-label';
import { cityCountry } from './location-keys';
import { ImageName } from './image-name';
import { SeriesChart } from './series-chart';

/** Nothing was played in the period: the empty state says so instead of a page of zeros. */
export const noPlays = (report: PlaysReport) => report.plays.value === 0;

/** A PlaysReport (a subject's insights or the admin plays report): figures, the chart, and each breakdown. */
export function PlaysReportView({ report }: { report: PlaysReport }) {
  const trans = useTrans();
  const subjectType = report.subject?.type;
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <ComparedFigureTile label="Plays" phrase={(count, one) => trans(one ? ':count play' : ':count plays', { count })} figure={report.plays} />
        <ComparedFigureTile label="Unique listeners" phrase={(count, one) => trans(one ? ':count listener' : ':count listeners', { count })} figure={report.listeners} />
      </dl>
      <section aria-label={trans('Plays over time')} className="rounded-lg border border-divider bg-bg-alt p-4">
        <h2 className="mb-2 text-sm font-semibold">{trans('Plays over time')}</h2>
        <SeriesChart series={report.plays} granularity={report.frame.granularity} label={trans('Plays')} />
      </section>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {subjectType !== 'track' && (
          <BreakdownTable<TopTrackEntry>
            title="Top tracks"
            valueLabel="Plays"
            entries={report.top_tracks}
            renderName={(entry) => <ImageName image={entry.image} name={entry.label} detail={entry.artists.map((artist) => artist.name).join(', ')} />}
          />
        )}
        {(subjectType === 'artist' || subjectType === undefined) && (
          <BreakdownTable title="Top albums" valueLabel="Plays" entries={report.top_albums} renderName={(entry) => <ImageName image={entry.image} name={entry.label} />} />
        )}
        <BreakdownTable title="Countries" valueLabel="Plays" entries={report.countries} renderName={(entry) => <CountryLabel code={entry.key} label={entry.label} isCountry />} />
        <BreakdownTable title="Cities" valueLabel="Plays" entries={report.cities} renderName={(entry) => <CountryLabel code={cityCountry(entry.key)} label={entry.label} />} />
        <BreakdownTable title="Devices" valueLabel="Plays" entries={report.devices} />
        <BreakdownTable title="Platforms" valueLabel="Plays" entries={report.platforms} />
        <BreakdownTable title="Browsers" valueLabel="Plays" entries={report.browsers} />
      </div>
    </div>
  );
}
