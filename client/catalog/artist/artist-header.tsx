import { BadgeCheck } from 'lucide-react';
import type { ArtistDetailPayload, TrackPayload } from '../../../worker/music/music-types';
import { useTrans } from '../../i18n/trans';
import { FollowButton } from '../../music/library/follow-button';
import { PlayButton } from '../../music/play-button';
import { player } from '../../player/player-store';
import { artistPath, radioPath } from '../../routing/slug';
import { Dot, MediaHeader } from '../media-header';
import { RadioLink } from '../radio-link';
import { ShareButton } from '../share-button';
import { useFormatters } from '../use-formatters';
import { ArtistManageLinks } from './artist-manage-links';

/** Picture, name, verified badge, counts; Play starts the popular tracks; Edit and Insights for its managers. */
export function ArtistHeader({ artist, topTracks }: { artist: ArtistDetailPayload; topTracks: TrackPayload[] }) {
  const trans = useTrans();
  const format = useFormatters();
  const context = { type: 'artist', id: artist.id, name: artist.name } as const;
  return (
    <MediaHeader
      image={artist.image}
      round
      kicker={
        artist.verified ? (
          <span className="inline-flex items-center gap-1 normal-case tracking-normal text-fg">
            <BadgeCheck className="size-5 text-primary" aria-hidden="true" />
            {trans('Verified artist')}
          </span>
        ) : (
          trans('Artist')
        )
      }
      title={artist.name}
      meta={
        <>
          <span>{trans(':count followers', { count: format.number(artist.followers_count) })}</span>
          <Dot />
          <span>{trans(':count plays', { count: format.number(artist.plays) })}</span>
        </>
      }
      actions={
        <>
          <PlayButton
            name={artist.name}
            context={context}
            isDisabled={!topTracks.length}
            onStart={() => player.playTracks(topTracks, 0, context)}
          />
          <FollowButton type="artist" id={artist.id} />
          <ShareButton path={artistPath(artist)} title={artist.name} />
          <RadioLink to={radioPath('artist', artist)} />
          <ArtistManageLinks artist={artist} />
        </>
      }
    />
  );
}
