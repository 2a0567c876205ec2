import type { GatewayFactory } from '../subscription-gateway';

/** PayPal's subscription actions (cancel, renew, change plan, end date): being written (issue 14). */
export const paypalGateway: GatewayFactory = async () => null;
