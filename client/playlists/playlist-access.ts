import type { PlaylistPayload } from '../../worker/music/music-types';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { useLibraryIds } from '../music/library/library-ids-query';

/**
 * docs/api/music.md: the owner edits everything; followers of a collaborative
 * playlist may add, remove and reorder its tracks.
 */
export function usePlaylistAccess(playlist: PlaylistPayload) {
  const { user } = useBootstrap();
  const followed = useLibraryIds().playlists.includes(playlist.id);
  const isOwner = !!user && user.id === playlist.owner.id;
  // A smart playlist's tracks follow its rules (docs/api/smart-playlists.md): nobody edits them by hand.
  if (playlist.rules) return { isOwner, canEditTracks: false };
  return { isOwner, canEditTracks: isOwner || (!!user && playlist.collaborative && followed) };
}
