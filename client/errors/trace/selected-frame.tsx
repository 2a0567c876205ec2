import { useTrans } from '../../i18n/trans';
import type { TraceFrame } from './trace-types';

/**
 * The selected frame: its function, file and failing line. SPEC section 2's
 * code snippet is not shown: the Worker runs as one bundle without its source
 * files, so the payload carries no lines to show (worker/http/error-trace.ts).
 */
export function SelectedFrame({ frame }: { frame: TraceFrame | null }) {
  const trans = useTrans();
  if (!frame) return <p className="p-4 text-sm text-muted">{trans('No stack frames were recorded for this error.')}</p>;
  return (
    <section aria-label={trans('Selected frame')} className="flex flex-col gap-3 self-start rounded-lg border border-divider bg-bg-alt p-4 font-mono text-xs">
      <p className="break-all font-semibold text-fg">{frame.method}</p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
        <dt className="text-muted">{trans('File')}</dt>
        <dd className="break-all text-fg">{frame.path.join('/')}</dd>
        <dt className="text-muted">{trans('Line')}</dt>
        <dd className="text-fg">{frame.lineNumber}</dd>
      </dl>
    </section>
  );
}
