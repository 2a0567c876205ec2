import { useEffect, useRef } from 'react';
import clsx from 'clsx';
import type { LyricsLine } from '../../../worker/music/music-types';
import { useTrans } from '../../i18n/trans';
import { formatDuration } from '../../layout/format-duration';
import { player } from '../player-store';
import { usePlaybackTime } from '../playback-time';
import { activeLineIndex } from './active-line';

/**
 * Timed lyrics: the line being sung is highlighted and kept in view; pressing
 * a line seeks there. Only a change of line re-renders, not every clock tick.
 */
export function SyncedLyrics({ lines }: { lines: LyricsLine[] }) {
  const trans = useTrans();
  const active = usePlaybackTime((time) => activeLineIndex(lines, time.position));
  const activeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [active]);

  return (
    <ol className="flex flex-col gap-3">
      {lines.map((line, i) => (
        <li key={i}>
          <button
            type="button"
            ref={i === active ? activeRef : undefined}
            aria-current={i === active ? 'true' : undefined}
            title={line.time === null ? undefined : trans('Play from :time', { time: formatDuration(line.time) })}
            disabled={line.time === null}
            onClick={() => line.time !== null && player.seek(line.time)}
            className={clsx(
              'text-left text-2xl font-bold leading-snug transition-colors md:text-3xl',
              'rounded-md outline-none focus-visible:ring-2 focus-visible:ring-primary',
              i === active ? 'text-fg' : i < active ? 'text-fg/60 hover:text-fg' : 'text-muted hover:text-fg',
            )}
          >
            {line.text || '♪'}
          </button>
        </li>
      ))}
    </ol>
  );
}
