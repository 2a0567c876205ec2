import { Link } from '@tanstack/react-router';
import { Pencil } from 'lucide-react';
import { hasPermission } from '../../auth/permissions';
import { mayManageArtist, mayPublish } from '../../backstage/backstage-access';
import { useManagedArtists } from '../../backstage/own-catalog-queries';
import { useBootstrap } from '../../bootstrap/bootstrap-store';
import { useTrans } from '../../i18n/trans';
import { InsightsLink } from '../../insights/insights-link';
import { buttonStyles } from '../../ui/button-styles';

/**
 * Edit and Insights on an artist page (issue 26), for whoever the server lets
 * open them: an admin.access holder, or a publisher who owns or manages the
 * artist (worker/admin/catalog/artist-write.ts, worker/insights/insights-access.ts).
 * The page's payload is the same for everyone; who manages it comes from
 * GET backstage/artists. The server checks again.
 */
export function ArtistManageLinks({ artist }: { artist: { id: number; name: string } }) {
  const trans = useTrans();
  const data = useBootstrap();
  // Admins may open any artist's pages: no need to ask which they manage.
  const managed = useManagedArtists(mayPublish(data) && !hasPermission(data, 'admin.access'));
  if (!mayManageArtist(data, managed.data?.map((row) => row.id), artist.id)) return null;
  return (
    <>
      <Link
        to="/backstage/artists/$artistId/edit"
        params={{ artistId: artist.id }}
        aria-label={trans('Edit :name', { name: artist.name })}
        className={buttonStyles({ variant: 'outline', size: 'sm' })}
      >
        <Pencil aria-hidden="true" className="size-4" />
        {trans('Edit')}
      </Link>
      <InsightsLink type="artist" id={artist.id} area="backstage" />
    </>
  );
}
