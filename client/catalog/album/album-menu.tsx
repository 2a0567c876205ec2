import { useNavigate } from '@tanstack/react-router';
import { MoreHorizontal } from 'lucide-react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, SubmenuTrigger } from 'react-aria-components';
import type { AlbumPayload, TrackPayload } from '../../../worker/music/music-types';
import { useBootstrap } from '../../bootstrap/bootstrap-store';
import { useTrans } from '../../i18n/trans';
import { PlaylistSubmenu } from '../../music/add-to-playlist-items';
import { shareLink } from '../../music/share';
import { menuItemClass, menuPopoverClass } from '../../music/menu-styles';
import { player } from '../../player/player-store';
import { albumPath, artistPath } from '../../routing/slug';
import { iconButtonStyles } from '../../ui/button-styles';

/** The album's "more" menu: queue its tracks or add them to a playlist, go to its artist, share. */
export function AlbumMenu({ album, tracks }: { album: AlbumPayload; tracks: TrackPayload[] }) {
  const trans = useTrans();
  const navigate = useNavigate();
  const { user } = useBootstrap();
  const artist = album.artists[0];
  const onAction = (key: React.Key) => {
    switch (key) {
      case 'play-next':
        return player.playNext(tracks);
      case 'queue':
        return player.addToQueue(tracks);
      case 'artist':
        return artist && void navigate({ to: artistPath(artist) });
      case 'share':
        return void shareLink(albumPath(album), album.name);
    }
  };
  return (
    <MenuTrigger>
      <Button aria-label={trans('More options for :name', { name: album.name })} className={iconButtonStyles()}>
        <MoreHorizontal className="size-5" aria-hidden="true" />
      </Button>
      <Popover placement="bottom start" className={menuPopoverClass}>
        <Menu aria-label={trans('Album options')} onAction={onAction} className="outline-none">
          <MenuItem id="play-next" isDisabled={!tracks.length} className={menuItemClass}>{trans('Play next')}</MenuItem>
          <MenuItem id="queue" isDisabled={!tracks.length} className={menuItemClass}>{trans('Add to queue')}</MenuItem>
          {user && tracks.length > 0 && (
            <SubmenuTrigger>
              <MenuItem id="playlists" className={menuItemClass}>
                {trans('Add to playlist')} <span aria-hidden="true">›</span>
              </MenuItem>
              <Popover className={menuPopoverClass}>
                <PlaylistSubmenu trackIds={tracks.map((track) => track.id)} newName={album.name} />
              </Popover>
            </SubmenuTrigger>
          )}
          {artist && <MenuItem id="artist" className={menuItemClass}>{trans('Go to artist')}</MenuItem>}
          <MenuItem id="share" className={menuItemClass}>{trans('Share')}</MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
