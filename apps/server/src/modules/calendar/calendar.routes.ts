import { CALENDAR_MESSAGES, monthViewRange } from '@hris/domain/calendar';
import * as calls from '@hris/domain/calls/calendar';
import { companyDate } from '@hris/domain/company-clock';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { routesFor } from '../../lib/calls';
import { done } from '../../lib/replies';
import type { SecretBox } from '../../lib/secret-box';
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

export type CalendarDeps = {
  db: Db;
  /** Seals the feed tokens (lib/secret-box.ts). */
  box: SecretBox;
  /** Where people open the app, for the feed's link; without it, the address the request came to. */
  publicUrl?: string | undefined;
  /** The clock the company's "today" is read from (the feed's range). */
  clock: () => Date;
};

export const calendarRoutes: FastifyPluginAsyncZod<CalendarDeps> = async (
  app,
  { db, box, publicUrl, clock },
) => {
  const baseOf = (req: FastifyRequest) => publicUrl ?? `${req.protocol}://${req.host}`;
  const route = routesFor(app, ['calendar']);

  route(calls.monthEventsCall, (req) =>
    svc.allCalendar(db, { ...req.query, ...monthViewRange(req.query, companyDate(clock())) }),
  );
  route(calls.eventListCall, (req) => svc.listCalendar(db, req.query));
  route(calls.addEventsCall, async (req) =>
    done(CALENDAR_MESSAGES.saved, { ids: await svc.addEvents(db, actorOf(req), req.body.calendar_content) }),
  );
  route(calls.updateEventCall, async (req) => {
    await svc.updateEvent(db, actorOf(req), req.params.id, req.body);
    return done(CALENDAR_MESSAGES.updated);
  });
  route(calls.deleteEventCall, async (req) => {
    await svc.deleteEvent(db, actorOf(req), req.params.id);
    return done(CALENDAR_MESSAGES.deleted);
  });

  // ---- the iCalendar feed

  route(calls.feedLinkCall, (req) => feed.currentFeed(db, box, req.user!.id, baseOf(req)));
  route(calls.regenerateFeedCall, (req) =>
    feed.regenerateFeed(db, actorOf(req), box, req.user!.id, baseOf(req)),
  );
  // Calendar programs cannot send a bearer token: the route checks the feed token itself.
  route(
    calls.calendarFeedCall,
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
    { config: { public: true, rateLimit: FEED_LIMIT } },
  );
};
