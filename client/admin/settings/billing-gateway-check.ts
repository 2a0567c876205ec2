import { trans } from '../../i18n/trans';
import { openDialog } from '../../ui/dialog/dialog-store';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog';
import type { AdminSettings } from './admin-settings-query';

/**
 * Whether a save turns subscriptions on while no payment gateway could take a
 * payment afterwards: none switched on with its keys (typed in this save,
 * already stored, or from the environment: `gateway_keys`). Checkout would
 * then answer "Payments are not available right now" (issue 26).
 */
export function enablesBillingWithoutGateway(changed: Record<string, unknown>, data: AdminSettings): boolean {
  if (changed['billing.enable'] !== true || data.settings['billing.enable'] === true) return false;
  const next = { ...data.settings, ...changed };
  /** A secret in this save: a typed value sets it, null removes it; absent, the stored state holds. */
  const secret = (name: string, stored: boolean) => (name in changed ? changed[name] !== null : stored);
  const stripe = next['billing.stripe.enable'] === true && secret('billing.stripe.secret_key', data.gateway_keys.stripe);
  const paypalKeys =
    typeof changed['billing.paypal.client_secret'] === 'string'
      ? Boolean(next['billing.paypal.client_id']) || data.gateway_keys.paypal
      : secret('billing.paypal.client_secret', data.gateway_keys.paypal) && (Boolean(next['billing.paypal.client_id']) || !('billing.paypal.client_id' in changed));
  const paypal = next['billing.paypal.enable'] === true && paypalKeys;
  return !stripe && !paypal;
}

/** The subscriptions subpage's check before saving: turning billing on without a gateway asks first. */
export async function confirmBillingGateways(changed: Record<string, unknown>, data: AdminSettings): Promise<boolean> {
  if (!enablesBillingWithoutGateway(changed, data)) return true;
  const confirmed = await openDialog<boolean>(ConfirmDialog, {
    title: trans('No payment gateway is ready'),
    body: trans(
      'Neither Stripe nor PayPal is switched on with its keys, so nobody will be able to pay: checkout will say payments are not available. Turn on subscriptions anyway?',
    ),
    confirmLabel: trans('Turn on anyway'),
  });
  return confirmed === true;
}
