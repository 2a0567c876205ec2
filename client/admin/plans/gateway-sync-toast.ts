import { trans } from '../../i18n/trans';
import { toast } from '../../ui/toast/toast-store';
import type { GatewaySync } from '../../../worker/billing/billing-types';

const GATEWAYS = { stripe: 'Stripe', paypal: 'PayPal' } as const;

/** One gateway's outcome as a sentence (literal trans() calls, so the English keys collect them). */
function sentence(status: GatewaySync[keyof GatewaySync], gateway: string): string {
  if (status === 'synced') return trans(':gateway synced.', { gateway });
  if (status === 'not_configured') return trans(':gateway is not configured.', { gateway });
  return trans(':gateway failed to sync: save again to retry.', { gateway });
}

/** The toast after a save (`saved` already translated): the plan is stored either way; each gateway says how its sync went (docs/api/billing.md). */
export function gatewaySyncMessage(saved: string, gateways: GatewaySync): string {
  return [saved, ...(Object.keys(GATEWAYS) as (keyof GatewaySync)[]).map((gateway) => sentence(gateways[gateway], GATEWAYS[gateway]))].join(' ');
}

/** A failed sync is a danger toast, shown longer, so the admin reads it. */
export function toastGatewaySync(saved: string, gateways: GatewaySync): void {
  const message = gatewaySyncMessage(saved, gateways);
  if (Object.values(gateways).includes('failed')) toast.danger(message);
  else toast(message);
}
