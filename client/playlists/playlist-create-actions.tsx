import { NewPlaylistButton } from './new-playlist-button';
import { ImportNspButton, NewSmartPlaylistButton } from './smart/smart-playlist-buttons';

/** The library's playlist actions: a new playlist, a new smart playlist, or one imported from an .nsp file. */
export function PlaylistCreateActions() {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <NewPlaylistButton />
      <NewSmartPlaylistButton />
      <ImportNspButton />
    </div>
  );
}
