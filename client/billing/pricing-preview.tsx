import { Link } from '@tanstack/react-router';
import { hasPermission } from '../auth/permissions';
import { useBootstrap, type BootstrapData } from '../bootstrap/bootstrap-store';
import { useTrans } from '../i18n/trans';

/** Before billing is on, /pricing is for whoever may turn it on (settings.update), to see what guests will see. */
export const canPreviewPricing = (data: BootstrapData) => hasPermission(data, 'settings.update');

/** The preview's note: nobody else sees this page yet, and where to turn it on. */
export function PricingPreviewNote() {
  const trans = useTrans();
  if (useBootstrap().billing.enable) return null;
  return (
    <p role="status" className="mx-auto max-w-xl rounded-lg border border-divider bg-bg-alt px-4 py-3 text-center text-sm text-muted">
      {trans('Subscriptions are off, so only admins see this page.')}{' '}
      <Link to="/admin/settings/subscriptions" className="font-semibold text-fg underline underline-offset-2">
        {trans('Turn them on')}
      </Link>
    </p>
  );
}
