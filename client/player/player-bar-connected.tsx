import { useMemo, type ReactNode } from 'react';
import type { TrackPayload } from '../../worker/music/music-types';
import { PlayerBar } from '../layout/player-bar';
import type { PlayerTrack } from '../layout/player-types';
import { artistPath, trackPath } from '../routing/slug';
import { openPlaybackSettings } from './playback-settings/open-playback-settings';
import { useNowPlayingScreen } from './now-playing/now-playing-history';
import { currentTrack, player, usePlayer } from './player-store';
import { toggleQueuePanel, useQueuePanelOpen } from './queue-panel/queue-panel-store';
import { usePlayerDefaults } from './player-defaults';
import { usePlaybackControls, useTrackTime } from './use-playback-controls';

export function toPlayerTrack(track: TrackPayload): PlayerTrack {
  return {
    title: track.name,
    artist: track.artists.map((artist) => artist.name).join(', '),
    image: track.image,
    href: trackPath(track),
    artists: track.artists.map((artist) => ({ name: artist.name, href: artistPath(artist) })),
  };
}

/** The player bar driven by the player store and the playback clock; it opens the now-playing screen. */
export function ConnectedPlayerBar({ extra }: { extra?: ReactNode }) {
  const track = usePlayer(currentTrack);
  const controls = usePlaybackControls();
  const volume = usePlayer((s) => s.volume);
  const muted = usePlayer((s) => s.muted);
  const { position, duration } = useTrackTime();
  const queueOpen = useQueuePanelOpen();
  const nowPlaying = useNowPlayingScreen();
  // The admin may hide the lyrics and queue buttons (settings subpage "Player").
  const { hide_lyrics: hideLyrics, hide_queue: hideQueue } = usePlayerDefaults();
  const shown = useMemo(() => (track ? toPlayerTrack(track) : null), [track]);

  return (
    <PlayerBar
      {...controls}
      track={shown}
      position={position}
      duration={duration}
      volume={volume}
      isMuted={muted}
      isQueueOpen={queueOpen}
      lyricsHref={hideLyrics ? undefined : '/lyrics'}
      onVolumeChange={player.setVolume}
      onToggleMute={player.toggleMute}
      onToggleQueue={hideQueue ? undefined : toggleQueuePanel}
      onOpenNowPlaying={nowPlaying.open}
      onOpenPlaybackSettings={openPlaybackSettings}
      extra={extra}
    />
  );
}
