import { useTrans } from '../../i18n/trans';
import { MediaGrid } from '../../music/media-grid';
import { PageLoading, QueryError } from '../../music/query-states';
import { TrackTable } from '../../music/track-table/track-table';
import { tagPath } from '../../routing/slug';
import { Section } from '../section';
import { useTag } from './tag-query';

/** The "All" tab: the tag's first tracks and albums, each titled with a link to its full list. */
export function TagOverview({ name }: { name: string }) {
  const trans = useTrans();
  const { data, isPending, error, refetch } = useTag(name);
  if (isPending) return <PageLoading />;
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (!data.tracks.length && !data.albums.length) return <p className="py-10 text-center text-sm text-muted">{trans('Nothing is tagged with this yet.')}</p>;
  const base = tagPath({ name });
  return (
    <>
      {data.tracks.length > 0 && (
        <Section title={trans('Tracks')} titleTo={`${base}/tracks`}>
          <TrackTable tracks={data.tracks} context={{ type: 'tag', id: data.tag.name, name: data.tag.display_name }} />
        </Section>
      )}
      {data.albums.length > 0 && (
        <Section title={trans('Albums')} titleTo={`${base}/albums`}>
          <MediaGrid items={data.albums} />
        </Section>
      )}
    </>
  );
}
