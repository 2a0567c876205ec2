import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { useTrans } from '../../i18n/trans';
import { buttonStyles } from '../../ui/button-styles';
import { Spinner } from '../../ui/spinner';
import { serverMessage } from '../server-message';
import { BillingLayout, BillingPanel, QueryState } from './billing-layout';
import { usePaymentMethodPage, useSubscription, useSubscriptionAction } from './billing-queries';
import { PaymentMethodText } from './billing-page';

/** SPEC section 2, /billing/change-payment-method: the card on file, and the way to the gateway's own page for a new one. */
export function ChangePaymentMethodPage() {
  const trans = useTrans();
  const subscription = useSubscription();
  const open = usePaymentMethodPage();
  const leaving = open.isPending || open.isSuccess;
  return (
    <BillingLayout title={trans('Change payment method')}>
      {subscription.isSuccess && subscription.data ? (
        <BillingPanel title={trans('Payment method')}>
          <PaymentMethodText method={subscription.data.payment_method} />
          <p className="text-sm text-muted">
            {subscription.data.gateway === 'paypal'
              ? trans('PayPal keeps the way you pay. You will change it on PayPal and come back here.')
              : trans("You will enter your new card on Stripe's secure page and come back here.")}
          </p>
          {open.isError && (
            <p role="alert" className="text-sm text-danger">
              {trans(serverMessage(open.error))}
            </p>
          )}
          <button type="button" disabled={leaving} aria-busy={leaving} onClick={() => open.mutate(subscription.data!.id)} className={buttonStyles({ className: 'self-start' })}>
            {leaving && <Spinner size="sm" />}
            {trans('Update payment method')}
          </button>
        </BillingPanel>
      ) : subscription.isSuccess ? (
        <p className="text-muted">{trans('You have no subscription.')}</p>
      ) : (
        <QueryState query={subscription} label={trans('Loading your subscription')} />
      )}
    </BillingLayout>
  );
}

/** /billing/change-payment-method/done: back from the gateway, the subscription is read again and the new method shown. */
export function PaymentMethodDonePage({ subscriptionId }: { subscriptionId: number | undefined }) {
  const trans = useTrans();
  const subscription = useSubscription();
  const refresh = useSubscriptionAction('refresh');
  const id = subscriptionId ?? subscription.data?.id;
  const { mutate } = refresh;
  useEffect(() => {
    if (id) mutate(id);
  }, [id, mutate]);
  return (
    <BillingLayout title={trans('Payment method')}>
      {refresh.isSuccess ? (
        <BillingPanel title={trans('Your payment method is saved')}>
          <PaymentMethodText method={refresh.data.payment_method} />
          <Link to="/billing" className={buttonStyles({ className: 'self-start' })}>
            {trans('Back to billing')}
          </Link>
        </BillingPanel>
      ) : refresh.isError ? (
        <div role="alert" className="flex flex-col gap-3">
          <p className="text-danger">{trans(serverMessage(refresh.error))}</p>
          <button type="button" onClick={() => id && mutate(id)} className={buttonStyles({ variant: 'outline', className: 'self-start' })}>
            {trans('Try again')}
          </button>
        </div>
      ) : (
        <Spinner size="lg" className="mx-auto my-12" label={trans('Checking your payment method')} />
      )}
    </BillingLayout>
  );
}
