import * as calls from '@hris/domain/calls/ess-me';
import { companyDate } from '@hris/domain/company-clock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesFor } from '../../lib/calls';
import { ownEmployee } from '../../plugins/auth';
import type { EssDeps } from './deps';
import * as me from './me.service';

/** The employee's own profile, credits, shifts, calendar, attendance and contributions. */
export const meRoutes: FastifyPluginAsyncZod<EssDeps> = async (app, { db, clock }) => {
  const route = routesFor(app, ['self-service']);
  const today = () => companyDate(clock());

  route(calls.essMeCall, (req) => me.myProfile(db, ownEmployee(req)));
  route(calls.essCreditsCall, (req) => me.myCredits(db, ownEmployee(req), req.query));
  route(calls.essShiftCall, (req) => {
    const day = today();
    return me.myShift(db, ownEmployee(req), req.query.date ?? day, day);
  });
  route(calls.essCalendarCall, (req) => me.myCalendar(db, ownEmployee(req), req.query, today()));
  route(calls.essAttendanceCall, (req) => me.myAttendance(db, ownEmployee(req), req.query, today()));
  route(calls.essContributionsCall, (req) => {
    const day = today();
    return me.myContributions(db, ownEmployee(req), req.query.year ?? Number(day.slice(0, 4)), day);
  });
};
