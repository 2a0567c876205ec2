import { createFileRoute } from '@tanstack/react-router';
import { InvoicePage } from '../../../../billing/manage/invoice-page';
import { parseId } from '../../../../routing/route-params';

/** A printable invoice (docs/api/billing.md, GET billing/invoices/{id}). */
export const Route = createFileRoute('/_player/billing/invoices/$invoiceId')({
  params: { parse: (params) => ({ invoiceId: parseId(params.invoiceId) }), stringify: (params) => ({ invoiceId: String(params.invoiceId) }) },
  component: function Invoice() {
    return <InvoicePage invoiceId={Route.useParams().invoiceId} />;
  },
});
