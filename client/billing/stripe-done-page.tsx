import { Link } from '@tanstack/react-router';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { ApiError } from '../http/api-client';
import { useTrans } from '../i18n/trans';
import { buttonStyles } from '../ui/button-styles';
import { Spinner } from '../ui/spinner';
import { checkoutPath } from './onboarding-selection';
import { serverMessage } from './server-message';
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
  if (outcome.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label={trans('Confirming your payment')} />
      </div>
    );
  }
  if (outcome.isError) {
    // A 4xx (someone else's or an unknown session) will answer the same again; anything else may pass on a retry.
    const final = outcome.error instanceof ApiError && outcome.error.status < 500;
    return (
      <Outcome
        tone="failure"
        title={trans('Your payment could not be confirmed')}
        actions={
          <>
            {!final && (
              <button type="button" onClick={() => void outcome.refetch()} className={buttonStyles({ variant: 'outline' })}>
                {trans('Try again')}
              </button>
            )}
            {back}
          </>
        }
      >
        {trans(serverMessage(outcome.error))}
      </Outcome>
    );
  }
  if (isPaid(outcome.data)) {
    // /billing arrives with its own change (issue 14): a plain string until it exists.
    const billing: string = '/billing';
    return (
      <Outcome
        tone="success"
        title={trans('Thank you! Your subscription is active.')}
        actions={
          <Link to={billing} className={buttonStyles({ size: 'lg' })}>
            {trans('Go to billing')}
          </Link>
        }
      >
        {trans('Your plan applies right away. You can see it, and your invoices, on the billing page.')}
      </Outcome>
    );
  }
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

function BackToPlan({ productId, priceId }: { productId: number; priceId: number }) {
  const trans = useTrans();
  const to: string = checkoutPath(productId, priceId);
  return (
    <Link to={to} className={buttonStyles({ variant: 'outline' })}>
      {trans('Back to your plan')}
    </Link>
  );
}

type OutcomeProps = { tone: 'success' | 'failure'; title: string; actions: ReactNode; children: ReactNode };

function Outcome({ tone, title, actions, children }: OutcomeProps) {
  const Icon = tone === 'success' ? CircleCheck : CircleAlert;
  return (
    <div role={tone === 'failure' ? 'alert' : 'status'} className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <Icon className={tone === 'success' ? 'size-14 text-positive' : 'size-14 text-danger'} aria-hidden="true" />
      <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
      <p className="text-muted">{children}</p>
      <div className="flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}
