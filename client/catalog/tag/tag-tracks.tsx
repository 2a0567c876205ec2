import { useTrans } from '../../i18n/trans';
import { QueryError } from '../../music/query-states';
import { TrackTable } from '../../music/track-table/track-table';
import { LoadMoreButton } from '../../ui/load-more-button';
import { pageItems } from '../../http/pagination';
import { useTagList } from './tag-list-query';

/** /tag/{tagName}/tracks: every tagged track, 20 at a time. */
export function TagTracks({ name }: { name: string }) {
  const trans = useTrans();
  const list = useTagList(name, 'tracks');
  if (list.error) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <>
      <TrackTable
        tracks={pageItems(list.data)}
        isLoading={list.isPending}
        context={{ type: 'tag', id: name, name }}
        empty={trans('No tracks are tagged with this yet.')}
      />
      <LoadMoreButton hasNextPage={list.hasNextPage} isFetchingNextPage={list.isFetchingNextPage} fetchNextPage={list.fetchNextPage} />
    </>
  );
}
