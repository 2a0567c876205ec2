export type PlayerTrack = {
  title: string;
  artist: string;
  image?: string | null;
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
  onPlayPause?: () => void;
  onPrevious?: () => void;
  onNext?: () => void;
  onToggleShuffle?: () => void;
  onCycleRepeat?: () => void;
  onSeek?: (seconds: number) => void;
  onVolumeChange?: (volume: number) => void;
  onToggleMute?: () => void;
  className?: string;
};
