import { useTrans } from '../../i18n/trans';
import { currentTrack, usePlayer } from '../player-store';
import { LyricsBody } from './lyrics-body';

/** /lyrics: the words of whatever is playing, following along when they are timed. */
export function LyricsPage() {
  const trans = useTrans();
  const track = usePlayer(currentTrack);
  return (
    <div className="mx-auto max-w-3xl py-6">
      <h1 className="text-3xl font-bold tracking-tight">{trans('Lyrics')}</h1>
      {track && (
        <p className="mt-1 truncate text-muted">
          {track.name} · {track.artists.map((artist) => artist.name).join(', ')}
        </p>
      )}
      <div className="mt-8">
        <LyricsBody track={track} />
      </div>
    </div>
  );
}
