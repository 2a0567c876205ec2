import { useTrans } from '../../i18n/trans';
import { Spinner } from '../../ui/spinner';
import { AdminPageHeader } from '../layout/admin-page-header';
import { PlanForm } from './plan-form';
import { usePlan } from './plan-query';

/** /admin/plans/new and /admin/plans/{planId}/edit. */
export function PlanEditPage({ planId }: { planId?: number }) {
  const trans = useTrans();
  const plan = usePlan(planId ?? 0);
  if (planId === undefined) {
    return (
      <div className="flex flex-col gap-6">
        <AdminPageHeader title={trans('New plan')} />
        <PlanForm />
      </div>
    );
  }
  if (plan.isPending) return <Spinner className="mx-auto mt-10" />;
  if (plan.isError) return <p role="alert" className="mt-10 text-center text-muted">{trans('There was an issue loading this page')}</p>;
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={plan.data.name} description={trans(':count subscriptions', { count: plan.data.subscriptions_count })} />
      <PlanForm key={plan.data.id} plan={plan.data} />
    </div>
  );
}
