import { useTrans } from '../../i18n/trans';
import { ChipLinks } from '../chip-links';
import { genrePath } from '../genre-path';
import { tagPath } from '../../routing/slug';
import { useFormatters } from '../use-formatters';
import type { AlbumDetail } from './album-query';
import { albumTypeLabel } from './album-type-label';

/** Under the tracklist: the full release date, the type, the description, genres and tags. */
export function AlbumReleaseInfo({ album }: { album: AlbumDetail }) {
  const trans = useTrans();
  const format = useFormatters();
  const released = album.release_date ? format.date(album.release_date) : '';
  const chips = [
    ...album.genres.map((genre) => ({ key: `genre-${genre.id}`, label: genre.display_name, to: genrePath(genre) })),
    ...album.tags.map((tag) => ({ key: `tag-${tag.id}`, label: tag.display_name, to: tagPath(tag) })),
  ];
  return (
    <div className="mt-6 flex flex-col gap-4">
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted">
        {released && (
          <div className="flex gap-1">
            <dt>{trans('Released')}</dt>
            <dd className="text-fg">{released}</dd>
          </div>
        )}
        <div className="flex gap-1">
          <dt>{trans('Type')}</dt>
          <dd className="text-fg">{albumTypeLabel(album.type)}</dd>
        </div>
      </dl>
      {album.description && <p className="max-w-3xl whitespace-pre-line text-sm leading-relaxed text-fg/90">{album.description}</p>}
      <ChipLinks label={trans('Genres and tags')} items={chips} />
    </div>
  );
}
