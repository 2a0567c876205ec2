import { useQuery } from '@tanstack/react-query';
import type { ChannelPayload } from '../../../worker/music/music-types';
import { apiClient } from '../../http/api-client';
import { fieldErrors } from '../../http/server-errors';
import { useTrans } from '../../i18n/trans';
import { Spinner } from '../../ui/spinner';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { ChannelView } from '../../catalog/channel/channel-view';

const ready = (body: Record<string, unknown>) => body.name && body.slug;

/**
 * POST admin/channels/preview: the unsaved channel rendered with the home
 * page's own component (ChannelView), as listeners will see it; reloaded
 * half a second after the editor stops changing it.
 */
export function ChannelPreview({ body }: { body: Record<string, unknown> }) {
  const trans = useTrans();
  // Debounced as text: a new body object each render would restart the wait for ever.
  const debounced = useDebouncedValue(JSON.stringify(body), 500);
  const preview = useQuery({
    queryKey: ['admin', 'channels', 'preview', debounced],
    queryFn: () => apiClient.post<{ channel: ChannelPayload }>('admin/channels/preview', JSON.parse(debounced)).then((r) => r.channel),
    // A channel without a name or slug is refused (422): nothing to ask for yet.
    enabled: Boolean(ready(JSON.parse(debounced) as Record<string, unknown>)),
    placeholderData: (previous) => previous,
    retry: false,
  });
  return (
    <section aria-label={trans('Preview')} className="min-w-0 rounded-xl border border-fg/10 p-4" data-testid="channel-preview">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold uppercase tracking-wider text-muted">{trans('Preview')}</h2>
        {preview.isFetching && <Spinner size="sm" />}
      </div>
      {!ready(body) ? (
        <p className="py-6 text-center text-sm text-muted">{trans('Name the channel to see its preview.')}</p>
      ) : preview.isError ? (
        <p role="status" className="py-6 text-center text-sm text-muted">
          {Object.values(fieldErrors(preview.error))[0] ?? trans('The preview could not be made.')}
        </p>
      ) : preview.data ? (
        <ChannelView channel={preview.data} />
      ) : (
        <Spinner className="mx-auto my-6" />
      )}
    </section>
  );
}
