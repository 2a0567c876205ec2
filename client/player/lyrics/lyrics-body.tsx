import { MicVocal } from 'lucide-react';
import type { LyricsPayload, TrackPayload } from '../../../worker/music/music-types';
import { useTrans } from '../../i18n/trans';
import { Spinner } from '../../ui/spinner';
import { useLyrics } from './lyrics-query';
import { SyncedLyrics } from './synced-lyrics';

const plainText = (lyrics: LyricsPayload) => lyrics.text.trim() || lyrics.lines.map((line) => line.text).join('\n');

function Empty({ title, text }: { title: string; text?: string }) {
  return (
    <div className="flex flex-col items-center gap-2 py-20 text-center">
      <MicVocal className="size-12 text-muted" aria-hidden="true" />
      <p className="text-lg font-semibold">{title}</p>
      {text && <p className="text-sm text-muted">{text}</p>}
    </div>
  );
}

/** The words of `track` (or of nothing playing), following along when they are timed; the /lyrics page and the now-playing screen show it. */
export function LyricsBody({ track }: { track: TrackPayload | null }) {
  const trans = useTrans();
  const { data: lyrics, isPending, isError } = useLyrics(track?.id);

  if (!track) return <Empty title={trans('Nothing is playing')} text={trans('Play a track to see its lyrics here.')} />;
  if (isPending) return <Spinner className="mx-auto my-20 block w-fit text-primary" />;
  if (isError) return <Empty title={trans('Lyrics could not be loaded')} text={trans('Please try again later')} />;
  if (!lyrics || (!lyrics.text.trim() && !lyrics.lines.length)) return <Empty title={trans('No lyrics for this track')} />;
  if (lyrics.synced) return <SyncedLyrics lines={lyrics.lines} />;
  return (
    <div className="flex flex-col gap-6 text-xl font-semibold leading-relaxed md:text-2xl">
      {plainText(lyrics).split(/\n\s*\n/).map((paragraph, i) => (
        <p key={i} className="whitespace-pre-line">
          {paragraph.trim()}
        </p>
      ))}
    </div>
  );
}
