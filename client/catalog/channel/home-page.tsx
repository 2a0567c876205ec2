import { PageLoading, QueryError } from '../../music/query-states';
import { useDocumentTitle } from '../use-document-title';
import { useHomeChannel } from './home-channel-query';
import { ChannelView } from './channel-view';

/** `/`: the home channel (SPEC.md section 2: the home channel is the index). */
export function HomePage() {
  const { data: channel, isPending, error, refetch } = useHomeChannel();
  useDocumentTitle(null);
  if (isPending) return <PageLoading />;
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  return <ChannelView channel={channel} />;
}
