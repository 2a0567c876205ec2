import { createFileRoute } from '@tanstack/react-router';
import { billingGuard } from '../../../billing/manage/billing-guard';

/** SPEC section 2, /billing and its children: subscribed users only (SPEC section 6). */
export const Route = createFileRoute('/_player/billing')({
  beforeLoad: billingGuard,
});
