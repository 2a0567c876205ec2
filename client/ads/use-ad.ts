import { useRouterState } from '@tanstack/react-router';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { hasPermission } from '../auth/permissions';
import type { AdSlot } from './ad-slots';

type AdsSettings = Partial<Record<AdSlot, string>> & { enable?: boolean };

/**
 * The slot's HTML, or null when nothing should show: ads are off, the slot
 * is empty, the user holds `ads.hide` (admins hold every permission), or the
 * page belongs to the admin area or an embed, which never carry ads.
 */
export function useAd(slot: AdSlot): string | null {
  const data = useBootstrap();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const ads = (data.settings.ads ?? {}) as AdsSettings;
  if (ads.enable !== true || !ads[slot]?.trim()) return null;
  if (hasPermission(data, 'ads.hide')) return null;
  if (pathname === '/admin' || pathname.startsWith('/admin/') || pathname.endsWith('/embed')) return null;
  return ads[slot]!;
}
