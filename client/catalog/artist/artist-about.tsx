import { ExternalLink } from 'lucide-react';
import type { ArtistDetailPayload } from '../../../worker/music/music-types';
import { useTrans } from '../../i18n/trans';
import { ChipLinks } from '../chip-links';
import { genrePath } from '../genre-path';
import { Section } from '../section';

/** Profile images, biography, external links and genres; left out when the artist has none of them. */
export function ArtistAbout({ artist }: { artist: ArtistDetailPayload }) {
  const trans = useTrans();
  if (!artist.description && !artist.links.length && !artist.genres.length && !artist.profile_images.length) return null;
  return (
    <Section title={trans('About')}>
      <div className="flex max-w-3xl flex-col gap-4 rounded-xl bg-paper p-5 ring-1 ring-divider">
        {artist.profile_images.length > 0 && (
          <ul aria-label={trans('Photos')} className="flex snap-x gap-3 overflow-x-auto pb-1">
            {artist.profile_images.map((url, index) => (
              <li key={url} className="shrink-0 snap-start">
                <img src={url} alt={trans(':name, photo :number', { name: artist.name, number: index + 1 })} loading="lazy" className="h-40 w-auto max-w-[16rem] rounded-lg object-cover" />
              </li>
            ))}
          </ul>
        )}
        {artist.description && <p className="whitespace-pre-line text-sm leading-relaxed text-fg/90">{artist.description}</p>}
        {artist.links.length > 0 && (
          <ul aria-label={trans('Links')} className="flex flex-wrap gap-x-4 gap-y-2">
            {artist.links.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline">
                  {link.title || link.url}
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        )}
        <ChipLinks label={trans('Genres')} items={artist.genres.map((genre) => ({ key: genre.id, label: genre.display_name, to: genrePath(genre) }))} />
      </div>
    </Section>
  );
}
