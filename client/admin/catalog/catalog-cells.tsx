import { Link } from '@tanstack/react-router';
import { ImageOff } from 'lucide-react';
import type { Named } from './catalog-rows';

/** A row's small cover (or a placeholder), beside its name. */
export function NameWithImage({ name, image, round = false }: { name: string; image: string | null; round?: boolean }) {
  const shape = round ? 'rounded-full' : 'rounded';
  return (
    <span className="flex min-w-0 items-center gap-3">
      {image ? (
        <img src={image} alt="" loading="lazy" className={`size-9 shrink-0 object-cover ${shape}`} />
      ) : (
        <span className={`flex size-9 shrink-0 items-center justify-center bg-fg/5 text-muted ${shape}`}>
          <ImageOff aria-hidden className="size-4" />
        </span>
      )}
      <span className="truncate font-medium">{name}</span>
    </span>
  );
}

/** Credited artists, each linking to its admin edit page. */
export function ArtistLinks({ artists }: { artists: Named[] }) {
  return (
    <span className="flex flex-wrap gap-x-1">
      {artists.map((artist, i) => (
        <span key={artist.id}>
          <Link to="/admin/artists/$artistId/edit" params={{ artistId: artist.id }} className="hover:underline" onClick={(e) => e.stopPropagation()}>
            {artist.name}
          </Link>
          {i < artists.length - 1 && ','}
        </span>
      ))}
    </span>
  );
}

export const formatCount = (n: number) => n.toLocaleString();
