import { useTrans } from '../../i18n/trans';
import { MediaGrid } from '../../music/media-grid';
import { QueryError } from '../../music/query-states';
import { LoadMoreButton } from '../../ui/load-more-button';
import { pageItems } from '../../http/pagination';
import { useTagList } from './tag-list-query';

/** /tag/{tagName}/albums: every tagged album, 20 at a time. */
export function TagAlbums({ name }: { name: string }) {
  const trans = useTrans();
  const list = useTagList(name, 'albums');
  if (list.error) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <>
      <MediaGrid items={pageItems(list.data)} isLoading={list.isPending} empty={trans('No albums are tagged with this yet.')} />
      <LoadMoreButton hasNextPage={list.hasNextPage} isFetchingNextPage={list.isFetchingNextPage} fetchNextPage={list.fetchNextPage} />
    </>
  );
}
