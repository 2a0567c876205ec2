import { z } from 'zod';
import type { FlatSettings } from '../cache/app-snapshot';

/** The providers' token check endpoints (setting `recaptcha.driver`). */
export const SITEVERIFY_URLS = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
} as const;

/** reCAPTCHA v3 scores from 0 (bot) to 1 (human); Google's suggested default threshold. */
export const RECAPTCHA_MIN_SCORE = 0.5;
/** A provider slower than this counts as a failed check rather than a hung request. */
const TIMEOUT_MS = 5_000;

const siteverifyAnswer = z.object({ success: z.boolean(), score: z.number().optional() });

/** The write-only secret key: callers merge it in with withSecrets (worker/settings/secrets.ts). */
export const BOT_CHECK_SECRET = 'recaptcha.secret_key';

/** A bot check is configured once an admin has given both of the provider's keys. */
export const botCheckConfigured = (settings: FlatSettings) =>
  String(settings['recaptcha.site_key'] ?? '').trim() !== '' && String(settings['recaptcha.secret_key'] ?? '').trim() !== '';

/**
 * Asks the configured provider whether a widget token is a human's. Fails
 * closed: no token, a provider error or an unreadable answer all mean "not
 * verified" (SPEC section 5).
 */
export async function verifyHumanToken(settings: FlatSettings, token: string | undefined, remoteIp: string | null): Promise<boolean> {
  if (!token || !botCheckConfigured(settings)) return false;
  const driver = settings['recaptcha.driver'] === 'recaptcha' ? 'recaptcha' : 'turnstile';
  const form = new URLSearchParams({ secret: String(settings['recaptcha.secret_key'] ?? ''), response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  try {
    const response = await fetch(SITEVERIFY_URLS[driver], { method: 'POST', body: form, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) return false;
    const answer = siteverifyAnswer.safeParse(await response.json());
    if (!answer.success || !answer.data.success) return false;
    return driver === 'turnstile' || (answer.data.score ?? 0) >= RECAPTCHA_MIN_SCORE;
  } catch {
    return false;
  }
}
