import type { CalendarRow, CalendarUpdateBody } from '@hris/domain/calendar';
import {
  addEventsCall,
  deleteEventCall,
  eventListCall,
  feedLinkCall,
  monthEventsCall,
  regenerateFeedCall,
  updateEventCall,
} from '@hris/domain/calls/calendar';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pageOf } from '../../../lib/api-client';
import { eventsKey, feedKey, invalidateEvents } from './keys';

/** GET api/calendar: the Calendar Event list (paged, searched and filtered on the server). */
export const fetchEvents = pageOf(eventListCall);

/** The days the month view shows (whole weeks) and its sub-department filter (null: every event). */
export type MonthRange = { start: string; end: string; subDepartmentId: number | null };

/** GET api/allcalendar?start&end[&sub_department_id]: the events of the visible weeks, in date order. */
export function useMonthEvents({ start, end, subDepartmentId }: MonthRange) {
  return useQuery({
    queryKey: [...eventsKey, 'range', start, end, subDepartmentId],
    queryFn: ({ signal }) =>
      api(
        monthEventsCall,
        { query: { start, end, sub_department_id: subDepartmentId ?? undefined } },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** POST api/calendar/add {calendar_content}: every row saved, or none (a 422 names the row and field). */
export function useAddEvents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rows: CalendarRow[]) => api(addEventsCall, { body: { calendar_content: rows } }),
    onSuccess: () => invalidateEvents(client),
  });
}

/** POST api/calendar/update/{id}: the list's edit modal. */
export function useUpdateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CalendarUpdateBody }) =>
      api(updateEventCall, { params: { id }, body }),
    onSuccess: () => invalidateEvents(client),
  });
}

/** DELETE api/calendar/delete/{id} */
export function useDeleteEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(deleteEventCall, { params: { id } }),
    onSuccess: () => invalidateEvents(client),
  });
}

/** GET api/calendar/feed: the user's iCalendar link, null until one is made. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: feedKey,
    queryFn: ({ signal }) => api(feedLinkCall, {}, signal),
  });
}

/** POST api/calendar/feed/regenerate: a new link (the old one stops working at once). */
export function useRegenerateFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(regenerateFeedCall),
    onSuccess: (reply) => client.setQueryData(feedKey, reply),
  });
}
