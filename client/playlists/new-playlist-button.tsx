import { useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import type { PlaylistPayload } from '../../worker/music/music-types';
import { useTrans } from '../i18n/trans';
import { playlistPath } from '../routing/slug';
import { buttonStyles } from '../ui/button-styles';
import { openDialog } from '../ui/dialog/dialog-store';
import { toast } from '../ui/toast/toast-store';
import { PlaylistFormDialog } from './playlist-form-dialog';

/** Opens the create dialog, then the new playlist's page. */
export function NewPlaylistButton({ variant = 'primary' }: { variant?: 'primary' | 'outline' }) {
  const trans = useTrans();
  const navigate = useNavigate();
  const create = async () => {
    const playlist = await openDialog<PlaylistPayload>(PlaylistFormDialog, {});
    if (!playlist) return;
    toast(trans('Playlist created'));
    void navigate({ to: playlistPath(playlist) });
  };
  return (
    <button type="button" onClick={() => void create()} className={buttonStyles({ variant, className: 'pl-4' })}>
      <Plus className="size-4" aria-hidden="true" />
      {trans('New playlist')}
    </button>
  );
}
