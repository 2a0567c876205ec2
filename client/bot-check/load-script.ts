import { BotCheckError } from './bot-check-error';

/** A blocked or stalled third-party script must not leave a form waiting for ever. */
const SCRIPT_TIMEOUT_MS = 20_000;

const loading = new Map<string, Promise<void>>();

/** Adds a third-party script once; a failure forgets it so the next submit tries again. */
export function loadScript(src: string): Promise<void> {
  const existing = loading.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      clearTimeout(timer);
      script.remove();
      loading.delete(src);
      reject(new BotCheckError());
    };
    const timer = setTimeout(fail, SCRIPT_TIMEOUT_MS);
    script.src = src;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = fail;
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}
