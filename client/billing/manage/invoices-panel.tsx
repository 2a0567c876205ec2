import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { useTrans } from '../../i18n/trans';
import { buttonStyles } from '../../ui/button-styles';
import { useFormatMoney } from '../format-price';
import { BillingPanel, QueryState } from './billing-layout';
import { invoicesQuery } from './billing-queries';
import { useFormatDate } from './use-format-date';

/** /billing's invoices, ten a page, each opening its printable page. */
export function InvoicesPanel() {
  const trans = useTrans();
  const money = useFormatMoney();
  const date = useFormatDate();
  const [page, setPage] = useState(1);
  const invoices = useQuery({ ...invoicesQuery(page), placeholderData: keepPreviousData });
  return (
    <BillingPanel title={trans('Invoices')}>
      {!invoices.isSuccess ? (
        <QueryState query={invoices} label={trans('Loading invoices')} />
      ) : invoices.data.data.length === 0 ? (
        <p className="text-muted">{trans('No invoices yet.')}</p>
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-divider">
            {invoices.data.data.map((invoice) => (
              <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="flex flex-col">
                  <span className="font-medium">{date(invoice.created_at)}</span>
                  <span className="text-sm text-muted">{invoice.description}</span>
                </div>
                <div className="flex items-center gap-3">
                  <span className={invoice.status === 'paid' ? '' : 'text-danger'}>
                    {money(invoice.amount, invoice.currency)} · {invoice.status === 'paid' ? trans('Paid') : trans('Failed')}
                  </span>
                  <Link to="/billing/invoices/$invoiceId" params={{ invoiceId: invoice.id }} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
                    {trans('View')}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          {invoices.data.last_page > 1 && (
            <nav aria-label={trans('Invoice pages')} className="flex items-center justify-end gap-2">
              <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
                {trans('Previous')}
              </button>
              <span className="text-sm text-muted">{trans(':page of :last', { page, last: invoices.data.last_page })}</span>
              <button type="button" disabled={page >= invoices.data.last_page} onClick={() => setPage(page + 1)} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
                {trans('Next')}
              </button>
            </nav>
          )}
        </>
      )}
    </BillingPanel>
  );
}
