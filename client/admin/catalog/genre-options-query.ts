import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';
import type { GenreRef } from './catalog-rows';

/** GET genres (music.view): every genre, for the lists' genre filter. */
export const genreOptionsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'catalog', 'genre-options'],
    queryFn: ({ signal }) => apiClient.get<{ genres: GenreRef[] }>('genres', undefined, { signal }).then((r) => r.genres),
    staleTime: 5 * 60_000,
  });

/** The genres as filter options (none while they load: the filter shows "Any" only). */
export function useGenreOptions() {
  const { data } = useQuery(genreOptionsQuery());
  return (data ?? []).map((genre) => ({ value: String(genre.id), label: genre.display_name }));
}
