import type { Db } from '../db';
import { getSettings } from '../settings/settings-service';
import { readSecrets } from '../settings/secrets';

/** Gateway keys may come from the environment (`wrangler secret put`) instead of settings; docs/operations.md. */
type BillingEnv = Partial<Record<
  'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE' | 'PAYPAL_CLIENT_ID' | 'PAYPAL_CLIENT_SECRET' | 'PAYPAL_WEBHOOK_ID' | 'PAYPAL_API_BASE',
  string
>>;

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  /** Another API host than api.stripe.com (a local fake in tests), from STRIPE_API_BASE. */
  api: { host: string; port: string; protocol: 'http' | 'https' } | null;
};

export type PaypalConfig = { clientId: string; clientSecret: string; webhookId: string; apiBase: string };

export type GatewayConfig = { stripe: StripeConfig | null; paypal: PaypalConfig | null };

const SECRETS = ['billing.stripe.secret_key', 'billing.stripe.webhook_secret', 'billing.paypal.client_secret'];
const PAYPAL_LIVE = 'https://api-m.paypal.com';
const PAYPAL_SANDBOX = 'https://api-m.sandbox.paypal.com';

function apiOverride(base: string | undefined): StripeConfig['api'] {
  if (!base) return null;
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? '80' : '443'), protocol };
}

/**
 * Which gateways are usable now: switched on in settings and holding keys
 * (settings first, environment second). Secrets are read from D1, never the
 * KV snapshot (worker/settings/secrets.ts). The switch says whether new
 * customers may pay there; webhooks pass `{ switchedOff: true }`, since the
 * subscriptions already running at a gateway must stay in step after it is
 * switched off.
 */
export async function gatewayConfig(env: Env, db: Db, { switchedOff = false } = {}): Promise<GatewayConfig> {
  const vars = env as unknown as BillingEnv;
  const [settings, secrets] = await Promise.all([getSettings(env, db), readSecrets(db, SECRETS)]);
  const stripeKey = secrets['billing.stripe.secret_key'] || vars.STRIPE_SECRET_KEY || '';
  const stripe: StripeConfig | null =
    (switchedOff || settings['billing.stripe.enable'] === true) && stripeKey
      ? { secretKey: stripeKey, webhookSecret: secrets['billing.stripe.webhook_secret'] || vars.STRIPE_WEBHOOK_SECRET || '', api: apiOverride(vars.STRIPE_API_BASE) }
      : null;
  const clientId = String(settings['billing.paypal.client_id'] || vars.PAYPAL_CLIENT_ID || '');
  const clientSecret = secrets['billing.paypal.client_secret'] || vars.PAYPAL_CLIENT_SECRET || '';
  const paypal: PaypalConfig | null =
    (switchedOff || settings['billing.paypal.enable'] === true) && clientId && clientSecret
      ? {
          clientId,
          clientSecret,
          webhookId: String(settings['billing.paypal.webhook_id'] || vars.PAYPAL_WEBHOOK_ID || ''),
          apiBase: vars.PAYPAL_API_BASE || (settings['billing.paypal.sandbox'] === true ? PAYPAL_SANDBOX : PAYPAL_LIVE),
        }
      : null;
  return { stripe, paypal };
}
