import type { Gateway, SubscriptionRow } from '../../db/billing';
import { ValidationError } from '../http/errors';
import { localGateway, type GatewayContext, type GatewayFactory, type SubscriptionGateway } from './subscription-gateway';
import { stripeGateway } from './stripe/stripe-subscription-actions';
import { paypalGateway } from './paypal/paypal-subscription-actions';

const FACTORIES: Record<Gateway, GatewayFactory> = { none: async (ctx) => localGateway(ctx), stripe: stripeGateway, paypal: paypalGateway };

/**
 * The actions of a subscription's gateway. A gateway without its keys (a
 * switched-off one still counts: running subscriptions stay manageable) is
 * 422 `gateway`, and nothing changes here that the gateway would not follow.
 */
export async function subscriptionGateway(ctx: GatewayContext, sub: SubscriptionRow): Promise<SubscriptionGateway> {
  const gateway = await FACTORIES[sub.gateway](ctx);
  if (!gateway) throw ValidationError.field('gateway', `This subscription is billed by ${sub.gateway === 'stripe' ? 'Stripe' : 'PayPal'}, which is not configured.`);
  return gateway;
}
