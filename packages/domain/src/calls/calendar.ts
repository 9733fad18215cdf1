import { z } from 'zod';
import {
  allCalendarQuery,
  allCalendarReply,
  calendarAddBody,
  calendarDeletedReply,
  calendarEvent,
  calendarFeedReply,
  calendarListQuery,
  calendarSavedReply,
  calendarUpdateBody,
  calendarUpdatedReply,
} from '../calendar';
import { defineCall, fileReply } from '../call';
import { errorReply, pagedReply, unauthenticatedReply } from '../replies';
import { idParams } from './params';

/** The calls of the company calendar: events, the month view and the iCalendar feed. */

export const monthEventsCall = defineCall({
  method: 'GET',
  path: 'allcalendar',
  summary:
    'The month view: events from start to end (at most 366 days; by default this month), in date order',
  query: allCalendarQuery,
  reply: allCalendarReply,
});

export const eventListCall = defineCall({
  method: 'GET',
  path: 'calendar',
  summary: 'Calendar Event list',
  query: calendarListQuery,
  reply: pagedReply(calendarEvent),
});

export const addEventsCall = defineCall({
  method: 'POST',
  path: 'calendar/add',
  summary: 'Add events (every row saved, or none)',
  body: calendarAddBody,
  reply: calendarSavedReply,
});

export const updateEventCall = defineCall({
  method: 'POST',
  path: 'calendar/update/:id',
  summary: 'Change an event',
  params: idParams('id'),
  body: calendarUpdateBody,
  reply: calendarUpdatedReply,
});

export const deleteEventCall = defineCall({
  method: 'DELETE',
  path: 'calendar/delete/:id',
  summary: 'Remove an event',
  params: idParams('id'),
  reply: calendarDeletedReply,
});

export const feedLinkCall = defineCall({
  method: 'GET',
  path: 'calendar/feed',
  summary: "The current user's calendar feed link (null until one is made)",
  reply: calendarFeedReply,
});

export const regenerateFeedCall = defineCall({
  method: 'POST',
  path: 'calendar/feed/regenerate',
  summary: 'A new calendar feed link for the current user (the old link stops working)',
  reply: calendarFeedReply,
});

/** The feed's query: its token, checked by the route itself (a missing one is a 401, a wrong one a 403). */
const feedQuery = z.object({
  token: z.string().optional().describe('The feed token of the link that `GET api/calendar/feed` gives.'),
});

/** Calendar programs cannot send a bearer token: the route checks the feed token itself. */
export const calendarFeedCall = defineCall({
  method: 'GET',
  path: 'calendar.ics',
  summary: 'The company calendar as iCalendar (RFC 5545), by the feed token of an HR user',
  description:
    'Events from one year before today to two years after. No token: 401; an unknown or replaced token, or one whose owner is no longer an active HR user: 403.',
  public: true,
  query: feedQuery,
  reply: fileReply('text/calendar'),
  replies: { 401: unauthenticatedReply, 403: errorReply },
});
