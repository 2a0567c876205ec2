import { toast } from '../ui/toast/toast-store';
import { trans } from '../i18n/trans';

/** Shares a player path: the native share sheet where there is one, else the clipboard. */
export async function shareLink(path: string, title: string): Promise<void> {
  const url = new URL(path, window.location.origin).href;
  if (navigator.share) {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast(trans('Copied link to clipboard'));
  } catch {
    toast.danger(trans('Could not copy the link'));
  }
}
