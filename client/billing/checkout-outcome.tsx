import { Link } from '@tanstack/react-router';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { ApiError } from '../http/api-client';
import { useTrans } from '../i18n/trans';
import { buttonStyles } from '../ui/button-styles';
import { Spinner } from '../ui/spinner';
import { checkoutPath } from './onboarding-selection';
import { serverMessage } from './server-message';

// The pieces of the checkout done pages (stripe-done-page.tsx, paypal-done-page.tsx): where a gateway sends the buyer back.

type OutcomeProps = { tone: 'success' | 'pending' | 'failure'; title: string; actions: ReactNode; children: ReactNode };

const ICONS = { success: CircleCheck, pending: Clock, failure: CircleAlert };
const ICON_COLOURS = { success: 'size-14 text-positive', pending: 'size-14 text-muted', failure: 'size-14 text-danger' };

export function Outcome({ tone, title, actions, children }: OutcomeProps) {
  const Icon = ICONS[tone];
  return (
    <div role={tone === 'failure' ? 'alert' : 'status'} className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <Icon className={ICON_COLOURS[tone]} aria-hidden="true" />
      <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
      <p className="text-muted">{children}</p>
      <div className="flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}

export function BackToPlan({ productId, priceId }: { productId: number; priceId: number }) {
  const trans = useTrans();
  const to: string = checkoutPath(productId, priceId);
  return (
    <Link to={to} className={buttonStyles({ variant: 'outline' })}>
      {trans('Back to your plan')}
    </Link>
  );
}

export function ConfirmingPayment() {
  const trans = useTrans();
  return (
    <div className="flex justify-center py-16">
      <Spinner size="lg" label={trans('Confirming your payment')} />
    </div>
  );
}

/** The subscription is stored and grants the plan: on to /billing. */
export function PaymentConfirmed() {
  const trans = useTrans();
  return (
    <Outcome
      tone="success"
      title={trans('Thank you! Your subscription is active.')}
      actions={
        <Link to="/billing" className={buttonStyles({ size: 'lg' })}>
          {trans('Go to billing')}
        </Link>
      }
    >
      {trans('Your plan applies right away. You can see it, and your invoices, on the billing page.')}
    </Outcome>
  );
}

/** The server could not confirm: a 4xx (someone else's or an unknown checkout) answers the same again; anything else may pass on a retry. */
export function ConfirmationFailed({ error, retry, back }: { error: unknown; retry: () => void; back: ReactNode }) {
  const trans = useTrans();
  const final = error instanceof ApiError && error.status < 500;
  return (
    <Outcome
      tone="failure"
      title={trans('Your payment could not be confirmed')}
      actions={
        <>
          {!final && (
            <button type="button" onClick={retry} className={buttonStyles({ variant: 'outline' })}>
              {trans('Try again')}
            </button>
          )}
          {back}
        </>
      }
    >
      {trans(serverMessage(error))}
    </Outcome>
  );
}
