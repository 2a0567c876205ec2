import type { LyricsPayload } from '../../../worker/music/music-types';
import { useTrans } from '../../i18n/trans';
import { formatDuration } from '../../layout/format-duration';
import { QueryError } from '../../music/query-states';
import { Section } from '../section';
import { useTrackLyrics } from './track-lyrics-query';

const isEmpty = (lyrics: LyricsPayload | null | undefined): boolean => !lyrics || (!lyrics.text.trim() && !lyrics.lines.some((line) => line.text.trim()));

function Words({ lyrics }: { lyrics: LyricsPayload }) {
  const trans = useTrans();
  if (lyrics.synced && lyrics.lines.length) {
    return (
      <ol aria-label={trans('Synced lyrics')} className="flex flex-col gap-1.5">
        {lyrics.lines.map((line, i) => (
          <li key={i} className="flex gap-4 text-base">
            <span className="w-10 shrink-0 pt-0.5 text-right text-xs text-muted tabular-nums">{line.time === null ? '' : formatDuration(line.time)}</span>
            <span className="text-fg">{line.text || '♪'}</span>
          </li>
        ))}
      </ol>
    );
  }
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
  else body = <Words lyrics={data!} />;
  return <Section title={trans('Lyrics')}>{body}</Section>;
}
