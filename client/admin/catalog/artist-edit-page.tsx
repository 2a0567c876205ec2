import { useBootstrap } from '../../bootstrap/bootstrap-store';
import { hasPermission } from '../../auth/permissions';
import { useTrans } from '../../i18n/trans';
import { Spinner } from '../../ui/spinner';
import { AdminPageHeader } from '../layout/admin-page-header';
import { ArtistForm } from './artist-form';
import { useAdminArtist } from './artist-query';

/** /admin/artists/new and /admin/artists/{artistId}/edit. */
export function ArtistEditPage({ artistId }: { artistId?: number }) {
  const trans = useTrans();
  const isAdmin = hasPermission(useBootstrap(), 'admin.access');
  const artist = useAdminArtist(artistId ?? 0);
  if (artistId === undefined) {
    return (
      <div className="flex flex-col gap-6">
        <AdminPageHeader title={trans('New artist')} />
        <ArtistForm isAdmin={isAdmin} />
      </div>
    );
  }
  if (artist.isPending) return <Spinner className="mx-auto mt-10" />;
  if (artist.isError) return <p role="alert" className="mt-10 text-center text-muted">{trans('There was an issue loading this page')}</p>;
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={artist.data.name} description={trans(':count followers', { count: artist.data.followers_count.toLocaleString() })} />
      <ArtistForm key={artist.data.id} artist={artist.data} isAdmin={isAdmin} />
    </div>
  );
}
