import { useState } from 'react';
import clsx from 'clsx';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { NotificationChannel, NotificationSubscriptions, NotificationType } from '../../worker/notifications/notification-types';
import { showErrorToast } from '../http/server-errors';
import { useTrans } from '../i18n/trans';
import { PageLoading, QueryError } from '../music/query-states';
import { buttonStyles, focusRing } from '../ui/button-styles';
import { toast } from '../ui/toast/toast-store';
import { browserPermission, requestBrowserPermission } from './browser-notifications';
import { CHANNEL_LABELS } from './server-texts';
import { useSaveSubscriptions, useSubscriptions, type Selections } from './subscriptions-query';

/** SPEC section 8, word for word. */
export const BLOCKED_MESSAGE = 'Notifications blocked. Please enable them for this site from browser settings.';

/** /notifications/settings: a grid of notification types by channels (SPEC sections 2 and 3). */
export function NotificationSettingsPage() {
  const { data, error, isPending, refetch } = useSubscriptions();
  if (isPending) return <PageLoading />;
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  // Keyed by the saved state: a save (or refetch) starts the grid from what the server holds.
  return <SettingsGrid key={JSON.stringify(data.user_selections)} subscriptions={data} />;
}

type Chosen = Record<string, NotificationChannel[]>;

const toChosen = (selections: Selections): Chosen => Object.fromEntries(selections.map((s) => [s.notif_id, s.channels]));

function SettingsGrid({ subscriptions }: { subscriptions: NotificationSubscriptions }) {
  const trans = useTrans();
  const save = useSaveSubscriptions();
  const [chosen, setChosen] = useState<Chosen>(() => toChosen(subscriptions.user_selections));
  const [blocked, setBlocked] = useState(() => browserPermission() === 'denied' && subscriptions.user_selections.some((s) => s.channels.includes('browser')));
  const channels = subscriptions.available_channels;
  const dirty = JSON.stringify(chosen) !== JSON.stringify(toChosen(subscriptions.user_selections));

  const set = (type: string, channel: NotificationChannel, on: boolean) =>
    setChosen((previous) => {
      const current = previous[type] ?? [];
      const next = on ? [...new Set([...current, channel])] : current.filter((c) => c !== channel);
      return { ...previous, [type]: channels.filter((c) => next.includes(c)) };
    });

  const toggle = async (type: string, channel: NotificationChannel, on: boolean) => {
    if (channel === 'browser' && on) {
      // The browser asks the user once; a refusal leaves the box clear and says how to undo it.
      const permission = await requestBrowserPermission();
      if (permission === 'denied') {
        setBlocked(true);
        return;
      }
      setBlocked(false);
    }
    set(type, channel, on);
  };

  const submit = () => {
    const selections = subscriptions.user_selections.map((s) => ({ notif_id: s.notif_id as NotificationType, channels: chosen[s.notif_id] ?? [] }));
    save.mutate(selections, {
      onSuccess: () => toast.positive(trans('Saved notification settings')),
      onError: showErrorToast,
    });
  };

  return (
    <div className="mx-auto max-w-3xl pb-8 pt-4 md:pt-8">
      <Link to="/notifications" className={buttonStyles({ variant: 'text', size: 'sm', className: '-ml-3' })}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {trans('Notifications')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">{trans('Notification settings')}</h1>
      <p className="mt-2 text-sm text-muted">{trans('Choose how each kind of notification reaches you.')}</p>
      {blocked && (
        <p role="alert" className="mt-4 rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-fg">
          {trans(BLOCKED_MESSAGE)}
        </p>
      )}
      <form
        className="mt-6"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="overflow-x-auto rounded-xl border border-divider bg-paper">
          <table className="w-full text-left text-sm">
            {subscriptions.groups.map((group) => (
              <tbody key={group.group_name} className="border-b border-divider last:border-b-0">
                <tr>
                  <th scope="col" className="px-4 pb-2 pt-4 text-base font-bold text-fg">
                    {trans(group.group_name)}
                  </th>
                  {channels.map((channel) => (
                    <th key={channel} scope="col" className="w-16 px-2 pb-2 pt-4 text-center text-xs font-semibold text-muted sm:w-24">
                      {trans(CHANNEL_LABELS[channel].label)}
                    </th>
                  ))}
                </tr>
                {group.subscriptions.map((subscription) => (
                  <tr key={subscription.notif_id} className="border-t border-divider">
                    <th scope="row" className="px-4 py-3 font-normal text-fg">
                      {trans(subscription.name)}
                    </th>
                    {channels.map((channel) => (
                      <td key={channel} className="px-2 py-3 text-center">
                        <input
                          type="checkbox"
                          aria-label={`${trans(subscription.name)}: ${trans(CHANNEL_LABELS[channel].label)}`}
                          checked={(chosen[subscription.notif_id] ?? []).includes(channel)}
                          onChange={(event) => void toggle(subscription.notif_id, channel, event.target.checked)}
                          className={clsx('size-5 cursor-pointer accent-primary', focusRing)}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
        <div className="mt-4 flex justify-end">
          <button type="submit" disabled={!dirty || save.isPending} className={buttonStyles()}>
            {trans('Save')}
          </button>
        </div>
      </form>
    </div>
  );
}
