import { trans } from '../../i18n/trans';
import { toast } from '../../ui/toast/toast-store';
import type { GatewaySync } from '../../../worker/billing/billing-types';

const GATEWAYS = { stripe: 'Stripe', paypal: 'PayPal' } as const;

const SENTENCES = {
  synced: ':gateway synced.',
  not_configured: ':gateway is not configured.',
  failed: ':gateway failed to sync: save again to retry.',
} as const;

/** The toast after a save: the plan is stored either way; each gateway says how its sync went (docs/api/billing.md). */
export function gatewaySyncMessage(saved: string, gateways: GatewaySync): string {
  const parts = (Object.keys(GATEWAYS) as (keyof GatewaySync)[]).map((gateway) => trans(SENTENCES[gateways[gateway]], { gateway: GATEWAYS[gateway] }));
  return [trans(saved), ...parts].join(' ');
}

/** A failed sync is a danger toast, shown longer, so the admin reads it. */
export function toastGatewaySync(saved: string, gateways: GatewaySync): void {
  const message = gatewaySyncMessage(saved, gateways);
  if (Object.values(gateways).includes('failed')) toast.danger(message);
  else toast(message);
}
