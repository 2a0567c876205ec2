import { BotCheckError } from './bot-check-error';
import { loadScript } from './load-script';

/** The part of reCAPTCHA v3's API we use: https://developers.google.com/recaptcha/docs/v3 */
type Grecaptcha = {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => PromiseLike<string>;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const loadRecaptcha = (siteKey: string) =>
  window.grecaptcha
    ? Promise.resolve()
    : loadScript(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`);

/** reCAPTCHA v3 scores the visitor in the background and resolves with a token for this action. */
export async function recaptchaToken(siteKey: string, action: string): Promise<string> {
  await loadRecaptcha(siteKey);
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) throw new BotCheckError();
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  return grecaptcha.execute(siteKey, { action });
}
