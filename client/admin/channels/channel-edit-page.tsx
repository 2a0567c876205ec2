import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Home } from 'lucide-react';
import type { AdminChannelPayload } from '../../../worker/admin/channels/channel-admin-types';
import { useTrans } from '../../i18n/trans';
import { apiClient } from '../../http/api-client';
import { showErrorToast } from '../../http/server-errors';
import { Spinner } from '../../ui/spinner';
import { buttonStyles } from '../../ui/button-styles';
import { toast } from '../../ui/toast/toast-store';
import { ADMIN_LIST_KEY } from '../../ui/data-table/use-list-query';
import { AdminPageHeader } from '../layout/admin-page-header';
import { StatusBadge } from '../status-badge';
import { ChannelForm } from './channel-form';
import { useAdminChannel } from './channel-query';

/** "Set as home page": POST admin/channels/{id}/home; the home page's query reloads. */
function SetAsHome({ channel }: { channel: AdminChannelPayload }) {
  const trans = useTrans();
  const queryClient = useQueryClient();
  const setHome = useMutation({
    mutationFn: () => apiClient.post<{ channel: AdminChannelPayload }>(`admin/channels/${channel.id}/home`),
    onSuccess: async ({ channel: saved }) => {
      toast(trans('This channel is now the home page.'));
      queryClient.setQueryData(['admin', 'channels', String(saved.id)], (old: AdminChannelPayload | undefined) => (old ? { ...old, is_home: true } : saved));
      await queryClient.invalidateQueries({ queryKey: ['channels'] });
      await queryClient.invalidateQueries({ queryKey: [ADMIN_LIST_KEY, 'channels'] });
    },
    onError: showErrorToast,
  });
  if (channel.is_home) return <StatusBadge tone="positive" label="Home page" />;
  return (
    <button type="button" onClick={() => setHome.mutate()} disabled={setHome.isPending} className={buttonStyles({ variant: 'outline' })}>
      <Home className="size-4" aria-hidden="true" />
      {trans('Set as home page')}
    </button>
  );
}

/** /admin/channels/new and /admin/channels/{slugOrId}/edit. */
export function ChannelEditPage({ slugOrId }: { slugOrId?: string }) {
  const trans = useTrans();
  const channel = useAdminChannel(slugOrId ?? '');
  if (slugOrId === undefined) {
    return (
      <div className="flex flex-col gap-6">
        <AdminPageHeader title={trans('New channel')} />
        <ChannelForm />
      </div>
    );
  }
  if (channel.isPending) return <Spinner className="mx-auto mt-10" />;
  if (channel.isError) return <p role="alert" className="mt-10 text-center text-muted">{trans('There was an issue loading this page')}</p>;
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={channel.data.name} description={`/${channel.data.slug}`} actions={<SetAsHome channel={channel.data} />} />
      <ChannelForm key={channel.data.id} channel={channel.data} />
    </div>
  );
}
