import { useEffect } from 'react';
import { useBootstrap } from '../bootstrap/bootstrap-store';

/** Sets the tab title to "page - site" (just the site name without a page title) while the page is shown. */
export function useDocumentTitle(title: string | null | undefined) {
  const site = useBootstrap().branding.site_name;
  useEffect(() => {
    document.title = title ? `${title} - ${site}` : site;
  }, [title, site]);
}
