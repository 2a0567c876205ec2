import clsx from 'clsx';
import { useTrans } from '../../i18n/trans';
import type { SubscriptionPayload } from '../../../worker/billing/billing-types';

type State = 'active' | 'canceled' | 'past_due' | 'ended' | 'incomplete';

/** The one word that says where a subscription stands (docs/api/billing.md, valid / active / on_grace_period). */
export function subscriptionState(sub: SubscriptionPayload): State {
  if (!sub.valid) return sub.status === 'incomplete' ? 'incomplete' : 'ended';
  if (sub.on_grace_period) return 'canceled';
  if (sub.status === 'past_due') return 'past_due';
  return 'active';
}

export function SubscriptionStatusBadge({ subscription }: { subscription: SubscriptionPayload }) {
  const trans = useTrans();
  const state = subscriptionState(subscription);
  const labels: Record<State, string> = {
    active: trans('Active'),
    canceled: trans('Canceled'),
    past_due: trans('Payment due'),
    ended: trans('Ended'),
    incomplete: trans('Awaiting payment'),
  };
  const tone = state === 'active' ? 'bg-positive/15 text-positive' : state === 'past_due' || state === 'ended' ? 'bg-danger/15 text-danger' : 'bg-primary/15 text-primary';
  return <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold', tone)}>{labels[state]}</span>;
}
