import type { MixSummary } from '../../../worker/home/home-types';
import { useTrans } from '../../i18n/trans';
import { PageLoading, QueryError } from '../../music/query-states';
import { TrackTable } from '../../music/track-table/track-table';
import { player, type QueueContext } from '../../player/player-store';
import { Dot, MediaHeader } from '../media-header';
import { PlayButton } from '../../music/play-button';
import { useDocumentTitle } from '../use-document-title';
import { MixCover } from './mix-cover';
import { useMix } from './mix-query';
import { mixArtistsLine, mixTitle } from './mix-title';

/** /mix/{mixId}: a mix made from the listener's plays and likes (docs/api/home.md), to play or browse. */
export function MixPage({ userId, mixId }: { userId: number; mixId: string }) {
  const trans = useTrans();
  const { data, isPending, error, refetch } = useMix(userId, mixId);
  const title = data ? mixTitle(trans, data.mix) : trans('Mix');
  useDocumentTitle(title);
  if (isPending) return <PageLoading />;
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  const context: QueueContext = { type: 'mix', id: data.mix.id, name: title };
  return (
    <div>
      <MediaHeader
        image={data.mix.image}
        picture={<MixCover mix={data.mix} className="w-44 shrink-0 shadow-xl sm:w-52 lg:w-60" />}
        kicker={trans('Made for you')}
        title={title}
        meta={<MixFacts mix={data.mix} />}
        actions={<PlayButton name={title} context={context} isDisabled={!data.tracks.length} onStart={() => player.playTracks(data.tracks, 0, context)} />}
      />
      <TrackTable tracks={data.tracks} context={context} empty={trans('Nothing to mix yet: play a few tracks first.')} />
    </div>
  );
}

function MixFacts({ mix }: { mix: MixSummary }) {
  const trans = useTrans();
  const artists = mixArtistsLine(trans, mix);
  return (
    <>
      {artists && (
        <>
          <span>{artists}</span>
          <Dot />
        </>
      )}
      <span>{mix.tracks_count === 1 ? trans('1 track') : trans(':count tracks', { count: mix.tracks_count })}</span>
    </>
  );
}
