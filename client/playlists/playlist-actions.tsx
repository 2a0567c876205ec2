import clsx from 'clsx';
import { Pause, Play, Share2 } from 'lucide-react';
import type { PlaylistPayload, TrackPayload } from '../../worker/music/music-types';
import { useTrans } from '../i18n/trans';
import { FollowButton } from '../music/library/follow-button';
import { shareLink } from '../music/share';
import { player, usePlayer } from '../player/player-store';
import { playlistPath } from '../routing/slug';
import { focusRing, iconButtonStyles } from '../ui/button-styles';
import { PlaylistOwnerMenu } from './playlist-owner-menu';

type PlaylistActionsProps = { playlist: PlaylistPayload; tracks: TrackPayload[]; isOwner: boolean };

/** Play (pause while this playlist plays), follow (others), share, and the owner's menu. */
export function PlaylistActions({ playlist, tracks, isOwner }: PlaylistActionsProps) {
  const trans = useTrans();
  const playingThis = usePlayer((s) => s.isPlaying && s.context?.type === 'playlist' && s.context.id === playlist.id);
  const play = () => (playingThis ? player.pause() : player.playTracks(tracks, 0, { type: 'playlist', id: playlist.id, name: playlist.name }));

  return (
    <div className="flex items-center justify-center gap-3 md:justify-start">
      <button
        type="button"
        onClick={play}
        disabled={!tracks.length}
        aria-label={playingThis ? trans('Pause :name', { name: playlist.name }) : trans('Play :name', { name: playlist.name })}
        className={clsx(
          'flex size-14 items-center justify-center rounded-full bg-primary text-on-primary shadow-lg transition hover:scale-105 disabled:opacity-50',
          focusRing,
        )}
      >
        {playingThis ? <Pause className="size-6" fill="currentColor" aria-hidden="true" /> : <Play className="size-6" fill="currentColor" aria-hidden="true" />}
      </button>
      {!isOwner && <FollowButton type="playlist" id={playlist.id} />}
      <button
        type="button"
        aria-label={trans('Share')}
        onClick={() => void shareLink(playlistPath(playlist), playlist.name)}
        className={iconButtonStyles({ size: 'lg' })}
      >
        <Share2 className="size-5" aria-hidden="true" />
      </button>
      {isOwner && <PlaylistOwnerMenu playlist={playlist} />}
    </div>
  );
}
