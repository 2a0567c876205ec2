// The one module that imports uPlot: series-chart.tsx loads it with a dynamic
// import, so only the insights and report chunks download it (docs/decisions/001).
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export type UplotChartProps = {
  /** Bucket starts in seconds, already in the reader's time zone (shown as UTC). */
  times: number[];
  current: number[];
  previous: number[];
  labels: { current: string; previous: string };
  /** A sparkline: no axes, legend or cursor. */
  compact?: boolean;
};

/** A theme colour at draw time, so a switch between light and dark repaints in the new theme. */
const themeColor = (variable: string, alpha = 1) => () => {
  const rgb = getComputedStyle(document.documentElement).getPropertyValue(variable).trim() || '128 128 128';
  return `rgb(${rgb} / ${alpha})`;
};

/** Counts are whole: the value axis steps by 1, 2, 5, 10, 20, 50... never 0.5. */
const COUNT_STEPS = Array.from({ length: 10 }, (_, power) => [1, 2, 5].map((step) => step * 10 ** power)).flat();

const canDraw = () => Boolean(document.createElement('canvas').getContext?.('2d'));

/** The plays (or views) line over the previous period's, dashed, on one time axis. */
export default function UplotChart({ times, current, previous, labels, compact = false }: UplotChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    // Without a 2D canvas (an old or headless browser) the table view still carries the numbers.
    if (!element || !canDraw()) return;
    const height = compact ? 56 : 260;
    const axis = { stroke: themeColor('--be-foreground-base', 0.62), grid: { stroke: themeColor('--be-foreground-base', 0.08) }, ticks: { show: false } };
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 120),
        height,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        legend: { show: !compact },
        cursor: { show: !compact, drag: { x: false, y: false } },
        scales: { y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        axes: compact ? [{ show: false }, { show: false }] : [axis, { ...axis, size: 56, incrs: COUNT_STEPS }],
        series: [
          {},
          { label: labels.current, stroke: themeColor('--be-primary'), fill: themeColor('--be-primary', 0.12), width: 2, points: { show: false } },
          { label: labels.previous, stroke: themeColor('--be-foreground-base', 0.45), dash: [6, 4], width: 1.5, points: { show: false } },
        ],
      },
      [times, current, previous],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 120), height }));
    resize.observe(element);
    // Themes set their variables on <html>: repaint when they change.
    const themes = new MutationObserver(() => chart.redraw(false));
    themes.observe(document.documentElement, { attributes: true, attributeFilter: ['style', 'class'] });
    return () => {
      resize.disconnect();
      themes.disconnect();
      chart.destroy();
    };
  }, [times, current, previous, labels, compact]);
  return <div ref={box} className="w-full text-xs text-muted [&_.u-legend]:text-fg" />;
}
