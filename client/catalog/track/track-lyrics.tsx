import clsx from 'clsx';
import type { LyricsLine, LyricsPayload } from '../../../worker/music/music-types';
import { useTrans } from '../../i18n/trans';
import { formatDuration } from '../../layout/format-duration';
import { QueryError } from '../../music/query-states';
import { activeLineIndex } from '../../player/lyrics/active-line';
import { currentTrack, usePlayer } from '../../player/player-store';
import { usePlaybackTime } from '../../player/playback-time';
import { Section } from '../section';
import { useTrackLyrics } from './track-lyrics-query';

const isEmpty = (lyrics: LyricsPayload | null | undefined): boolean => !lyrics || (!lyrics.text.trim() && !lyrics.lines.some((line) => line.text.trim()));

/**
 * Timed lines with their times. While this track is the player's current one
 * the line being sung is marked, as on /lyrics, without scrolling the page.
 */
function TimedLines({ trackId, lines }: { trackId: number; lines: LyricsLine[] }) {
  const trans = useTrans();
  const isPlaying = usePlayer((s) => currentTrack(s)?.id === trackId);
  const active = usePlaybackTime((time) => (isPlaying ? activeLineIndex(lines, time.position) : -1));
  return (
    <ol aria-label={trans('Synced lyrics')} className="flex flex-col gap-1.5">
      {lines.map((line, i) => (
        <li key={i} aria-current={i === active ? 'true' : undefined} className="flex gap-4 text-base">
          <span className="w-10 shrink-0 pt-0.5 text-right text-xs text-muted tabular-nums">{line.time === null ? '' : formatDuration(line.time)}</span>
          <span className={clsx(i === active ? 'font-semibold text-primary' : 'text-fg')}>{line.text || '♪'}</span>
        </li>
      ))}
    </ol>
  );
}

function Words({ trackId, lyrics }: { trackId: number; lyrics: LyricsPayload }) {
  if (lyrics.synced && lyrics.lines.length) return <TimedLines trackId={trackId} lines={lyrics.lines} />;
  const text = lyrics.text.trim() || lyrics.lines.map((line) => line.text).join('\n');
  return (
    <div className="flex flex-col gap-4 text-base leading-relaxed text-fg">
      {text.split(/\n\s*\n/).map((paragraph, i) => (
        <p key={i} className="whitespace-pre-line">
          {paragraph.trim()}
        </p>
      ))}
    </div>
  );
}

/** A track's lyrics: timed lines with their times, or plain text; "No lyrics" when it has none. */
export function TrackLyrics({ trackId, hasLyrics }: { trackId: number; hasLyrics: boolean }) {
  const trans = useTrans();
  const { data, isPending, error, refetch } = useTrackLyrics(trackId, hasLyrics);
  let body;
  if (!hasLyrics) body = <p className="text-sm text-muted">{trans('No lyrics')}</p>;
  else if (isPending) body = <div aria-busy="true" aria-label={trans('Loading')} className="h-32 max-w-md animate-pulse rounded-md bg-fg/5" />;
  else if (error) body = <QueryError error={error} onRetry={() => void refetch()} />;
  else if (isEmpty(data)) body = <p className="text-sm text-muted">{trans('No lyrics')}</p>;
  else body = <Words trackId={trackId} lyrics={data!} />;
  return <Section title={trans('Lyrics')}>{body}</Section>;
}
