import type { BootstrapData } from '../bootstrap/bootstrap-store';

/** SPEC section 4: the social sign-in popup's size. */
export const POPUP_WIDTH = 650;
export const POPUP_HEIGHT = 550;
const CLOSED_POLL_MS = 500;
/** The popup posts, then closes: a close seen first waits this long for a message still in flight. */
const CLOSE_GRACE_MS = 300;

export type SocialAuthStatus = 'SUCCESS' | 'ALREADY_LOGGED_IN' | 'REQUEST_PASSWORD' | 'ERROR';
export type SocialAuthMessage = { type: 'social-auth'; status: SocialAuthStatus; bootstrapData?: BootstrapData; message?: string };

const isSocialAuthMessage = (data: unknown): data is SocialAuthMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'social-auth';

/**
 * Opens `url` in a centered popup and resolves with the result its last page
 * posts (worker/social/result-page.ts). Only messages from our own origin
 * count. A popup closed (or blocked) without a result resolves null: SPEC
 * section 4's empty result.
 */
export function openSocialPopup(url: string): Promise<SocialAuthMessage | null> {
  const left = Math.max(0, window.screenX + (window.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2);
  const popup = window.open(url, 'social-auth', `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`);
  if (!popup) return Promise.resolve(null);

  return new Promise((resolve) => {
    let grace: ReturnType<typeof setTimeout> | undefined;
    const finish = (result: SocialAuthMessage | null) => {
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
      clearTimeout(grace);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isSocialAuthMessage(event.data)) return;
      finish(event.data);
    };
    window.addEventListener('message', onMessage);
    const poll = setInterval(() => {
      if (popup.closed && grace === undefined) grace = setTimeout(() => finish(null), CLOSE_GRACE_MS);
    }, CLOSED_POLL_MS);
  });
}
