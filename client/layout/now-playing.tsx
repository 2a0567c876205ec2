import { Fragment } from 'react';
import clsx from 'clsx';
import { Link } from '@tanstack/react-router';
import { Music } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import type { PlayerTrack } from './player-types';

const linkClass = 'rounded-sm outline-none hover:underline focus-visible:underline focus-visible:ring-2 focus-visible:ring-primary';

/** The track's title, linking to its page when known. */
export function Title({ track }: { track: PlayerTrack }) {
  if (!track.href) return <>{track.title}</>;
  return (
    <Link to={track.href} className={linkClass}>
      {track.title}
    </Link>
  );
}

/** The track's artists, each linking to their page when known. */
export function Artists({ track }: { track: PlayerTrack }) {
  if (!track.artists?.length) return <>{track.artist}</>;
  return track.artists.map((artist, i) => (
    <Fragment key={`${i}-${artist.name}`}>
      {i > 0 && ', '}
      {artist.href ? (
        <Link to={artist.href} className={linkClass}>
          {artist.name}
        </Link>
      ) : (
        artist.name
      )}
    </Fragment>
  ));
}

/**
 * Cover, title and artist of the loaded track (linking to their pages when
 * known, unless `linked` is false: inside the mini player's button), or the
 * empty state; `descriptionId` names the title and artist text (the mini
 * player's button is described by it).
 */
export function NowPlaying({ track: loaded, linked = true, descriptionId, className }: { track?: PlayerTrack | null; linked?: boolean; descriptionId?: string; className?: string }) {
  const trans = useTrans();
  const track = linked || !loaded ? loaded : { ...loaded, href: undefined, artists: undefined };
  return (
    <div className={clsx('flex min-w-0 items-center gap-3', className)}>
      {track?.image ? (
        <img src={track.image} alt="" className="size-10 shrink-0 rounded-md object-cover shadow md:size-14" />
      ) : (
        <div className="flex size-10 shrink-0 items-center justify-center rounded-md bg-chip text-muted md:size-14">
          <Music className="size-5 md:size-6" aria-hidden="true" />
        </div>
      )}
      <div id={descriptionId} className="min-w-0">
        {track ? (
          <>
            <div className="truncate text-sm font-semibold text-fg">
              <Title track={track} />
            </div>
            <div className="truncate text-xs text-muted">
              <Artists track={track} />
            </div>
          </>
        ) : (
          <>
            <div className="truncate text-sm font-semibold text-fg">{trans('Nothing is playing')}</div>
            <div className="truncate text-xs text-muted">{trans('Pick something to listen to')}</div>
          </>
        )}
      </div>
    </div>
  );
}
