import { bulkMessage } from '@hris/domain/bulk';
import type { requestCalls } from '@hris/domain/calls/requests';
import * as calls from '@hris/domain/calls/schedule';
import { companyDate } from '@hris/domain/company-clock';
import type { RequestKind } from '@hris/domain/request-kind';
import { SCHEDULE_MESSAGES } from '@hris/domain/schedule';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { routesFor } from '../../lib/calls';
import { done } from '../../lib/replies';
import { actorOf } from '../../plugins/audit';
import { adjustments } from './adjustments.service';
import type { RequestService } from './request-kind';
import * as shifts from './shifts.service';
import { undertime } from './undertime.service';

export type ScheduleDeps = {
  db: Db;
  /** The clock "today" is read from (the company's date of it): shifts take effect and requests are decided on it. */
  clock: () => Date;
};

export const scheduleRoutes: FastifyPluginAsyncZod<ScheduleDeps> = async (app, { db, clock }) => {
  const today = () => companyDate(clock());
  const route = routesFor(app, ['schedule']);

  // ---- work shifts

  route(calls.workShiftListCall, (req) => shifts.listWorkShifts(db, req.query, today()));
  route(calls.employeesWithShiftCall, (req) => shifts.employeesWithShift(db, req.query));
  route(calls.employeesWithoutShiftCall, (req) => shifts.employeesWithoutShift(db, req.query));
  route(calls.addWorkShiftCall, async (req) =>
    done(SCHEDULE_MESSAGES.saved, await shifts.addWorkShift(db, actorOf(req), req.body, today())),
  );
  route(calls.updateWorkShiftCall, async (req) =>
    done(
      SCHEDULE_MESSAGES.saved,
      await shifts.updateWorkShift(db, actorOf(req), req.params.id, req.body, today()),
    ),
  );
  route(calls.deleteWorkShiftCall, async (req) => {
    await shifts.deleteWorkShift(db, actorOf(req), req.params.id, today());
    return done(SCHEDULE_MESSAGES.deleted);
  });
  route(calls.shiftHistoryCall, (req) => shifts.shiftHistory(db, req.params.employee_id));
  route(calls.currentShiftCall, (req) =>
    shifts.currentShift(db, req.params.employee_id, req.query.date ?? today()),
  );

  // ---- the request kinds: schedule adjustments and undertime

  /** A kind's calls, answered by its service. */
  const requestRoutes = <K extends RequestKind>(
    service: RequestService<K>,
    kindCalls: ReturnType<typeof requestCalls<K>>,
  ) => {
    // the query and bodies are the kind's schemas' output (validated by the route), which the types cannot follow for a generic kind
    type Out<S extends keyof K['schemas']> = z.output<K['schemas'][S]>;
    const { noun } = service.kind;
    route(kindCalls.list, (req) => service.list(db, req.query as Out<'listQuery'>));
    route(kindCalls.get, (req) => service.get(db, req.params.id));
    route(kindCalls.add, async (req) =>
      done(
        SCHEDULE_MESSAGES.submitted,
        await service.add(db, actorOf(req), req.body as Out<'addBody'>, today()),
      ),
    );
    route(kindCalls.update, async (req) =>
      done(
        SCHEDULE_MESSAGES.saved,
        await service.update(db, actorOf(req), req.params.id, req.body as Out<'updateBody'>),
      ),
    );
    route(kindCalls.decide, (req) => service.decide(db, actorOf(req), req.params.id, req.body, today()));
    route(kindCalls.bulk, async (req) => {
      const data = await service.decideMany(db, actorOf(req), req.body, today(), req.log);
      return done(bulkMessage(noun, req.body.decision, data), data);
    });
    route(kindCalls.remove, async (req) => {
      await service.remove(db, actorOf(req), req.params.id);
      return done(SCHEDULE_MESSAGES.deleted);
    });
  };
  requestRoutes(adjustments, calls.adjustmentCalls);
  requestRoutes(undertime, calls.undertimeCalls);
};
