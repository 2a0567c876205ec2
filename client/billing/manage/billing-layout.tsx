import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTrans } from '../../i18n/trans';
import { buttonStyles } from '../../ui/button-styles';
import { Spinner } from '../../ui/spinner';
import { serverMessage } from '../server-message';

/** The frame of /billing's pages: a heading, an optional way back to /billing, the content. */
export function BillingLayout({ title, back = true, children }: { title: string; back?: boolean; children: ReactNode }) {
  const trans = useTrans();
  return (
    <div className="flex w-full max-w-3xl flex-col gap-6 py-8 md:py-12">
      {back && (
        <Link to="/billing" className={buttonStyles({ variant: 'text', size: 'sm', className: 'self-start' })}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {trans('Billing')}
        </Link>
      )}
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
      {children}
    </div>
  );
}

/** A bordered panel of a billing page. */
export function BillingPanel({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const id = `billing-panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-2xl border border-divider bg-paper p-5 shadow-sm md:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** Loading and error states of a billing query, with a retry. */
export function QueryState({ query, label }: { query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown }; label: string }) {
  const trans = useTrans();
  if (query.isPending) return <Spinner size="lg" className="mx-auto my-12" label={label} />;
  if (!query.isError) return null;
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
      <p className="font-semibold">{trans('There was an issue. Please try again.')}</p>
      <p className="text-muted">{trans(serverMessage(query.error))}</p>
      <button type="button" onClick={() => void query.refetch()} className={buttonStyles({ variant: 'outline' })}>
        {trans('Try again')}
      </button>
    </div>
  );
}
