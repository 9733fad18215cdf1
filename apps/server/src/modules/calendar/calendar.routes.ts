import {
  allCalendarQuery,
  allCalendarReply,
  CALENDAR_MESSAGES,
  calendarAddBody,
  calendarDeletedReply,
  calendarFeedReply,
  calendarListQuery,
  calendarSavedReply,
  calendarUpdateBody,
  calendarUpdatedReply,
  monthViewRange,
} from '@hris/domain/calendar';
import { companyDate } from '@hris/domain/company-clock';
import { errorReply, unauthenticatedReply } from '@hris/domain/replies';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { done, idParam } from '../../lib/replies';
import type { SecretBox } from '../../lib/secret-box';
import { rawReply } from '../../lib/wire';
import { actorOf } from '../../plugins/audit';
import { unauthenticated } from '../../plugins/auth';
import type { RateLimit } from '../../plugins/public-limits';
import * as svc from './calendar.service';
import * as feed from './feed.service';

/**
 * Per address: a calendar program fetches a feed every quarter of an hour at most, so this leaves an
 * office of HR users behind one address alone and stops a program that fetches in a loop.
 */
const FEED_LIMIT: RateLimit = { max: 60, timeWindow: '15 minutes' };

const tags = ['calendar'];

export type CalendarDeps = {
  db: Db;
  /** Seals the feed tokens (lib/secret-box.ts). */
  box: SecretBox;
  /** Where people open the app, for the feed's link; without it, the address the request came to. */
  publicUrl?: string | undefined;
  /** The clock the company's "today" is read from (the feed's range). */
  clock: () => Date;
};

/** The feed's query: its token, checked by the route itself (a missing one is a 401, a wrong one a 403). */
const feedQuery = z.object({
  token: z.string().optional().describe('The feed token of the link that `GET api/calendar/feed` gives.'),
});

export const calendarRoutes: FastifyPluginAsyncZod<CalendarDeps> = async (
  app,
  { db, box, publicUrl, clock },
) => {
  const baseOf = (req: FastifyRequest) => publicUrl ?? `${req.protocol}://${req.host}`;

  app.get(
    '/allcalendar',
    {
      schema: {
        tags,
        summary:
          'The month view: events from start to end (at most 366 days; by default this month), in date order',
        querystring: allCalendarQuery,
        response: { 200: allCalendarReply },
      },
    },
    async (req) =>
      rawReply(
        await svc.allCalendar(db, { ...req.query, ...monthViewRange(req.query, companyDate(clock())) }),
      ),
  );
  app.get(
    '/calendar',
    { schema: { tags, summary: 'Calendar Event list', querystring: calendarListQuery } },
    (req) => svc.listCalendar(db, req.query),
  );
  app.post(
    '/calendar/add',
    {
      schema: {
        tags,
        summary: 'Add events (every row saved, or none)',
        body: calendarAddBody,
        response: { 200: calendarSavedReply },
      },
    },
    async (req) =>
      done(CALENDAR_MESSAGES.saved, {
        ids: await svc.addEvents(db, actorOf(req), req.body.calendar_content),
      }),
  );
  app.post(
    '/calendar/update/:id',
    {
      schema: {
        tags,
        summary: 'Change an event',
        params: idParam('id'),
        body: calendarUpdateBody,
        response: { 200: calendarUpdatedReply },
      },
    },
    async (req) => {
      await svc.updateEvent(db, actorOf(req), req.params.id, req.body);
      return done(CALENDAR_MESSAGES.updated);
    },
  );
  app.delete(
    '/calendar/delete/:id',
    {
      schema: {
        tags,
        summary: 'Remove an event',
        params: idParam('id'),
        response: { 200: calendarDeletedReply },
      },
    },
    async (req) => {
      await svc.deleteEvent(db, actorOf(req), req.params.id);
      return done(CALENDAR_MESSAGES.deleted);
    },
  );

  // ---- the iCalendar feed

  app.get(
    '/calendar/feed',
    {
      schema: {
        tags,
        summary: "The current user's calendar feed link (null until one is made)",
        response: { 200: calendarFeedReply },
      },
    },
    (req) => feed.currentFeed(db, box, req.user!.id, baseOf(req)),
  );
  app.post(
    '/calendar/feed/regenerate',
    {
      schema: {
        tags,
        summary: 'A new calendar feed link for the current user (the old link stops working)',
        response: { 200: calendarFeedReply },
      },
    },
    (req) => feed.regenerateFeed(db, actorOf(req), box, req.user!.id, baseOf(req)),
  );
  app.get(
    '/calendar.ics',
    {
      // Calendar programs cannot send a bearer token: the route checks the feed token itself.
      config: { public: true, rateLimit: FEED_LIMIT },
      schema: {
        tags,
        summary: 'The company calendar as iCalendar (RFC 5545), by the feed token of an HR user',
        description:
          'Events from one year before today to two years after. No token: 401; an unknown or replaced token, or one whose owner is no longer an active HR user: 403.',
        security: [],
        querystring: feedQuery,
        response: {
          200: { content: { 'text/calendar': { schema: z.string() } } },
          401: unauthenticatedReply,
          403: errorReply,
        },
      },
    },
    async (req, reply) => {
      const { token } = req.query;
      if (!token) return unauthenticated(reply);
      const now = clock();
      const ics = await feed.feedCalendar(db, token, companyDate(now), now);
      return reply
        .header('Cache-Control', 'private, max-age=300')
        .header('Content-Disposition', 'inline; filename="hris-calendar.ics"')
        .type('text/calendar; charset=utf-8')
        .send(ics);
    },
  );
};
