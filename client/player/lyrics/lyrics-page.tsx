import type { ReactNode } from 'react';
import { MicVocal } from 'lucide-react';
import type { LyricsPayload } from '../../../worker/music/music-types';
import { useTrans } from '../../i18n/trans';
import { Spinner } from '../../ui/spinner';
import { currentTrack, usePlayer } from '../player-store';
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

/** /lyrics: the words of whatever is playing, following along when they are timed. */
export function LyricsPage() {
  const trans = useTrans();
  const track = usePlayer(currentTrack);
  const { data: lyrics, isPending, isError } = useLyrics(track?.id);

  let body: ReactNode;
  if (!track) body = <Empty title={trans('Nothing is playing')} text={trans('Play a track to see its lyrics here.')} />;
  else if (isPending) body = <Spinner className="mx-auto my-20 block w-fit text-primary" />;
  else if (isError) body = <Empty title={trans('Lyrics could not be loaded')} text={trans('Please try again later')} />;
  else if (!lyrics || (!lyrics.text.trim() && !lyrics.lines.length))
    body = <Empty title={trans('No lyrics for this track')} />;
  else if (lyrics.synced) body = <SyncedLyrics lines={lyrics.lines} />;
  else
    body = (
      <div className="flex flex-col gap-6 text-xl font-semibold leading-relaxed md:text-2xl">
        {plainText(lyrics).split(/\n\s*\n/).map((paragraph, i) => (
          <p key={i} className="whitespace-pre-line">
            {paragraph.trim()}
          </p>
        ))}
      </div>
    );

  return (
    <div className="mx-auto max-w-3xl py-6">
      <h1 className="text-3xl font-bold tracking-tight">{trans('Lyrics')}</h1>
      {track && (
        <p className="mt-1 truncate text-muted">
          {track.name} · {track.artists.map((artist) => artist.name).join(', ')}
        </p>
      )}
      <div className="mt-8">{body}</div>
    </div>
  );
}
