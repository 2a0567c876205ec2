import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Menu, MenuItem } from 'react-aria-components';
import type { PlaylistPayload } from '../../worker/music/music-types';
import { apiClient } from '../http/api-client';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { showErrorToast } from '../http/server-errors';
import { toast } from '../ui/toast/toast-store';
import { useTrans } from '../i18n/trans';
import { menuItemClass } from './menu-styles';

type Page<T> = { pagination: { data: T[] } };

/** The playlists the user may add tracks to: their own and collaborative ones they follow. */
export function useEditablePlaylists(enabled: boolean) {
  const { user } = useBootstrap();
  return useQuery({
    queryKey: ['library', 'playlists', 'editable'],
    queryFn: () => apiClient.get<Page<PlaylistPayload>>('me/library/playlists', { perPage: 50 }),
    enabled: enabled && !!user,
    select: (page) => page.pagination.data.filter((p) => p.owner.id === user?.id || p.collaborative),
  });
}

/** Adds tracks to a playlist, or to a new one named after the first track. */
export function useAddToPlaylist() {
  const trans = useTrans();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ playlist, trackIds, newName }: { playlist?: PlaylistPayload; trackIds: number[]; newName?: string }) => {
      const target = playlist ?? (await apiClient.post<{ playlist: PlaylistPayload }>('playlists', { name: newName })).playlist;
      await apiClient.post(`playlists/${target.id}/tracks`, { ids: trackIds });
      return target;
    },
    onSuccess: (playlist) => {
      toast(trans('Added to :name', { name: playlist.name }));
      void queryClient.invalidateQueries({ queryKey: ['library'] });
      void queryClient.invalidateQueries({ queryKey: ['playlists', playlist.id] });
    },
    onError: (error) => showErrorToast(error),
  });
}

/**
 * A menu's "Add to playlist" submenu: a new playlist named `newName`, or one
 * the user may edit. Rendered only while open, so the playlists load on demand.
 */
export function PlaylistSubmenu({ trackIds, newName }: { trackIds: number[]; newName: string }) {
  const trans = useTrans();
  const playlists = useEditablePlaylists(true);
  const addToPlaylist = useAddToPlaylist();
  return (
    <Menu
      aria-label={trans('Add to playlist')}
      className="outline-none"
      onAction={(key) => {
        const playlist = playlists.data?.find((p) => p.id === key);
        addToPlaylist.mutate({ playlist, trackIds, newName: playlist ? undefined : newName });
      }}
    >
      <MenuItem id="new" className={menuItemClass}>{trans('New playlist')}</MenuItem>
      {(playlists.data ?? []).map((p) => (
        <MenuItem key={p.id} id={p.id} className={menuItemClass}>
          <span className="truncate">{p.name}</span>
        </MenuItem>
      ))}
    </Menu>
  );
}
