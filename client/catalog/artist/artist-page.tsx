import { useTrans } from '../../i18n/trans';
import { AdSlot } from '../../ads/ad-slot';
import { MediaGrid } from '../../music/media-grid';
import { PageLoading, QueryError } from '../../music/query-states';
import { Section } from '../section';
import { useDocumentTitle } from '../use-document-title';
import { ArtistAbout } from './artist-about';
import { ArtistHeader } from './artist-header';
import { ArtistPopularTracks } from './artist-popular-tracks';
import { useArtist } from './artist-query';

/** /artist/{artistId}[/{artistName}]. */
export function ArtistPage({ artistId }: { artistId: number }) {
  const trans = useTrans();
  const { data, isPending, error, refetch } = useArtist(artistId);
  useDocumentTitle(data?.artist.name ?? trans('Artist'));
  if (isPending) return <PageLoading />;
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  const { artist, top_tracks, albums, similar } = data;
  return (
    <div>
      <ArtistHeader artist={artist} topTracks={top_tracks} />
      <AdSlot slot="artist_top" />
      <ArtistPopularTracks artist={artist} tracks={top_tracks} />
      <Section title={trans('Albums')}>
        <MediaGrid items={albums} empty={trans('No albums yet.')} />
      </Section>
      {similar.length > 0 && (
        <Section title={trans('Similar artists')}>
          <MediaGrid items={similar} />
        </Section>
      )}
      <AdSlot slot="artist_bottom" />
      <ArtistAbout artist={artist} />
    </div>
  );
}
