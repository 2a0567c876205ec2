import { useNavigate } from '@tanstack/react-router';
import type { RefObject } from 'react';
import { Menu, MenuItem, Popover, Separator, SubmenuTrigger } from 'react-aria-components';
import type { TrackPayload } from '../../worker/music/music-types';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { useTrans } from '../i18n/trans';
import { player } from '../player/player-store';
import { albumPath, artistPath, radioPath, trackPath } from '../routing/slug';
import { PlaylistSubmenu } from './add-to-playlist-items';
import { useLibraryIds } from './library/library-ids-query';
import { isInLibrary, useLibraryToggle } from './library/library-toggle';
import { shareLink } from './share';
import { canDownload, downloadTrack } from './download-track';

import { menuItemClass, menuPopoverClass, type ExtraMenuItem } from './menu-styles';

type TrackMenuProps = {
  track: TrackPayload;
  /** Row-specific actions, e.g. "Remove from this playlist". */
  extraItems?: ExtraMenuItem[];
  /** The button it opens from (TrackMenuButton's): the popover is placed against it. */
  triggerRef: RefObject<HTMLElement | null>;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The context menu of a track (issue 4): queue, playlists, navigation, library
 * and sharing. Loaded on first open by TrackMenuButton, so pages that list
 * tracks do not carry the menu widgets in their first load.
 */
export default function TrackMenu({ track, extraItems = [], triggerRef, isOpen, onOpenChange }: TrackMenuProps) {
  const trans = useTrans();
  const navigate = useNavigate();
  const bootstrap = useBootstrap();
  const { user } = bootstrap;
  const likeKind = { action: 'likes', type: 'track' } as const;
  const liked = isInLibrary(useLibraryIds(), likeKind, track.id);
  const { toggle } = useLibraryToggle(likeKind);
  const artist = track.artists[0];

  const onAction = (key: React.Key) => {
    const extra = extraItems.find((item) => item.id === key);
    if (extra) return extra.onAction();
    switch (key) {
      case 'play-next':
        return player.playNext([track]);
      case 'queue':
        return player.addToQueue([track]);
      case 'radio':
        return void navigate({ to: radioPath('track', track) });
      case 'artist':
        return artist && void navigate({ to: artistPath(artist) });
      case 'album':
        return track.album && void navigate({ to: albumPath({ ...track.album, artists: track.artists }) });
      case 'like':
        return toggle(track.id, !liked);
      case 'share':
        return void shareLink(trackPath(track), track.name);
      case 'download':
        return downloadTrack(track.id);
    }
  };

  return (
    <Popover triggerRef={triggerRef} isOpen={isOpen} onOpenChange={onOpenChange} placement="bottom end" className={menuPopoverClass}>
        <Menu aria-label={trans('Track options')} onAction={onAction} autoFocus="first" className="outline-none">
          <MenuItem id="play-next" className={menuItemClass}>{trans('Play next')}</MenuItem>
          <MenuItem id="queue" className={menuItemClass}>{trans('Add to queue')}</MenuItem>
          {user && (
            <SubmenuTrigger>
              <MenuItem id="playlists" className={menuItemClass}>
                {trans('Add to playlist')} <span aria-hidden="true">›</span>
              </MenuItem>
              <Popover className={menuPopoverClass}>
                <PlaylistSubmenu trackIds={[track.id]} newName={track.name} />
              </Popover>
            </SubmenuTrigger>
          )}
          <Separator className="my-1 h-px bg-divider" />
          <MenuItem id="radio" className={menuItemClass}>{trans('Go to track radio')}</MenuItem>
          {artist && <MenuItem id="artist" className={menuItemClass}>{trans('Go to artist')}</MenuItem>}
          {track.album && <MenuItem id="album" className={menuItemClass}>{trans('Go to album')}</MenuItem>}
          <Separator className="my-1 h-px bg-divider" />
          <MenuItem id="like" className={menuItemClass}>{liked ? trans('Remove from your library') : trans('Save to your library')}</MenuItem>
          <MenuItem id="share" className={menuItemClass}>{trans('Share')}</MenuItem>
          {canDownload(bootstrap) && <MenuItem id="download" className={menuItemClass}>{trans('Download')}</MenuItem>}
          {extraItems.map((item) => (
            <MenuItem key={item.id} id={item.id} className={menuItemClass}>{item.label}</MenuItem>
          ))}
        </Menu>
    </Popover>
  );
}
