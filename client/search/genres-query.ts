import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GenreItem, GenrePayload } from '../../worker/music/music-types';
import { apiClient } from '../http/api-client';

/** docs/api/music.md: GET genres, as cards (the search page's "Browse all"). */
export const fetchGenreCards = (signal?: AbortSignal) =>
  apiClient
    .get<{ genres: GenrePayload[] }>('genres', undefined, { signal })
    .then((r) => r.genres.map((genre): GenreItem => ({ ...genre, model_type: 'genre' })));

export const genreCardsQuery = () => queryOptions({ queryKey: ['search', 'genres'], queryFn: ({ signal }) => fetchGenreCards(signal) });

export const useGenreCards = () => useQuery(genreCardsQuery());
