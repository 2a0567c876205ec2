import type { ReactNode } from 'react';
import { useTrans } from '../i18n/trans';
import { BackToPlan, ConfirmationFailed, ConfirmingPayment, Outcome, PaymentConfirmed } from './checkout-outcome';
import { useStripeCheckoutOutcome, type CheckoutOutcome } from './stripe-done-query';

type StripeDonePageProps = { productId: number; priceId: number; sessionId: string | undefined };

/** SPEC section 2, /checkout/{productId}/{priceId}/stripe/done: where Stripe sends the buyer back. */
export function StripeDonePage({ productId, priceId, sessionId }: StripeDonePageProps) {
  const trans = useTrans();
  const back = <BackToPlan productId={productId} priceId={priceId} />;
  if (!sessionId) {
    return (
      <Outcome tone="failure" title={trans('Your payment could not be confirmed')} actions={back}>
        {trans('This page was opened without a Stripe checkout session.')}
      </Outcome>
    );
  }
  return <SessionOutcome sessionId={sessionId} back={back} />;
}

function SessionOutcome({ sessionId, back }: { sessionId: string; back: ReactNode }) {
  const trans = useTrans();
  const outcome = useStripeCheckoutOutcome(sessionId);
  if (outcome.isPending) return <ConfirmingPayment />;
  if (outcome.isError) return <ConfirmationFailed error={outcome.error} retry={() => void outcome.refetch()} back={back} />;
  if (isPaid(outcome.data)) return <PaymentConfirmed />;
  return (
    <Outcome tone="failure" title={trans('Your payment is not complete')} actions={back}>
      {outcome.data.status === 'expired'
        ? trans('This checkout session has expired. Go back to your plan to start again.')
        : trans('Stripe has not confirmed the payment yet. Go back to your plan to try again.')}
    </Outcome>
  );
}

/** Complete at Stripe, and the stored subscription (when there is one yet) grants the plan. */
const isPaid = (outcome: CheckoutOutcome) => outcome.status === 'complete' && (outcome.subscription === null || outcome.subscription.valid);
