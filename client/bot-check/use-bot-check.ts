import { useCallback, useEffect } from 'react';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { BotCheckError } from './bot-check-error';
import { loadRecaptcha, recaptchaToken } from './recaptcha-token';
import { loadTurnstile, turnstileToken } from './turnstile-token';

/** The actions an admin can protect (settings recaptcha.enable.*). */
export type BotCheckAction = 'login' | 'register' | 'forgot_password' | 'contact';

/**
 * SPEC section 5: when the bot check is on for an action (and a site key is
 * set), a form gets a token before it submits and sends it as
 * recaptcha_token. Returns a function resolving to that token, or to
 * undefined when the check is off; it rejects with BotCheckError when the
 * check cannot pass. When the check is off nothing is loaded; when it is on
 * the script loads with the form, so submitting does not wait for it.
 */
export function useBotCheck(action: BotCheckAction): () => Promise<string | undefined> {
  const { recaptcha } = useBootstrap();
  const { driver, site_key: siteKey } = recaptcha;
  const enabled = !!recaptcha.enable[action] && !!siteKey;

  useEffect(() => {
    if (!enabled) return;
    // A failed preload is retried, and reported, when the form submits.
    (driver === 'turnstile' ? loadTurnstile() : loadRecaptcha(siteKey)).catch(() => {});
  }, [enabled, driver, siteKey]);

  return useCallback(async () => {
    if (!enabled) return undefined;
    try {
      return await (driver === 'turnstile' ? turnstileToken : recaptchaToken)(siteKey, action);
    } catch {
      throw new BotCheckError();
    }
  }, [enabled, driver, siteKey, action]);
}
