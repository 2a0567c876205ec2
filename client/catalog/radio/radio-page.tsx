import type { RadioSeedType } from '../../../worker/music/music-types';
import { useTrans } from '../../i18n/trans';
import { PlayButton } from '../../music/play-button';
import { PageLoading, QueryError } from '../../music/query-states';
import { TrackTable } from '../../music/track-table/track-table';
import { player, type QueueContext } from '../../player/player-store';
import { MediaHeader } from '../media-header';
import { useDocumentTitle } from '../use-document-title';
import { useRadio } from './radio-query';

/** /radio/{seedType}/{seedId}/{seedName}: a queue of tracks like an artist, a track or a genre. */
export function RadioPage({ seedType, seedId }: { seedType: RadioSeedType; seedId: number }) {
  const trans = useTrans();
  const { data, isPending, error, refetch } = useRadio(seedType, seedId);
  const title = data ? trans(':name Radio', { name: data.seed.name }) : trans('Radio');
  useDocumentTitle(title);
  if (isPending) return <PageLoading />;
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  // The id names the seed's kind too, so an artist's and a track's radio with the same id differ.
  const context: QueueContext = { type: 'radio', id: `${seedType}:${seedId}`, name: title };
  return (
    <div>
      <MediaHeader
        image={data.seed.image}
        round={seedType === 'artist'}
        kicker={trans('Radio')}
        title={title}
        meta={<span>{trans('Tracks like :name, picked for you', { name: data.seed.name })}</span>}
        actions={<PlayButton name={title} context={context} isDisabled={!data.tracks.length} onStart={() => player.playTracks(data.tracks, 0, context)} />}
      />
      <TrackTable tracks={data.tracks} context={context} empty={trans('No tracks for this radio yet.')} />
    </div>
  );
}
