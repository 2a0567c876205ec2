import clsx from 'clsx';
import { Music, Pause, Play } from 'lucide-react';
import type { NamedRef, TrackPayload } from '../../../worker/music/music-types';
import { useTrans } from '../../i18n/trans';
import { formatDuration } from '../../layout/format-duration';
import { SeekBar } from '../../layout/seek-bar';
import { artistPath } from '../../routing/slug';
import { focusRing } from '../../ui/button-styles';
import { currentTrack, player, usePlayer, type QueueContext } from '../player-store';
import { usePlaybackTime } from '../playback-time';
import { usePlayToggle } from '../use-play-toggle';
import { useAudioEngine } from '../use-audio-engine';
import { usePlayerShortcuts } from '../use-player-shortcuts';

type EmbedPlayerProps = {
  /** The track's or album's name, linking to its page on the full site. */
  title: string;
  href: string;
  artists: NamedRef[];
  image: string | null;
  tracks: TrackPayload[];
  context: QueueContext;
  /** Albums list their tracks under the player. */
  showTrackList?: boolean;
};

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
const linkClass = clsx('rounded-sm hover:underline', focusRing);

/**
 * The compact player shown inside other sites' iframes: cover, title, artists,
 * play/pause and seek, and for albums the track list. It drives the same
 * player store and audio engine as the app, without saving a queue.
 */
export function EmbedPlayer({ title, href, artists, image, tracks, context, showTrackList = false }: EmbedPlayerProps) {
  const trans = useTrans();
  useAudioEngine();
  usePlayerShortcuts();
  const current = usePlayer(currentTrack);
  const isPlaying = usePlayer((s) => s.isPlaying);
  const { position, duration } = usePlaybackTime();
  // Whether what the store holds was started from this embed.
  const { current: holds, toggle: pressPlay } = usePlayToggle(context, () => player.playTracks(tracks, 0, context));
  const ours = holds && !!current;
  const shown = ours ? current : tracks[0];

  const playAt = (i: number) => {
    if (ours && current.id === tracks[i]?.id) player.toggle();
    else player.playTracks(tracks, i, context);
  };
  const playable = tracks.some((track) => track.src);

  return (
    <div className="flex h-dvh flex-col overflow-hidden bg-bg text-fg">
      <div className="flex min-h-0 shrink-0 gap-4 p-3 sm:p-4">
        {image ? (
          <img src={image} alt="" className="size-24 shrink-0 rounded-md object-cover shadow sm:size-32" />
        ) : (
          <div className="flex size-24 shrink-0 items-center justify-center rounded-md bg-chip text-muted sm:size-32">
            <Music className="size-10" aria-hidden="true" />
          </div>
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <h1 className="truncate text-lg font-bold">
            <a href={href} {...external} className={linkClass}>
              {title}
            </a>
          </h1>
          <p className="truncate text-sm text-muted">
            {artists.map((artist, i) => (
              <span key={artist.id}>
                {i > 0 && ', '}
                <a href={artistPath(artist)} {...external} className={linkClass}>
                  {artist.name}
                </a>
              </span>
            ))}
          </p>
          {showTrackList && shown && <p className="truncate text-xs text-muted">{shown.name}</p>}
          <div className="mt-auto flex items-center gap-3 pt-2">
            <button
              type="button"
              aria-label={ours && isPlaying ? trans('Pause') : trans('Play')}
              disabled={!playable}
              onClick={pressPlay}
              className={clsx(
                'inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-on-primary shadow transition hover:scale-105',
                'disabled:pointer-events-none disabled:opacity-40',
                focusRing,
              )}
            >
              {ours && isPlaying ? (
                <Pause className="size-5 fill-current" aria-hidden="true" />
              ) : (
                <Play className="ml-0.5 size-5 fill-current" aria-hidden="true" />
              )}
            </button>
            <SeekBar
              position={ours ? position : 0}
              duration={ours ? duration || current.duration / 1000 : (shown?.duration ?? 0) / 1000}
              onSeek={player.seek}
              isDisabled={!ours}
              className="min-w-0 flex-1"
            />
          </div>
        </div>
      </div>

      {showTrackList && (
        <ol aria-label={trans('Tracks')} className="min-h-0 flex-1 overflow-y-auto border-t border-divider py-1">
          {tracks.map((track, i) => {
            const active = ours && current.id === track.id;
            return (
              <li key={track.id}>
                <button
                  type="button"
                  aria-current={active ? 'true' : undefined}
                  disabled={!track.src}
                  onClick={() => playAt(i)}
                  className={clsx(
                    'flex w-full items-center gap-3 px-4 py-1.5 text-left text-sm transition-colors hover:bg-fg/5 disabled:opacity-40',
                    focusRing,
                  )}
                >
                  <span className="w-6 shrink-0 text-right tabular-nums text-muted">
                    {active && isPlaying ? <Pause className="ml-auto size-3.5 fill-current text-primary" aria-hidden="true" /> : (track.number ?? i + 1)}
                  </span>
                  <span className={clsx('min-w-0 flex-1 truncate', active ? 'font-semibold text-primary' : 'text-fg')}>{track.name}</span>
                  <span className="shrink-0 tabular-nums text-muted">{formatDuration(track.duration / 1000)}</span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
