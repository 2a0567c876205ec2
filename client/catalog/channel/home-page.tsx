import { useBootstrap } from '../../bootstrap/bootstrap-store';
import { PageLoading, QueryError } from '../../music/query-states';
import { PersonalShelves } from '../home/personal-shelves';
import { useDocumentTitle } from '../use-document-title';
import { useHomeChannel } from './home-channel-query';
import { ChannelView } from './channel-view';

/**
 * `/`: the home channel (SPEC.md section 2: the home channel is the index),
 * under a signed-in listener's own shelves; guests see the channel alone.
 */
export function HomePage() {
  const { data: channel, isPending, error, refetch } = useHomeChannel();
  const user = useBootstrap().user;
  useDocumentTitle(null);
  if (isPending) return <PageLoading />;
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  return (
    <>
      {user && <PersonalShelves userId={user.id} />}
      <ChannelView channel={channel} />
    </>
  );
}
