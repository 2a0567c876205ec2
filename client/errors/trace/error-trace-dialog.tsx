import { useState } from 'react';
import { Download, ListCollapse, ListTree } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { resolveUrl } from '../../http/api-client';
import { Dialog } from '../../ui/dialog/dialog';
import { buttonStyles } from '../../ui/button-styles';
import { SelectedFrame } from './selected-frame';
import { TraceFrameList } from './trace-frame-list';
import { firstAppFrame, isVendorGroup, type ErrorTracePayload, type TracedRequest, type TraceFrame } from './trace-types';

/** SPEC section 7: where 'Download log' leads (the latest errors, docs/api/admin.md). */
export const DOWNLOAD_LOG_PATH = 'logs/error/download-latest';

type ErrorTraceDialogProps = { error: ErrorTracePayload; request?: TracedRequest };

/**
 * SPEC section 2's error trace dialog: fullscreen, the exception class and
 * message, the stack with vendor frames folded (one button opens or folds
 * them all), the selected frame's file and failing line (no source lines:
 * see selected-frame.tsx), and 'Download log'.
 */
export function ErrorTraceDialog({ error, request }: ErrorTraceDialogProps) {
  const trans = useTrans();
  const groups = error.trace.flatMap((item, index) => (isVendorGroup(item) ? [index] : []));
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const [selected, setSelected] = useState<TraceFrame | null>(() => firstAppFrame(error.trace));
  const allOpen = groups.length > 0 && groups.every((index) => expanded.has(index));
  const toggle = (index: number) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <Dialog size="fullscreen" title={trans('An error occured')}>
      <div className="flex h-full min-h-0 flex-col gap-4">
        <div className="flex flex-wrap items-start gap-3">
          <div className="min-w-0 flex-1">
            <span className="inline-flex max-w-full truncate rounded-full bg-danger/15 px-3 py-1 font-mono text-xs font-semibold text-danger">{error.exception}</span>
            <p className="mt-2 break-words text-base font-semibold text-fg md:text-lg">{error.message}</p>
            {request && (
              <p className="mt-1 break-all font-mono text-xs text-muted">
                {request.method} {request.url} · {request.status}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            {groups.length > 0 && (
              <button
                type="button"
                onClick={() => setExpanded(allOpen ? new Set() : new Set(groups))}
                className={buttonStyles({ variant: 'outline', size: 'sm' })}
              >
                {allOpen ? <ListCollapse className="size-4" aria-hidden="true" /> : <ListTree className="size-4" aria-hidden="true" />}
                {trans(allOpen ? 'Collapse all' : 'Expand all')}
              </button>
            )}
            <a href={resolveUrl(DOWNLOAD_LOG_PATH)} download className={buttonStyles({ size: 'sm' })}>
              <Download className="size-4" aria-hidden="true" />
              {trans('Download log')}
            </a>
          </div>
        </div>
        <div className="grid min-h-0 flex-1 gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="min-h-0 overflow-y-auto md:max-h-full">
            <TraceFrameList trace={error.trace} expanded={expanded} onToggle={toggle} selected={selected?.flatIndex ?? null} onSelect={setSelected} />
          </div>
          <SelectedFrame frame={selected} />
        </div>
      </div>
    </Dialog>
  );
}
