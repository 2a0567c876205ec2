import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { ComparedFigure } from '../../worker/insights/insights-types';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { useTrans } from '../i18n/trans';
import { changePercent, describeChange, formatNumber } from './report-format';

type ComparedFigureTileProps = {
  /** The tile's title, untranslated: "Plays". */
  label: string;
  /** The counted phrase, translated: `(count, one) => trans(one ? ':count play' : ':count plays', {count})`. */
  phrase: (count: string, one: boolean) => string;
  figure: ComparedFigure;
  /** A small chart under the figure (the overview's trend tiles). */
  children?: ReactNode;
};

/** A figure with its comparison, read in one go: "1,234 plays, +12% vs previous period". */
export function ComparedFigureTile({ label, phrase, figure, children }: ComparedFigureTileProps) {
  const trans = useTrans();
  const language = useBootstrap().i18n.language;
  const change = changePercent(figure.value, figure.previous);
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-lg border border-divider bg-bg-alt p-4">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{trans(label)}</dt>
      <dd className="flex flex-col gap-1">
        <span aria-hidden="true" className="text-2xl font-bold tabular-nums">{formatNumber(figure.value, language)}</span>
        <span className={clsx('text-sm', change === null || change === 0 ? 'text-muted' : change > 0 ? 'text-positive' : 'text-danger')}>
          {phrase(formatNumber(figure.value, language), figure.value === 1)}, {describeChange(figure.value, figure.previous, trans)}
        </span>
        {children}
      </dd>
    </div>
  );
}
