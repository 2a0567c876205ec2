import { albumPath } from '../../routing/slug';
import { EmbedPlayer } from './embed-player';
import { useEmbedAlbum } from './get-embed-album';

/** /album/{id}/{artist}/{name}/embed: the album player with its track list. */
export function AlbumEmbed({ albumId }: { albumId: number }) {
  const { album, tracks } = useEmbedAlbum(albumId);
  return (
    <EmbedPlayer
      title={album.name}
      href={albumPath(album)}
      artists={album.artists}
      image={album.image}
      tracks={tracks}
      context={{ type: 'album', id: album.id, name: album.name }}
      showTrackList
    />
  );
}
