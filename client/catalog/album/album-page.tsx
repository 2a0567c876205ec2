import { useTrans } from '../../i18n/trans';
import { AdSlot } from '../../ads/ad-slot';
import { PageLoading, QueryError } from '../../music/query-states';
import { TrackTable } from '../../music/track-table/track-table';
import { CommentsSection } from '../comments/comments-section';
import { useDocumentTitle } from '../use-document-title';
import { AlbumHeader } from './album-header';
import { useAlbum } from './album-query';
import { AlbumReleaseInfo } from './album-release-info';

/** /album/{albumId}/{artistName}/{albumName}. */
export function AlbumPage({ albumId }: { albumId: number }) {
  const trans = useTrans();
  const { data, isPending, error, refetch } = useAlbum(albumId);
  useDocumentTitle(data ? `${data.album.name} - ${data.album.artists.map((a) => a.name).join(', ')}` : trans('Album'));
  if (isPending) return <PageLoading />;
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  const { album, tracks } = data;
  return (
    <div>
      <AlbumHeader album={album} tracks={tracks} />
      <AdSlot slot="album_above" />
      <TrackTable
        tracks={tracks}
        context={{ type: 'album', id: album.id, name: album.name }}
        numbering="number"
        showAlbum={false}
        showImage={false}
        empty={trans('This album has no tracks yet.')}
      />
      <AlbumReleaseInfo album={album} />
      <CommentsSection commentable={{ type: 'album', id: album.id }} />
    </div>
  );
}
