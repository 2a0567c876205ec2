import { Link } from '@tanstack/react-router';
import type { TrackDetailPayload } from '../../../worker/music/music-types';
import { useTrans } from '../../i18n/trans';
import { formatDuration } from '../../layout/format-duration';
import { LikeButton } from '../../music/library/like-button';
import { RepostButton } from '../../music/library/repost-button';
import { PlayButton } from '../../music/play-button';
import { TrackMenuButton } from '../../music/track-menu-button';
import { player } from '../../player/player-store';
import { albumPath, radioPath, trackPath } from '../../routing/slug';
import { ArtistLinks } from '../../music/artist-links';
import { Dot, MediaHeader } from '../media-header';
import { EditLink } from '../edit-link';
import { RadioLink } from '../radio-link';
import { ShareButton } from '../share-button';
import { useFormatters } from '../use-formatters';

export function TrackHeader({ track }: { track: TrackDetailPayload }) {
  const trans = useTrans();
  const format = useFormatters();
  const context = { type: 'track', id: track.id, name: track.name } as const;
  return (
    <MediaHeader
      image={track.image}
      kicker={trans('Track')}
      title={track.name}
      meta={
        <>
          <ArtistLinks artists={track.artists} />
          {track.album && (
            <>
              <Dot />
              <Link to={albumPath({ ...track.album, artists: track.artists })} className="hover:text-fg hover:underline">
                {track.album.name}
              </Link>
            </>
          )}
          <Dot />
          <span>{formatDuration(track.duration / 1000)}</span>
          <Dot />
          <span>{trans(':count plays', { count: format.number(track.plays) })}</span>
        </>
      }
      actions={
        <>
          <PlayButton
            name={track.name}
            context={context}
            isDisabled={!track.src}
            onStart={() => player.playTracks([track], 0, context)}
          />
          <LikeButton type="track" id={track.id} size="md" />
          <RepostButton type="track" id={track.id} />
          <ShareButton path={trackPath(track)} title={track.name} />
          <RadioLink to={radioPath('track', track)} />
          <EditLink type="track" id={track.id} name={track.name} ownerId={track.owner_id} />
          <TrackMenuButton track={track} />
        </>
      }
    />
  );
}
