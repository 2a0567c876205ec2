import clsx from 'clsx';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { focusRing } from '../../ui/button-styles';
import { frameLocation, isVendorGroup, type TraceFrame, type TraceItem } from './trace-types';

type TraceFrameListProps = {
  trace: TraceItem[];
  /** Indexes (in `trace`) of the vendor groups shown open. */
  expanded: Set<number>;
  onToggle: (groupIndex: number) => void;
  selected: number | null;
  onSelect: (frame: TraceFrame) => void;
};

/** The stack, the app's frames first-class and each run of vendor frames folded into 'N vendor frames'. */
export function TraceFrameList({ trace, expanded, onToggle, selected, onSelect }: TraceFrameListProps) {
  const trans = useTrans();
  const frameButton = (frame: TraceFrame, vendor: boolean) => (
    <button
      type="button"
      aria-pressed={frame.flatIndex === selected}
      onClick={() => onSelect(frame)}
      className={clsx(
        'flex w-full flex-col items-start gap-0.5 rounded-md px-3 py-2 text-left font-mono text-xs transition-colors',
        frame.flatIndex === selected ? 'bg-primary/15 text-fg' : 'hover:bg-fg/5',
        vendor && 'opacity-80',
        focusRing,
      )}
    >
      <span className="font-semibold text-fg">{frame.method}</span>
      <span className="break-all text-muted">{frameLocation(frame)}</span>
    </button>
  );

  return (
    <ol aria-label={trans('Stack frames')} className="flex flex-col gap-1">
      {trace.map((item, index) => {
        if (!isVendorGroup(item)) return <li key={`f${item.flatIndex}`}>{frameButton(item, false)}</li>;
        const open = expanded.has(index);
        const Icon = open ? ChevronDown : ChevronRight;
        return (
          <li key={`g${index}`} className="rounded-md border border-dashed border-divider">
            <button
              type="button"
              aria-expanded={open}
              onClick={() => onToggle(index)}
              className={clsx('flex w-full items-center gap-2 px-3 py-2 text-left text-xs font-semibold text-muted hover:text-fg', focusRing)}
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {item.items.length === 1 ? trans('1 vendor frame') : trans(':count vendor frames', { count: item.items.length })}
            </button>
            {open && (
              <ol className="flex flex-col gap-1 px-1 pb-1">
                {item.items.map((frame) => (
                  <li key={`f${frame.flatIndex}`}>{frameButton(frame, true)}</li>
                ))}
              </ol>
            )}
          </li>
        );
      })}
    </ol>
  );
}
