import { createFileRoute } from '@tanstack/react-router';
import { ChangePaymentMethodPage } from '../../../../billing/manage/payment-method-pages';

export const Route = createFileRoute('/_player/billing/change-payment-method/')({
  component: ChangePaymentMethodPage,
});
