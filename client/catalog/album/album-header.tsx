import type { TrackPayload } from '../../../worker/music/music-types';
import { useTrans } from '../../i18n/trans';
import { LikeButton } from '../../music/library/like-button';
import { RepostButton } from '../../music/library/repost-button';
import { player } from '../../player/player-store';
import { albumPath } from '../../routing/slug';
import { ArtistLinks } from '../../music/artist-links';
import { PlayButton } from '../../music/play-button';
import { formatLength } from '../format-length';
import { Dot, MediaHeader } from '../media-header';
import { ShareButton } from '../share-button';
import { AlbumMenu } from './album-menu';
import { EditLink } from '../edit-link';
import type { AlbumDetail } from './album-query';
import { albumTypeLabel } from './album-type-label';
import { DownloadButton } from '../../offline/download-button';

/** The album's total length: its own figure, else the sum of the tracks listed. */
export const albumLength = (album: AlbumDetail, tracks: TrackPayload[]) => album.duration || tracks.reduce((sum, track) => sum + track.duration, 0);

export function AlbumHeader({ album, tracks }: { album: AlbumDetail; tracks: TrackPayload[] }) {
  const trans = useTrans();
  const count = album.tracks_count || tracks.length;
  const context = { type: 'album', id: album.id, name: album.name } as const;
  return (
    <MediaHeader
      image={album.image}
      kicker={albumTypeLabel(album.type)}
      title={album.name}
      meta={
        <>
          <ArtistLinks artists={album.artists} />
          {album.release_date && (
            <>
              <Dot />
              <span>{album.release_date.slice(0, 4)}</span>
            </>
          )}
          <Dot />
          <span>{count === 1 ? trans('1 track') : trans(':count tracks', { count })}</span>
          <Dot />
          <span>{formatLength(albumLength(album, tracks))}</span>
        </>
      }
      actions={
        <>
          <PlayButton
            name={album.name}
            context={context}
            isDisabled={!tracks.length}
            onStart={() => player.playTracks(tracks, 0, context)}
          />
          <LikeButton type="album" id={album.id} size="md" />
          <RepostButton type="album" id={album.id} />
          <ShareButton path={albumPath(album)} title={album.name} />
          <EditLink type="album" id={album.id} name={album.name} ownerId={album.owner_id} />
          {tracks.length > 0 && <DownloadButton kind="album" id={album.id} />}
          <AlbumMenu album={album} tracks={tracks} />
        </>
      }
    />
  );
}
