import { useTrans } from '../../i18n/trans';
import { PageLoading, QueryError } from '../../music/query-states';
import { useDocumentTitle } from '../use-document-title';
import { useChannel } from './channel-query';
import { ChannelView } from './channel-view';

/** A restriction slug as a title: "hip-hop" -> "Hip Hop". */
const titleOf = (restriction: string) => restriction.replace(/[-_]+/g, ' ').replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase());

/** /channel/{slugOrId}[/{restriction}] and /{slugOrId}[/{restriction}]. */
export function ChannelPage({ slugOrId, restriction }: { slugOrId: string; restriction?: string }) {
  const trans = useTrans();
  const { data: channel, isPending, error, refetch } = useChannel(slugOrId, restriction);
  const title = restriction ? titleOf(restriction) : channel?.name;
  useDocumentTitle(title ?? trans('Channel'));
  if (isPending) return <PageLoading />;
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  return <ChannelView channel={channel} restriction={restriction} title={title} kicker={restriction ? channel.name : undefined} />;
}
