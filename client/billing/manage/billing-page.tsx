import { Link } from '@tanstack/react-router';
import { CreditCard } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { buttonStyles } from '../../ui/button-styles';
import type { BillingSubscription, PaymentMethod } from '../../../worker/billing/billing-types';
import { useFormatMoney } from '../format-price';
import { perUnit, units } from '../plan-card';
import { BillingLayout, BillingPanel, QueryState } from './billing-layout';
import { useSubscription } from './billing-queries';
import { InvoicesPanel } from './invoices-panel';
import { SubscriptionStatusBadge } from './subscription-status';
import { useFormatDate } from './use-format-date';

/** SPEC section 2, /billing: the current plan, its state and next payment, the payment method, the invoices. */
export function BillingPage() {
  const trans = useTrans();
  const subscription = useSubscription();
  return (
    <BillingLayout title={trans('Billing')} back={false}>
      {subscription.isSuccess ? (
        subscription.data ? (
          <>
            <PlanPanel subscription={subscription.data} />
            <PaymentMethodPanel subscription={subscription.data} />
            <InvoicesPanel />
          </>
        ) : (
          <div className="flex flex-col items-center gap-4 py-10 text-center">
            <p className="text-muted">{trans('You have no subscription.')}</p>
            <Link to="/pricing" className={buttonStyles()}>
              {trans('See plans')}
            </Link>
          </div>
        )
      ) : (
        <QueryState query={subscription} label={trans('Loading your subscription')} />
      )}
    </BillingLayout>
  );
}

function PlanPanel({ subscription }: { subscription: BillingSubscription }) {
  const trans = useTrans();
  const money = useFormatMoney();
  const date = useFormatDate();
  const { price } = subscription;
  const gift = subscription.gateway === 'none';
  return (
    <BillingPanel title={trans('Current plan')}>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-xl font-semibold">{subscription.product.name}</p>
        <SubscriptionStatusBadge subscription={subscription} />
      </div>
      {price && !gift && (
        <p className="text-muted">
          {price.interval_count > 1
            ? trans('Billed as :amount every :count :unit', { amount: money(price.amount, price.currency), count: price.interval_count, unit: units(trans)[price.interval] })
            : `${money(price.amount, price.currency)} ${perUnit(trans)[price.interval]}`}
        </p>
      )}
      <p data-testid="billing-next">
        {subscription.on_grace_period
          ? trans('Your plan was canceled. You keep it until :date.', { date: date(subscription.ends_at) })
          : subscription.status === 'past_due'
            ? trans('Your last payment failed. We will try again; check your payment method.')
            : subscription.renews_at
              ? trans('Your plan renews on :date.', { date: date(subscription.renews_at) })
              : subscription.ends_at
                ? trans('Your plan runs until :date.', { date: date(subscription.ends_at) })
                : trans('Your plan has no end date.')}
      </p>
      <div className="flex flex-wrap gap-3">
        {!gift && !subscription.on_grace_period && (
          <Link to="/billing/change-plan" className={buttonStyles({ variant: 'outline' })}>
            {trans('Change plan')}
          </Link>
        )}
        {subscription.on_grace_period ? (
          <Link to="/billing/renew" className={buttonStyles()}>
            {trans('Renew plan')}
          </Link>
        ) : (
          <Link to="/billing/cancel" className={buttonStyles({ variant: 'text', className: 'text-danger' })}>
            {trans('Cancel plan')}
          </Link>
        )}
      </div>
    </BillingPanel>
  );
}

export function PaymentMethodText({ method }: { method: PaymentMethod | null }) {
  const trans = useTrans();
  if (!method) return <p className="text-muted">{trans('No payment method on file.')}</p>;
  return (
    <p className="flex items-center gap-3">
      <CreditCard className="size-5 text-muted" aria-hidden="true" />
      {method.type === 'card' ? (
        <span>
          <span className="font-semibold capitalize">{method.brand}</span> {trans('ending in :last4', { last4: method.last4 })}
          {method.exp_month && method.exp_year ? <span className="text-muted"> · {trans('expires :month/:year', { month: String(method.exp_month).padStart(2, '0'), year: method.exp_year })}</span> : null}
        </span>
      ) : (
        <span>
          <span className="font-semibold">PayPal</span> {method.email}
        </span>
      )}
    </p>
  );
}

function PaymentMethodPanel({ subscription }: { subscription: BillingSubscription }) {
  const trans = useTrans();
  if (subscription.gateway === 'none') return null;
  return (
    <BillingPanel
      title={trans('Payment method')}
      actions={
        <Link to="/billing/change-payment-method" className={buttonStyles({ variant: 'outline', size: 'sm' })}>
          {trans('Change payment method')}
        </Link>
      }
    >
      <PaymentMethodText method={subscription.payment_method} />
    </BillingPanel>
  );
}
