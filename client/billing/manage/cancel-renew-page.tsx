import { useNavigate } from '@tanstack/react-router';
import { useTrans } from '../../i18n/trans';
import { buttonStyles } from '../../ui/button-styles';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/toast/toast-store';
import type { BillingSubscription } from '../../../worker/billing/billing-types';
import { serverMessage } from '../server-message';
import { BillingLayout, BillingPanel, QueryState } from './billing-layout';
import { useSubscription, useSubscriptionAction } from './billing-queries';
import { useFormatDate } from './use-format-date';

type Mode = 'cancel' | 'renew';

/** SPEC section 2, /billing/cancel and /billing/renew: what will happen, with the date, and one button to do it. */
export function CancelRenewPage({ mode }: { mode: Mode }) {
  const trans = useTrans();
  const subscription = useSubscription();
  return (
    <BillingLayout title={mode === 'cancel' ? trans('Cancel your plan') : trans('Renew your plan')}>
      {subscription.isSuccess ? (
        subscription.data ? (
          <Decision mode={mode} subscription={subscription.data} />
        ) : (
          <p className="text-muted">{trans('You have no subscription.')}</p>
        )
      ) : (
        <QueryState query={subscription} label={trans('Loading your subscription')} />
      )}
    </BillingLayout>
  );
}

function Decision({ mode, subscription }: { mode: Mode; subscription: BillingSubscription }) {
  const trans = useTrans();
  const date = useFormatDate();
  const navigate = useNavigate();
  const action = useSubscriptionAction(mode);
  const gift = subscription.gateway === 'none';
  const already = mode === 'cancel' ? subscription.on_grace_period : !subscription.on_grace_period;
  if (already) {
    return <p className="text-muted">{mode === 'cancel' ? trans('Your plan is already canceled. You keep it until :date.', { date: date(subscription.ends_at) }) : trans('Your plan is not canceled: there is nothing to renew.')}</p>;
  }
  const confirm = () =>
    action.mutate(subscription.id, {
      onSuccess: () => {
        toast.positive(mode === 'cancel' ? trans('Plan canceled') : trans('Plan renewed'));
        void navigate({ to: '/billing' });
      },
    });
  return (
    <BillingPanel title={subscription.product.name}>
      <p>
        {mode === 'renew'
          ? subscription.ends_at && trans('Your plan will renew instead of ending on :date, and you will be charged as before.', { date: date(subscription.ends_at) })
          : gift || !subscription.renews_at
            ? trans('Your plan will end now.')
            : trans('Your plan will be canceled at the end of the period you paid for, on :date. You keep it until then, and you can renew it before that date.', { date: date(subscription.renews_at) })}
      </p>
      {action.isError && (
        <p role="alert" className="text-sm text-danger">
          {trans(serverMessage(action.error))}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={action.isPending}
          aria-busy={action.isPending}
          onClick={confirm}
          className={buttonStyles(mode === 'cancel' ? { variant: 'danger' } : {})}
        >
          {action.isPending && <Spinner size="sm" />}
          {mode === 'cancel' ? trans('Cancel plan') : trans('Renew plan')}
        </button>
        <button type="button" onClick={() => void navigate({ to: '/billing' })} className={buttonStyles({ variant: 'outline' })}>
          {trans('Go back')}
        </button>
      </div>
    </BillingPanel>
  );
}
