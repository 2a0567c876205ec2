import type { ReactNode } from 'react';
import { useTrans } from '../i18n/trans';
import { buttonStyles } from '../ui/button-styles';
import { BackToPlan, ConfirmationFailed, ConfirmingPayment, Outcome, PaymentConfirmed } from './checkout-outcome';
import { usePaypalOutcome, type PaypalOutcome } from './paypal-done-query';

type PaypalDonePageProps = { productId: number; priceId: number; subscriptionId: string | undefined };

/** SPEC section 2, /checkout/{productId}/{priceId}/paypal/done: where PayPal sends the buyer back after approving. */
export function PaypalDonePage({ productId, priceId, subscriptionId }: PaypalDonePageProps) {
  const trans = useTrans();
  const back = <BackToPlan productId={productId} priceId={priceId} />;
  if (!subscriptionId) {
    return (
      <Outcome tone="failure" title={trans('Your payment could not be confirmed')} actions={back}>
        {trans('This page was opened without a PayPal subscription.')}
      </Outcome>
    );
  }
  return <SubscriptionOutcome subscriptionId={subscriptionId} back={back} />;
}

function SubscriptionOutcome({ subscriptionId, back }: { subscriptionId: string; back: ReactNode }) {
  const trans = useTrans();
  const outcome = usePaypalOutcome(subscriptionId);
  if (outcome.isPending) return <ConfirmingPayment />;
  if (outcome.isError) return <ConfirmationFailed error={outcome.error} retry={() => void outcome.refetch()} back={back} />;
  if (isActive(outcome.data)) return <PaymentConfirmed />;
  if (outcome.data.status === 'APPROVED') {
    return (
      <Outcome
        tone="pending"
        title={trans('PayPal is activating your subscription')}
        actions={
          <button type="button" disabled={outcome.isFetching} onClick={() => void outcome.refetch()} className={buttonStyles({ variant: 'outline' })}>
            {trans('Check again')}
          </button>
        }
      >
        {trans('You approved the payment. This usually takes a few seconds: this page checks again on its own.')}
      </Outcome>
    );
  }
  return (
    <Outcome tone="failure" title={trans('Your payment is not complete')} actions={back}>
      {outcome.data.status === 'APPROVAL_PENDING'
        ? trans('PayPal has not confirmed the payment yet. Go back to your plan to try again.')
        : trans('This PayPal subscription is no longer active. Go back to your plan to start again.')}
    </Outcome>
  );
}

/** Active at PayPal, and the stored subscription (when there is one) grants the plan. */
const isActive = (outcome: PaypalOutcome) => outcome.status === 'ACTIVE' && (outcome.subscription === null || outcome.subscription.valid);
