import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useBootstrap, type BootstrapData } from '../bootstrap/bootstrap-store';
import { settingGetter } from '../layout/setting-getter';

/** The measurement id (settings subpage "Analytics"), or null while none is set. */
export const trackingId = (data: BootstrapData) => {
  const id = settingGetter(data)('analytics.tracking_id');
  return typeof id === 'string' && id.trim() ? id.trim() : null;
};

/**
 * Loads analytics only when an admin set a measurement id, and only once
 * the visitor has accepted the cookie notice (or the notice is off); then
 * reports each page the router shows.
 */
export function useAnalytics() {
  const data = useBootstrap();
  const id = trackingId(data);
  const consented = !data.show_cookie_notice;
  const href = useRouterState({ select: (state) => state.location.href });
  useEffect(() => {
    if (!id || !consented) return;
    void import('./gtag').then((gtag) => {
      gtag.loadGtag(id);
      gtag.pageView();
    });
  }, [id, consented, href]);
}
