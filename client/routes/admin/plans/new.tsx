import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../auth/route-guards';
import { PlanEditPage } from '../../../admin/plans/plan-edit-page';

/** SPEC section 2: admin/plans/new (plans.update). */
export const Route = createFileRoute('/admin/plans/new')({
  beforeLoad: guard({ permission: 'plans.update' }),
  staticData: { crumb: 'New plan' },
  component: function NewPlan() {
    return <PlanEditPage />;
  },
});
