import { Share2 } from 'lucide-react';
import type { PlaylistPayload, TrackPayload } from '../../worker/music/music-types';
import { useTrans } from '../i18n/trans';
import { FollowButton } from '../music/library/follow-button';
import { PlayButton } from '../music/play-button';
import { shareLink } from '../music/share';
import { player } from '../player/player-store';
import { playlistPath } from '../routing/slug';
import { iconButtonStyles } from '../ui/button-styles';
import { PlaylistOwnerMenu } from './playlist-owner-menu';
import { DownloadButton } from '../offline/download-button';

type PlaylistActionsProps = { playlist: PlaylistPayload; tracks: TrackPayload[]; isOwner: boolean };

/** Play (pause while this playlist plays, resume where it was), follow (others), share, and the owner's menu. */
export function PlaylistActions({ playlist, tracks, isOwner }: PlaylistActionsProps) {
  const trans = useTrans();
  const context = { type: 'playlist', id: playlist.id, name: playlist.name } as const;

  return (
    <div className="flex items-center justify-center gap-3 md:justify-start">
      <PlayButton name={playlist.name} context={context} isDisabled={!tracks.length} onStart={() => player.playTracks(tracks, 0, context)} />
      {!isOwner && <FollowButton type="playlist" id={playlist.id} />}
      <button
        type="button"
        aria-label={trans('Share')}
        onClick={() => void shareLink(playlistPath(playlist), playlist.name)}
        className={iconButtonStyles({ size: 'lg' })}
      >
        <Share2 className="size-5" aria-hidden="true" />
      </button>
      {tracks.length > 0 && !playlist.rules && <DownloadButton kind="playlist" id={playlist.id} />}
      {isOwner && <PlaylistOwnerMenu playlist={playlist} />}
    </div>
  );
}
