import { ListMusic } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { TrackTable } from '../music/track-table/track-table';
import { AddTracksSearch } from './add-tracks-search';
import { EditableTrackList } from './editable-track-list';
import { usePlaylistAccess } from './playlist-access';
import { PlaylistActions } from './playlist-actions';
import { PlaylistHeader } from './playlist-header';
import { usePlaylist } from './playlist-query';
import { SmartPlaylistNote } from './smart/smart-playlist-note';

/** /playlist/{id}/{name}: its details and tracks; owners and collaborators edit the list in place. */
export function PlaylistPage({ playlistId }: { playlistId: number }) {
  const trans = useTrans();
  const { playlist, tracks } = usePlaylist(playlistId);
  const { isOwner, canEditTracks } = usePlaylistAccess(playlist);
  const empty = (
    <div className="flex flex-col items-center gap-2 py-10 text-center">
      <ListMusic className="size-10 text-muted" aria-hidden="true" />
      <p className="font-semibold">{trans('This playlist is empty')}</p>
      {canEditTracks && <p className="text-sm text-muted">{trans('Search for tracks below to add them.')}</p>}
      {playlist.rules && <p className="text-sm text-muted">{trans('No track matches its rules yet.')}</p>}
    </div>
  );

  return (
    <div className="flex flex-col gap-8 pt-4">
      <PlaylistHeader playlist={playlist} />
      <PlaylistActions playlist={playlist} tracks={tracks} isOwner={isOwner} />
      {playlist.rules && <SmartPlaylistNote playlist={playlist} shown={tracks.length} />}
      {canEditTracks && tracks.length > 0 ? (
        <EditableTrackList playlist={playlist} tracks={tracks} />
      ) : (
        <TrackTable tracks={tracks} context={{ type: 'playlist', id: playlist.id, name: playlist.name }} empty={empty} />
      )}
      {canEditTracks && <AddTracksSearch playlist={playlist} tracks={tracks} />}
    </div>
  );
}
