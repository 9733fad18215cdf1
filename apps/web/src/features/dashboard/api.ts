import { anniversariesCall, celebrantsCall, dashboardCountsCall } from '@hris/domain/calls/dashboard';
import { incomingLeaveCall, onLeaveTodayCall } from '@hris/domain/calls/leave';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const dashboardKey = ['dashboard'] as const;

/** GET api/dashboardCounter: head counts by status. Refreshed each time the dashboard opens. */
export function useDashboardCounts() {
  return useQuery({
    queryKey: [...dashboardKey, 'counts'],
    queryFn: ({ signal }) => api(dashboardCountsCall, {}, signal),
    staleTime: 0,
  });
}

/** GET api/celebrant: birthdays this month. */
export function useCelebrants() {
  return useQuery({
    queryKey: [...dashboardKey, 'celebrants'],
    queryFn: ({ signal }) => api(celebrantsCall, {}, signal),
    staleTime: 0,
  });
}

/** GET api/anniversary/all: work anniversaries this month, with years of service. */
export function useAnniversaries() {
  return useQuery({
    queryKey: [...dashboardKey, 'anniversaries'],
    queryFn: ({ signal }) => api(anniversariesCall, {}, signal),
    staleTime: 0,
  });
}

/** GET api/employee/leave: approved leave covering today. */
export function useLeaveToday() {
  return useQuery({
    queryKey: [...dashboardKey, 'leave-today'],
    queryFn: ({ signal }) => api(onLeaveTodayCall, {}, signal),
    staleTime: 0,
  });
}

/** GET api/incomingLeave: approved leave starting in the next 30 days. */
export function useIncomingLeave() {
  return useQuery({
    queryKey: [...dashboardKey, 'incoming-leave'],
    queryFn: ({ signal }) => api(incomingLeaveCall, {}, signal),
    staleTime: 0,
  });
}
