import type { Key } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { MoreHorizontal } from 'lucide-react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import type { PlaylistPayload } from '../../worker/music/music-types';
import { showErrorToast } from '../http/server-errors';
import { useTrans } from '../i18n/trans';
import { menuItemClass, menuPopoverClass } from '../music/menu-styles';
import { playlistPath } from '../routing/slug';
import { iconButtonStyles } from '../ui/button-styles';
import { ConfirmDialog } from '../ui/dialog/confirm-dialog';
import { openDialog } from '../ui/dialog/dialog-store';
import { toast } from '../ui/toast/toast-store';
import { useDeletePlaylist } from './delete-playlist';
import { PlaylistFormDialog } from './playlist-form-dialog';
import { useUpdatePlaylist } from './save-playlist';
import { downloadNsp } from './smart/nsp-file';
import { SmartPlaylistDialog } from './smart/smart-playlist-dialog';

/** The owner's actions: edit details (and a smart playlist's rules, or export them as .nsp), make public or private, delete. */
export function PlaylistOwnerMenu({ playlist }: { playlist: PlaylistPayload }) {
  const trans = useTrans();
  const navigate = useNavigate();
  const update = useUpdatePlaylist(playlist.id);
  const remove = useDeletePlaylist(playlist.id, () => navigate({ to: '/library/playlists' }));

  const edit = async () => {
    const saved = await openDialog<PlaylistPayload>(PlaylistFormDialog, { playlist });
    if (!saved) return;
    toast(trans('Playlist updated'));
    // A new name means a new slug in the URL.
    if (saved.name !== playlist.name) void navigate({ to: playlistPath(saved), replace: true });
  };

  const toggleVisibility = () =>
    update.mutate(
      { public: !playlist.public },
      {
        onSuccess: (saved) => toast(saved.public ? trans('The playlist is now public') : trans('The playlist is now private')),
        onError: showErrorToast,
      },
    );

  const confirmDelete = async () => {
    const confirmed = await openDialog<boolean>(ConfirmDialog, {
      title: trans('Delete playlist'),
      body: trans('Are you sure you want to delete ":name"? This cannot be undone.', { name: playlist.name }),
      confirmLabel: trans('Delete'),
      danger: true,
    });
    if (confirmed) remove.mutate(undefined, { onSuccess: () => toast(trans('Playlist deleted')), onError: showErrorToast });
  };

  const editRules = async () => {
    const saved = await openDialog<PlaylistPayload>(SmartPlaylistDialog, { playlist });
    if (saved) toast(trans('Rules saved'));
  };

  const onAction = (key: Key) => {
    if (key === 'edit') void edit();
    else if (key === 'rules') void editRules();
    else if (key === 'nsp') downloadNsp(playlist);
    else if (key === 'visibility') toggleVisibility();
    else if (key === 'delete') void confirmDelete();
  };

  return (
    <MenuTrigger>
      <Button aria-label={trans('Playlist options')} className={iconButtonStyles({ size: 'lg' })}>
        <MoreHorizontal className="size-6" aria-hidden="true" />
      </Button>
      <Popover placement="bottom start" className={menuPopoverClass}>
        <Menu aria-label={trans('Playlist options')} onAction={onAction} className="outline-none">
          <MenuItem id="edit" className={menuItemClass}>
            {trans('Edit details')}
          </MenuItem>
          {playlist.rules && (
            <MenuItem id="rules" className={menuItemClass}>
              {trans('Edit rules')}
            </MenuItem>
          )}
          {playlist.rules && (
            <MenuItem id="nsp" className={menuItemClass}>
              {trans('Export .nsp')}
            </MenuItem>
          )}
          <MenuItem id="visibility" className={menuItemClass}>
            {playlist.public ? trans('Make private') : trans('Make public')}
          </MenuItem>
          <MenuItem id="delete" className={menuItemClass}>
            {trans('Delete playlist')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
