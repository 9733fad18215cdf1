import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the calendar area: the events (month view and Calendar Event list) under
 * ['calendar', 'events'], so that any save or removal refreshes both; the user's feed link beside them.
 */
export const calendarKey = ['calendar'] as const;
export const eventsKey = [...calendarKey, 'events'] as const;
export const feedKey = [...calendarKey, 'feed'] as const;

export function invalidateEvents(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: eventsKey });
}
