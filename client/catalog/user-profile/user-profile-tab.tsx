import { useTrans } from '../../i18n/trans';
import { MediaGrid } from '../../music/media-grid';
import { QueryError } from '../../music/query-states';
import { TrackTable } from '../../music/track-table/track-table';
import type { TrackPayload } from '../../../worker/music/music-types';
import { LoadMoreButton } from '../../ui/load-more-button';
import { pageItems } from '../../http/pagination';
import { profileTabLabel, type ProfileTab } from './profile-tabs';
import { useUserProfileTab } from './user-profile-tab-query';

/** One profile tab, 20 at a time: liked tracks as a tracklist, everything else as cards. */
export function UserProfileTab({ userId, tab }: { userId: number; tab: ProfileTab }) {
  const trans = useTrans();
  const list = useUserProfileTab(userId, tab);
  if (list.error) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  const items = pageItems(list.data);
  const empty = trans('Nothing to show yet.');
  return (
    <section aria-label={profileTabLabel(tab)}>
      {tab === 'tracks' ? (
        <TrackTable
          tracks={items as TrackPayload[]}
          isLoading={list.isPending}
          context={{ type: 'library', id: `user-${userId}`, name: profileTabLabel(tab) }}
          empty={empty}
        />
      ) : (
        <MediaGrid items={items} isLoading={list.isPending} empty={empty} />
      )}
      <LoadMoreButton hasNextPage={list.hasNextPage} isFetchingNextPage={list.isFetchingNextPage} fetchNextPage={list.fetchNextPage} />
    </section>
  );
}
