import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTrans } from '../../i18n/trans';
import { buttonStyles } from '../../ui/button-styles';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/toast/toast-store';
import type { BillingSubscription, PlanChangePreview } from '../../../worker/billing/billing-types';
import { useFormatMoney } from '../format-price';
import { useProduct } from '../product-query';
import { serverMessage } from '../server-message';
import { BillingLayout, BillingPanel, QueryState } from './billing-layout';
import { planChangePreviewQuery, useChangePlan, useSubscription } from './billing-queries';
import { useFormatDate } from './use-format-date';

type ConfirmProps = { productId: number; priceId: number };

/** SPEC section 2, /billing/change-plan/{productId}/{priceId}/confirm: the new plan and the price difference, explained. */
export function ConfirmPlanChangePage({ productId, priceId }: ConfirmProps) {
  const trans = useTrans();
  const subscription = useSubscription();
  return (
    <BillingLayout title={trans('Confirm your new plan')}>
      {subscription.isSuccess ? (
        subscription.data ? (
          <Confirm subscription={subscription.data} productId={productId} priceId={priceId} />
        ) : (
          <p className="text-muted">{trans('You have no subscription.')}</p>
        )
      ) : (
        <QueryState query={subscription} label={trans('Loading your subscription')} />
      )}
    </BillingLayout>
  );
}

function Confirm({ subscription, productId, priceId }: ConfirmProps & { subscription: BillingSubscription }) {
  const trans = useTrans();
  const navigate = useNavigate();
  const preview = useQuery(planChangePreviewQuery(subscription.id, productId, priceId));
  const product = useProduct(productId);
  const change = useChangePlan(subscription.id);
  if (!preview.isSuccess || !product.isSuccess) return <QueryState query={preview.isSuccess ? product : preview} label={trans('Working out the difference')} />;
  const submit = () =>
    change.mutate(
      { product_id: productId, price_id: priceId },
      {
        onSuccess: ({ redirect }) => {
          if (redirect) return;
          toast.positive(trans('Plan changed'));
          void navigate({ to: '/billing' });
        },
      },
    );
  const leaving = change.isPending || (change.isSuccess && !!change.data.redirect);
  return (
    <BillingPanel title={trans('From :from to :to', { from: subscription.product.name, to: product.data.name })}>
      <Difference preview={preview.data} />
      {change.isError && (
        <p role="alert" className="text-sm text-danger">
          {trans(serverMessage(change.error))}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="button" disabled={leaving} aria-busy={leaving} onClick={submit} className={buttonStyles()}>
          {leaving && <Spinner size="sm" />}
          {trans('Confirm change')}
        </button>
        <button type="button" onClick={() => void navigate({ to: '/billing/change-plan' })} className={buttonStyles({ variant: 'outline' })}>
          {trans('Choose another plan')}
        </button>
      </div>
    </BillingPanel>
  );
}

/** The preview in words and figures (docs/api/billing.md, change-plan/preview). */
function Difference({ preview }: { preview: PlanChangePreview }) {
  const trans = useTrans();
  const money = useFormatMoney();
  const date = useFormatDate();
  const m = (amount: number) => money(amount, preview.currency);
  const rows: [string, string][] = [
    [trans('New price'), m(preview.next.amount)],
    ...(preview.credit > 0 ? ([[trans('Credit for the unused part of this period'), `− ${m(preview.credit)}`]] as [string, string][]) : []),
    [preview.due_now < 0 ? trans('Credit kept for your next invoices') : trans('Due today'), m(Math.abs(preview.due_now))],
  ];
  return (
    <>
      <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-2" data-testid="plan-change-difference">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted">
        {preview.resets_period
          ? trans('Your billing period starts again today. The next payment is on :date.', { date: date(preview.next_renewal) })
          : preview.credit === 0 && preview.due_now === 0
            ? trans('The new price applies from your next payment, on :date.', { date: date(preview.next_renewal) })
            : trans('You pay the difference for the rest of this period now. The next payment, at the new price, is on :date.', { date: date(preview.next_renewal) })}
      </p>
    </>
  );
}
