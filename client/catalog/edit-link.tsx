import { Link } from '@tanstack/react-router';
import { Pencil } from 'lucide-react';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { hasPermission } from '../auth/permissions';
import { useTrans } from '../i18n/trans';
import { iconButtonStyles } from '../ui/button-styles';

type Editable = { type: 'track' | 'album'; id: number; name: string; ownerId: number | null };

/**
 * "Edit" on a track or album page, for whoever the server lets edit it
 * (worker/backstage/backstage-access.ts): its owner with music.create, or an
 * admin. The server checks again; this only saves others a dead end.
 */
export function EditLink({ type, id, name, ownerId }: Editable) {
  const trans = useTrans();
  const data = useBootstrap();
  const user = data.user;
  if (!user || !hasPermission(data, 'music.create') || (ownerId !== user.id && !hasPermission(data, 'admin'))) return null;
  const label = trans('Edit :name', { name });
  const link =
    type === 'track'
      ? ({ to: '/backstage/tracks/$trackId/edit', params: { trackId: String(id) } } as const)
      : ({ to: '/backstage/albums/$albumId/edit', params: { albumId: String(id) } } as const);
  return (
    <Link {...link} aria-label={label} title={label} className={iconButtonStyles()}>
      <Pencil className="size-5" aria-hidden="true" />
    </Link>
  );
}
