import { trackPath } from '../../routing/slug';
import { EmbedPlayer } from './embed-player';
import { useEmbedTrack } from './get-embed-track';

/** /track/{id}/{name}/embed. */
export function TrackEmbed({ trackId }: { trackId: number }) {
  const track = useEmbedTrack(trackId);
  return (
    <EmbedPlayer
      title={track.name}
      href={trackPath(track)}
      artists={track.artists}
      image={track.image}
      tracks={[track]}
      context={{ type: 'track', id: track.id, name: track.name }}
    />
  );
}
