import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useBootstrap } from '../../bootstrap/bootstrap-store';
import { useTrans } from '../../i18n/trans';
import { buttonStyles } from '../../ui/button-styles';
import { useFormatMoney } from '../format-price';
import { BillingLayout, QueryState } from './billing-layout';
import { invoiceQuery, type PrintableInvoice } from './billing-queries';
import { useFormatDate } from './use-format-date';

/**
 * /billing/invoices/{invoiceId}: one invoice as a page to print or save as
 * PDF. `.printable` is all that prints (styles.css hides the player's
 * chrome on paper).
 */
export function InvoicePage({ invoiceId }: { invoiceId: number }) {
  const trans = useTrans();
  const invoice = useQuery(invoiceQuery(invoiceId));
  return (
    <BillingLayout title={trans('Invoice')}>
      {invoice.isSuccess ? <Invoice invoice={invoice.data} /> : <QueryState query={invoice} label={trans('Loading invoice')} />}
    </BillingLayout>
  );
}

function Invoice({ invoice }: { invoice: PrintableInvoice }) {
  const trans = useTrans();
  const money = useFormatMoney();
  const date = useFormatDate();
  const siteName = useBootstrap().branding.site_name;
  return (
    <>
      <article className="printable flex flex-col gap-6 rounded-2xl border border-divider bg-paper p-6 text-fg shadow-sm md:p-10">
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="text-2xl font-bold">{siteName}</p>
            <p className="text-sm text-muted">{trans('Invoice #:id', { id: invoice.id })}</p>
          </div>
          <div className="text-right text-sm">
            <p>{date(invoice.created_at)}</p>
            <p className={invoice.status === 'paid' ? 'font-semibold text-positive' : 'font-semibold text-danger'}>{invoice.status === 'paid' ? trans('Paid') : trans('Payment failed')}</p>
          </div>
        </header>
        <section aria-label={trans('Billed to')} className="text-sm">
          <p className="text-muted">{trans('Billed to')}</p>
          <p className="font-medium">{invoice.customer.name}</p>
          <p>{invoice.customer.email}</p>
        </section>
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-divider text-left text-muted">
              <th scope="col" className="py-2 font-medium">
                {trans('Description')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {trans('Amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-divider">
              <td className="py-3">
                <p className="font-medium">{invoice.product_name || invoice.description}</p>
                {invoice.product_name && invoice.description && <p className="text-muted">{invoice.description}</p>}
                {invoice.period_start && invoice.period_end && <p className="text-muted">{trans(':from to :to', { from: date(invoice.period_start), to: date(invoice.period_end) })}</p>}
              </td>
              <td className="py-3 text-right tabular-nums">{money(invoice.amount, invoice.currency)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="pt-3 text-left">
                {trans('Total')}
              </th>
              <td className="pt-3 text-right font-bold tabular-nums">{money(invoice.amount, invoice.currency)}</td>
            </tr>
          </tfoot>
        </table>
      </article>
      <button type="button" onClick={() => window.print()} className={buttonStyles({ variant: 'outline', className: 'self-start print:hidden' })}>
        <Printer className="size-4" aria-hidden="true" />
        {trans('Print')}
      </button>
    </>
  );
}
