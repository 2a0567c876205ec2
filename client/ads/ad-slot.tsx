import { lazy, Suspense } from 'react';
import type { AdSlot as Slot } from './ad-slots';
import { useAd } from './use-ad';

// Most visitors see no ads (off, empty, or ads.hide): the frame's code loads only when one shows.
const AdFrame = lazy(() => import('./ad-frame').then((m) => ({ default: m.AdFrame })));

/**
 * An ad slot of SPEC section 2. The HTML is an admin's input, so it never
 * enters this document: it runs in a sandboxed frame (no allow-same-origin,
 * so it has an opaque origin and cannot reach the app, its cookies or its
 * storage), loaded once the slot nears the viewport. The frame's document
 * comes from the worker with a policy of its own (worker/ads/), because a
 * srcdoc frame inherits this page's CSP, under which ad scripts cannot run.
 */
export function AdSlot({ slot, className }: { slot: Slot; className?: string }) {
  const html = useAd(slot);
  return html ? (
    <Suspense fallback={null}>
      <AdFrame slot={slot} html={html} className={className} />
    </Suspense>
  ) : null;
}
