import { useMemo, useRef, useState, type RefObject } from 'react';
import clsx from 'clsx';
import { useTrans } from '../../i18n/trans';
import { formatDuration } from '../../layout/format-duration';
import { activeLineIndex } from '../../player/lyrics/active-line';
import { parseLrc } from './lrc-lines';

/** The track's audio as the player streams it (worker/music/select/track-select.ts streamPath). */
export const streamSrc = (trackId: number) => `/api/v1/tracks/${trackId}/stream`;

/**
 * The LRC being edited, played against its track: the line sung at the
 * audio's time is highlighted as the track plays, and pressing a line seeks
 * there. Its own audio element (the admin area has no player bar), with the
 * browser's controls, which the keyboard reaches.
 */
export function LrcPreview({ trackId, text, audioRef, onTime }: { trackId: number; text: string; audioRef: RefObject<HTMLAudioElement | null>; onTime?: (time: number) => void }) {
  const trans = useTrans();
  const lines = useMemo(() => parseLrc(text), [text]);
  const [time, setTime] = useState(0);
  const active = activeLineIndex(lines, time);
  const listRef = useRef<HTMLOListElement>(null);
  const update = (value: number) => {
    setTime(value);
    onTime?.(value);
  };
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <audio
        ref={audioRef}
        src={streamSrc(trackId)}
        controls
        preload="metadata"
        aria-label={trans('Track audio')}
        onTimeUpdate={(e) => update(e.currentTarget.currentTime)}
        onSeeked={(e) => update(e.currentTarget.currentTime)}
        className="w-full"
      />
      {lines.length ? (
        <ol ref={listRef} aria-label={trans('Synced lyrics preview')} className="flex max-h-72 flex-col gap-1 overflow-y-auto rounded-md border border-fg/10 p-2">
          {lines.map((line, i) => (
            <li key={i}>
              <button
                type="button"
                aria-current={i === active ? 'true' : undefined}
                onClick={() => {
                  if (audioRef.current) audioRef.current.currentTime = line.time ?? 0;
                  update(line.time ?? 0);
                }}
                className={clsx(
                  'flex w-full gap-3 rounded px-2 py-1 text-left text-sm outline-none focus-visible:ring-2 focus-visible:ring-primary',
                  i === active ? 'bg-primary/15 font-semibold text-fg' : 'text-muted hover:text-fg',
                )}
              >
                <span className="w-10 shrink-0 text-right text-xs tabular-nums">{formatDuration(line.time)}</span>
                <span>{line.text || '♪'}</span>
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted">{trans('No time tags yet: start a line with [mm:ss.xx], or play the track and stamp lines as they are sung.')}</p>
      )}
    </div>
  );
}
