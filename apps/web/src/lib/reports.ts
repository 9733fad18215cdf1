import { reportCall } from '@hris/domain/calls/reports';
import type { ReportKey } from '@hris/domain/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export type ReportFilters = { from: string; to: string; sub_department_id: number | null };

export const reportsKey = ['reports'] as const;

/** GET api/reports/{report}?from&to&sub_department_id */
export function useReport(report: ReportKey, f: ReportFilters) {
  return useQuery({
    queryKey: [...reportsKey, report, f],
    queryFn: ({ signal }) =>
      api(
        reportCall,
        {
          params: { report },
          query: { from: f.from, to: f.to, sub_department_id: f.sub_department_id ?? undefined },
        },
        signal,
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
