import { Fragment } from 'react';
import { Link } from '@tanstack/react-router';
import type { NamedRef } from '../../worker/music/music-types';
import { artistPath } from '../routing/slug';

/** "Artist A, Artist B" as links to their pages. */
export function ArtistLinks({ artists, linkClassName = 'font-semibold text-fg hover:underline' }: { artists: NamedRef[]; linkClassName?: string }) {
  return (
    <span>
      {artists.map((artist, i) => (
        <Fragment key={artist.id}>
          {i > 0 && ', '}
          <Link to={artistPath(artist)} className={linkClassName}>
            {artist.name}
          </Link>
        </Fragment>
      ))}
    </span>
  );
}
