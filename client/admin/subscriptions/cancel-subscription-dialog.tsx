import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTrans } from '../../i18n/trans';
import { apiClient } from '../../http/api-client';
import { showErrorToast } from '../../http/server-errors';
import { Dialog } from '../../ui/dialog/dialog';
import { closeDialog } from '../../ui/dialog/dialog-store';
import { buttonStyles } from '../../ui/button-styles';
import { toast } from '../../ui/toast/toast-store';
import { ADMIN_LIST_KEY } from '../../ui/data-table/use-list-query';
import { formatDate } from '../format-date';
import type { AdminSubscriptionRow } from './subscription-state';

/** POST subscriptions/{id}/cancel, at the end of the period or at once, after the admin confirms which. */
export function CancelSubscriptionDialog({ subscription }: { subscription: AdminSubscriptionRow }) {
  const trans = useTrans();
  const queryClient = useQueryClient();
  const name = useId();
  // A subscription without an end date or renewal has no period left to run: it can only end now.
  // One already on its grace period can only end sooner.
  const periodEnd = subscription.on_grace_period ? null : (subscription.renews_at ?? subscription.ends_at);
  const [immediately, setImmediately] = useState(!periodEnd);
  const cancel = useMutation({
    mutationFn: () => apiClient.post(`subscriptions/${subscription.id}/cancel`, { immediately }),
    onSuccess: async () => {
      toast(trans('Subscription canceled'));
      await queryClient.invalidateQueries({ queryKey: [ADMIN_LIST_KEY, 'subscriptions'] });
      closeDialog(true);
    },
    onError: showErrorToast,
  });
  const options = [
    ...(periodEnd
      ? [{ value: false, label: trans('At the end of the period'), detail: trans('Access lasts until :date; it does not renew.', { date: formatDate(periodEnd) }) }]
      : []),
    { value: true, label: trans('Immediately'), detail: trans('Access ends now.') },
  ];
  return (
    <Dialog title={trans('Cancel subscription?')} size="sm">
      <p className="text-sm text-muted">{trans(':user on :plan', { user: subscription.user.name, plan: subscription.product.name })}</p>
      <fieldset className="mt-4 flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">{trans('When')}</legend>
        {options.map((option) => (
          <label key={String(option.value)} className="flex cursor-pointer items-start gap-3 rounded-md border border-divider p-3 text-sm has-[:checked]:border-primary">
            <input type="radio" name={name} checked={immediately === option.value} onChange={() => setImmediately(option.value)} className="mt-0.5 size-4 accent-[var(--color-primary)]" />
            <span className="flex flex-col">
              <span className="font-semibold">{option.label}</span>
              <span className="text-muted">{option.detail}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" onClick={() => closeDialog(false)} className={buttonStyles({ variant: 'ghost' })}>
          {trans('Keep it')}
        </button>
        <button type="button" disabled={cancel.isPending} onClick={() => cancel.mutate()} className={buttonStyles({ variant: 'danger' })}>
          {trans('Cancel subscription')}
        </button>
      </div>
    </Dialog>
  );
}
