import { MediaGrid } from '../music/media-grid';
import { QueryError } from '../music/query-states';
import { useTrans } from '../i18n/trans';
import { useGenreCards } from './genres-query';

/** /search before a query: what to type, and the genres to browse meanwhile. */
export function SearchBrowse() {
  const trans = useTrans();
  const genres = useGenreCards();
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-2xl font-bold md:text-3xl">{trans('Search')}</h1>
        <p className="mt-1 text-sm text-muted">{trans('Find artists, albums, tracks, playlists and people by name.')}</p>
      </div>
      <section aria-labelledby="browse-genres" className="flex flex-col gap-3">
        <h2 id="browse-genres" className="text-xl font-bold">
          {trans('Browse all')}
        </h2>
        {genres.isError ? (
          <QueryError error={genres.error} onRetry={() => void genres.refetch()} />
        ) : (
          <MediaGrid items={genres.data ?? []} isLoading={genres.isPending} empty={trans('No genres yet.')} />
        )}
      </section>
    </div>
  );
}
