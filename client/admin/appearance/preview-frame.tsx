import { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { useTrans } from '../../i18n/trans';
import { PREVIEW_PARAM, PREVIEW_SOURCE, type PreviewToEditor } from '../../appearance/preview-messages';
import type { PreviewGroups } from './preview-groups';
import { useElementSize } from './use-element-size';

/** The width the desktop preview lays the site out at, scaled down to fit the pane. */
const DESKTOP_WIDTH = 1280;

type PreviewFrameProps = {
  /** The site's page to show, e.g. /landing. */
  path: string;
  groups: PreviewGroups;
  /** Changes when the preview must load afresh (Undo). */
  revision: number;
  phone: boolean;
};

const isAppLoaded = (event: MessageEvent, frame: HTMLIFrameElement | null) =>
  event.origin === window.location.origin &&
  !!frame &&
  event.source === frame.contentWindow &&
  (event.data as Partial<PreviewToEditor> | null)?.source === PREVIEW_SOURCE &&
  event.data.type === 'appLoaded';

/**
 * The site in a same-origin frame (docs/api/appearance.md, the preview
 * protocol). Nothing is sent before the app in it says `appLoaded`; then,
 * and after every later `appLoaded` (the frame loaded a page again), the
 * whole pending state is sent, and from there each group that changes. A
 * group that goes away reloads the frame, since the app has no message that
 * takes a value back.
 */
export function PreviewFrame({ path, groups, revision, phone }: PreviewFrameProps) {
  const trans = useTrans();
  const frame = useRef<HTMLIFrameElement>(null);
  /** What the app in the frame has been sent, by group; null until it has loaded. */
  const sent = useRef<Record<string, string> | null>(null);
  const latest = useRef(groups);
  latest.current = groups;
  const [reloads, setReloads] = useState(0);
  const pane = useRef<HTMLDivElement>(null);
  const size = useElementSize(pane);
  const scale = size.width ? Math.min(1, size.width / DESKTOP_WIDTH) : 1;

  const flush = () => {
    const target = frame.current?.contentWindow;
    if (!sent.current || !target) return;
    if (Object.keys(sent.current).some((key) => !(key in latest.current))) {
      sent.current = null;
      setReloads((n) => n + 1);
      return;
    }
    for (const [key, messages] of Object.entries(latest.current)) {
      const json = JSON.stringify(messages);
      if (sent.current[key] === json) continue;
      messages.forEach((message) => target.postMessage(message, window.location.origin));
      sent.current[key] = json;
    }
  };

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isAppLoaded(event, frame.current)) return;
      sent.current = {};
      flush();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  });

  // A new address or a reload: nothing reaches the frame until it says it has loaded.
  useEffect(() => {
    sent.current = null;
  }, [path, revision, reloads]);

  // After every render: sends the groups that changed (a cheap comparison when none did).
  useEffect(() => flush());

  return (
    <div ref={pane} className="relative flex min-h-0 flex-1 justify-center overflow-hidden">
      <iframe
        key={`${revision}-${reloads}`}
        ref={frame}
        title={trans('Site preview')}
        src={`${path}${path.includes('?') ? '&' : '?'}${PREVIEW_PARAM}=true`}
        style={phone || !size.height ? undefined : { width: DESKTOP_WIDTH, height: size.height / scale, transform: `scale(${scale})` }}
        className={clsx(
          'border-0 bg-bg',
          phone ? 'h-full w-[375px] max-w-full shrink-0 rounded-lg shadow-xl ring-1 ring-divider' : 'absolute left-0 top-0 h-full w-full origin-top-left',
        )}
      />
    </div>
  );
}
