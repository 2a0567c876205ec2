import type { ReactNode } from 'react';

export type PlayerTrack = {
  title: string;
  /** All artists as one line, shown when `artists` is absent. */
  artist: string;
  image?: string | null;
  /** The track page; the title links there when set. */
  href?: string;
  /** Each artist linking to their page. */
  artists?: { name: string; href?: string }[];
};

export type RepeatMode = 'off' | 'all' | 'one';

/** Everything the player bar shows and the callbacks it reports through; all optional until a player is wired in. */
export type PlayerBarProps = {
  track?: PlayerTrack | null;
  isPlaying?: boolean;
  /** Seconds. */
  position?: number;
  duration?: number;
  /** 0 to 100. */
  volume?: number;
  isMuted?: boolean;
  shuffle?: boolean;
  repeat?: RepeatMode;
  /** Whether the queue panel is showing (the queue button is pressed). */
  isQueueOpen?: boolean;
  /** The lyrics page; the lyrics button links there when set. */
  lyricsHref?: string;
  onPlayPause?: () => void;
  onPrevious?: () => void;
  onNext?: () => void;
  onToggleShuffle?: () => void;
  onCycleRepeat?: () => void;
  onSeek?: (seconds: number) => void;
  onVolumeChange?: (volume: number) => void;
  onToggleMute?: () => void;
  onToggleQueue?: () => void;
  /** Opens the playback settings (normalization, crossfade); the button shows only when set. */
  onOpenPlaybackSettings?: () => void;
  /** Opens the now-playing screen: tapping or swiping up the mini player, or the bar's expand button. */
  onOpenNowPlaying?: () => void;
  /** More buttons beside the queue button (a feature's own, such as the Jam's). */
  extra?: ReactNode;
  className?: string;
};
