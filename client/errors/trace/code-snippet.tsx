import clsx from 'clsx';
import { useTrans } from '../../i18n/trans';
import { frameLocation, type TraceFrame } from './trace-types';

/** The selected frame's lines of code, the failing one highlighted; just its place when the server had no source. */
export function CodeSnippet({ frame }: { frame: TraceFrame | null }) {
  const trans = useTrans();
  if (!frame) return <p className="p-4 text-sm text-muted">{trans('No stack frames were recorded for this error.')}</p>;
  const lines = Object.entries(frame.codeSnippet)
    .map(([number, text]) => ({ number: Number(number), text }))
    .sort((a, b) => a.number - b.number);
  return (
    <section aria-label={trans('Code snippet')} className="flex min-h-0 flex-col overflow-hidden rounded-lg border border-divider bg-bg-alt">
      <header className="border-b border-divider px-4 py-2 font-mono text-xs">
        <span className="font-semibold text-fg">{frame.method}</span>
        <span className="ml-2 break-all text-muted">{frameLocation(frame)}</span>
      </header>
      {lines.length ? (
        <pre className="min-h-0 flex-1 overflow-auto py-2 font-mono text-xs leading-6">
          {lines.map((line) => {
            const failing = line.number === frame.lineNumber;
            return (
              <div
                key={line.number}
                data-highlighted={failing || undefined}
                aria-current={failing ? 'true' : undefined}
                className={clsx('flex gap-4 px-4', failing ? 'bg-danger/15 text-fg' : 'text-muted')}
              >
                <span className="w-10 shrink-0 select-none text-right opacity-70">{line.number}</span>
                <code className="whitespace-pre">{line.text}</code>
              </div>
            );
          })}
        </pre>
      ) : (
        <p className="p-4 text-sm text-muted">{trans('No code snippet for this frame: the server keeps no source files.')}</p>
      )}
    </section>
  );
}
