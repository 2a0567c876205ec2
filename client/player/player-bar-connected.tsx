import { useMemo } from 'react';
import type { TrackPayload } from '../../worker/music/music-types';
import { PlayerBar } from '../layout/player-bar';
import type { PlayerTrack } from '../layout/player-types';
import { artistPath, trackPath } from '../routing/slug';
import { currentTrack, player, usePlayer } from './player-store';
import { getPlaybackTime, usePlaybackTime } from './playback-time';
import { toggleQueuePanel, useQueuePanelOpen } from './queue-panel/queue-panel-store';
import { usePlayerDefaults } from './player-defaults';

export function toPlayerTrack(track: TrackPayload): PlayerTrack {
  return {
    title: track.name,
    artist: track.artists.map((artist) => artist.name).join(', '),
    image: track.image,
    href: trackPath(track),
    artists: track.artists.map((artist) => ({ name: artist.name, href: artistPath(artist) })),
  };
}

const previous = () => player.previous(getPlaybackTime().position);
const next = () => player.next();

/** The player bar driven by the player store and the playback clock. */
export function ConnectedPlayerBar() {
  const track = usePlayer(currentTrack);
  const isPlaying = usePlayer((s) => s.isPlaying);
  const shuffle = usePlayer((s) => s.shuffle);
  const repeat = usePlayer((s) => s.repeat);
  const volume = usePlayer((s) => s.volume);
  const muted = usePlayer((s) => s.muted);
  const { position, duration } = usePlaybackTime();
  const queueOpen = useQueuePanelOpen();
  // The admin may hide the lyrics and queue buttons (settings subpage "Player").
  const { hide_lyrics: hideLyrics, hide_queue: hideQueue } = usePlayerDefaults();
  const shown = useMemo(() => (track ? toPlayerTrack(track) : null), [track]);

  return (
    <PlayerBar
      track={shown}
      isPlaying={isPlaying}
      position={position}
      duration={duration || (track ? track.duration / 1000 : 0)}
      volume={volume}
      isMuted={muted}
      shuffle={shuffle}
      repeat={repeat}
      isQueueOpen={queueOpen}
      lyricsHref={hideLyrics ? undefined : '/lyrics'}
      onPlayPause={player.toggle}
      onPrevious={previous}
      onNext={next}
      onToggleShuffle={player.toggleShuffle}
      onCycleRepeat={player.cycleRepeat}
      onSeek={player.seek}
      onVolumeChange={player.setVolume}
      onToggleMute={player.toggleMute}
      onToggleQueue={hideQueue ? undefined : toggleQueuePanel}
    />
  );
}
