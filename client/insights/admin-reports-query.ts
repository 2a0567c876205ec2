import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { OverviewReport, PlaysReport, VisitorsReport } from '../../worker/insights/insights-types';
import { reportParams, type ReportSearch } from './report-search';

type Reports = { plays: PlaysReport; visitors: VisitorsReport; overview: OverviewReport };

/** GET admin/reports/{plays|visitors|overview} (admin.access; docs/api/insights.md). */
export const adminReportQuery = <Name extends keyof Reports>(name: Name, search: ReportSearch) => {
  const params = reportParams(search);
  return queryOptions({
    queryKey: ['admin', 'reports', name, params],
    queryFn: () => apiClient.get<Reports[Name]>(`admin/reports/${name}`, params),
    placeholderData: keepPreviousData,
  });
};

export const useAdminReport = <Name extends keyof Reports>(name: Name, search: ReportSearch) => useQuery(adminReportQuery(name, search));
