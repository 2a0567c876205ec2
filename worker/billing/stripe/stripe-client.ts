import Stripe from 'stripe';
import type { StripeConfig } from '../gateway-config';

export type { Stripe };

/**
 * The official SDK on its Workers build: fetch for HTTP and WebCrypto for
 * webhook signatures (docs/decisions/015). `api` points it at another host
 * (the loopback fake in tests) through the SDK's own host, port and protocol options.
 */
export function stripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    timeout: 20_000,
    appInfo: { name: 'Melodia' },
    ...(config.api ?? {}),
  });
}

export const stripeCrypto = Stripe.createSubtleCryptoProvider();
