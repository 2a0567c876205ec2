import { Fragment } from 'react';
import { Link } from '@tanstack/react-router';
import type { NamedRef } from '../../worker/music/music-types';
import { artistPath } from '../routing/slug';

/** "Artist A, Artist B" as links to their pages. */
export function ArtistLinks({ artists }: { artists: NamedRef[] }) {
  return (
    <span>
      {artists.map((artist, i) => (
        <Fragment key={artist.id}>
          {i > 0 && ', '}
          <Link to={artistPath(artist)} className="font-semibold text-fg hover:underline">
            {artist.name}
          </Link>
        </Fragment>
      ))}
    </span>
  );
}
