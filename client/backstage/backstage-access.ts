import type { BootstrapData } from '../bootstrap/bootstrap-store';
import type { MenuItem } from '../../worker/settings/menus';
import { hasPermission } from '../auth/permissions';

/*
 * Who may use backstage, from the permissions its routes check, so the
 * client offers only what will open (issue 26): publishing takes
 * music.create (SPEC section 2's guard on backstage/upload, tracks/new,
 * albums/new; the server's PUBLISHERS in worker/backstage/backstage-constants.ts
 * also lets admin.access in, which publishes from the admin catalog pages);
 * asking to become, verify or claim an artist takes backstageRequests.create
 * (worker/backstage-requests/routes.ts).
 */

/** music.create: backstage's upload and editors. */
export function mayPublish(data: BootstrapData): boolean {
  return !!data.user && hasPermission(data, 'music.create');
}

/** backstageRequests.create: the requests page and its forms. */
export function mayRequest(data: BootstrapData): boolean {
  return !!data.user && hasPermission(data, 'backstageRequests.create');
}

/**
 * An artist's edit and insights pages: an admin.access holder for any
 * artist, a publisher for the artists they own or manage
 * (worker/admin/catalog/artist-write.ts, worker/insights/insights-access.ts).
 */
export function mayManageArtist(data: BootstrapData, managedIds: number[] | undefined, artistId: number): boolean {
  if (data.user && hasPermission(data, 'admin.access')) return true;
  return mayPublish(data) && !!managedIds?.includes(artistId);
}

const link = (id: string, label: string, action: string, icon: string): MenuItem => ({ id, type: 'route', label, action, icon });

/**
 * Backstage as navigation items for publishers: its home (their tracks,
 * albums and artists with their edit and insights pages), upload, and the
 * requests page when they may ask. Listeners who may only ask find that in
 * the account menu ("Become artist").
 */
export function backstageNavItems(data: BootstrapData): MenuItem[] {
  if (!mayPublish(data)) return [];
  return [
    link('backstage', 'Backstage', '/backstage', 'mic'),
    link('backstage-upload', 'Upload', '/backstage/upload', 'upload'),
    ...(mayRequest(data) ? [link('backstage-requests', 'Backstage requests', '/backstage/requests', 'badge-check')] : []),
  ];
}
