import { createFileRoute } from '@tanstack/react-router';
import { parseId } from '../../../../routing/route-params';
import { guard } from '../../../../auth/route-guards';
import { planQuery } from '../../../../admin/plans/plan-query';
import { PlanEditPage } from '../../../../admin/plans/plan-edit-page';

/** SPEC section 2: admin/plans/{planId}/edit (plans.update). */
export const Route = createFileRoute('/admin/plans/$planId/edit')({
  params: { parse: ({ planId }) => ({ planId: parseId(planId) }), stringify: ({ planId }) => ({ planId: String(planId) }) },
  beforeLoad: guard({ permission: 'plans.update' }),
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(planQuery(params.planId)),
  staticData: { crumb: 'Edit plan' },
  component: function EditPlan() {
    return <PlanEditPage planId={Route.useParams().planId} />;
  },
});
