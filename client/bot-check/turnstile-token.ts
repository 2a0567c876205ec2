import { BotCheckError } from './bot-check-error';
import { loadScript } from './load-script';

/** The part of Cloudflare Turnstile's API we use: https://developers.cloudflare.com/turnstile/get-started/client-side-rendering/ */
type Turnstile = {
  render: (
    container: HTMLElement,
    options: {
      sitekey: string;
      action: string;
      appearance: 'interaction-only';
      retry: 'never';
      callback: (token: string) => void;
      'error-callback': () => boolean;
      'expired-callback': () => void;
      'timeout-callback': () => void;
    },
  ) => string | null | undefined;
  remove: (widgetId: string) => void;
};

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

// Explicit rendering: the widget appears only when a form asks for a token.
const TURNSTILE_SRC = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

export const loadTurnstile = () => (window.turnstile ? Promise.resolve() : loadScript(TURNSTILE_SRC));

/**
 * Renders a managed widget that stays invisible unless Cloudflare wants the
 * visitor to interact (then it floats at the bottom of the screen), and
 * resolves with its single-use token. The widget is removed afterwards: each
 * submit needs a fresh token.
 */
export async function turnstileToken(siteKey: string, action: string): Promise<string> {
  await loadTurnstile();
  const turnstile = window.turnstile;
  if (!turnstile) throw new BotCheckError();
  const container = document.createElement('div');
  container.className = 'fixed bottom-4 left-1/2 z-50 -translate-x-1/2';
  document.body.append(container);
  let widgetId: string | null | undefined;
  try {
    return await new Promise<string>((resolve, reject) => {
      const fail = () => reject(new BotCheckError());
      widgetId = turnstile.render(container, {
        sitekey: siteKey,
        action,
        appearance: 'interaction-only',
        retry: 'never',
        callback: resolve,
        // Returning true tells Turnstile the error is handled (no console noise).
        'error-callback': () => {
          fail();
          return true;
        },
        'expired-callback': fail,
        'timeout-callback': fail,
      });
      if (!widgetId) fail();
    });
  } finally {
    if (widgetId) turnstile.remove(widgetId);
    container.remove();
  }
}
