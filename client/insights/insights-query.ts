import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { PlaysReport } from '../../worker/insights/insights-types';
import { reportParams, type ReportSearch } from './report-search';

export type InsightsSubject = { type: 'track' | 'album' | 'artist'; id: number };

/** GET insights/{type}/{id}: a track's, album's or artist's plays (docs/api/insights.md). */
export const insightsQuery = (subject: InsightsSubject, search: ReportSearch) => {
  const params = reportParams(search);
  return queryOptions({
    queryKey: ['insights', subject.type, subject.id, params],
    queryFn: () => apiClient.get<PlaysReport>(`insights/${subject.type}/${subject.id}`, params),
    // A new range keeps the last figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
};

export const useInsights = (subject: InsightsSubject, search: ReportSearch) => useQuery(insightsQuery(subject, search));
