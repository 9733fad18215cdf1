import { bulkMessage } from '@hris/domain/bulk';
import * as calls from '@hris/domain/calls/leave';
import { LEAVE_DECISION_MESSAGES } from '@hris/domain/leave';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { routesFor } from '../../lib/calls';
import { done } from '../../lib/replies';
import { actorOf } from '../../plugins/audit';
import * as credits from './credits.service';
import * as leave from './leave.service';

export const leaveRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = routesFor(app, ['leave']);

  route(calls.leaveListCall, (req) => leave.listLeaves(db, req.query));
  route(calls.leaveYearListCall, (req) => leave.listLeaves(db, { ...req.query, year: req.params.year }));
  route(calls.leaveDetailCall, (req) => leave.getLeave(db, req.params.id));
  route(calls.hrUpdateLeaveCall, async (req) => {
    const after = await leave.hrUpdateLeave(db, actorOf(req), req.params.id, req.body);
    if (after.status === 'approved')
      return { response: 'approved', message: LEAVE_DECISION_MESSAGES.approved } as const;
    if (after.status === 'rejected')
      return { response: 'rejected', message: LEAVE_DECISION_MESSAGES.rejected } as const;
    return done('The leave request has been updated.');
  });
  route(calls.bulkDecideLeavesCall, async (req) => {
    const data = await leave.decideLeaves(db, actorOf(req), req.body, req.log);
    return done(bulkMessage('leave request', req.body.decision, data), data);
  });
  route(calls.deleteLeaveCall, async (req) => {
    await leave.deleteLeave(db, actorOf(req), req.params.id);
    return done('You successfully deleted this file');
  });
  route(calls.cancelLeaveCall, async (req) => {
    await leave.cancelLeave(db, actorOf(req), req.params.id);
    return done('The leave has been cancelled and its credits returned.');
  });
  route(calls.addManualLeaveCall, async (req) =>
    done(
      'Your request has been successfully submitted',
      await leave.addManualLeave(db, actorOf(req), req.body),
    ),
  );

  route(calls.employeeCreditsCall, (req) => credits.getCredits(db, req.params.employee_id));
  route(calls.creditsListCall, (req) => credits.listCredits(db, req.query));
  route(calls.employeesWithoutCreditsCall, (req) => credits.employeesWithoutCredits(db, req.query));
  route(calls.registerCreditsCall, async (req) =>
    done('Has been Successfully Register.', await credits.registerCredits(db, actorOf(req), req.body)),
  );
  route(calls.updateCreditsCall, async (req) =>
    done('Credits updated.', await credits.updateCredits(db, actorOf(req), req.params.id, req.body)),
  );
  route(calls.ledgerCall, (req) => credits.listLedger(db, req.params.employee_id, req.query));
  route(calls.creditConfigCall, () => credits.listCreditConfig(db));
  route(calls.updateCreditConfigCall, async (req) =>
    done(
      'Credit configuration saved.',
      await credits.updateCreditConfig(db, actorOf(req), req.params.id, req.body),
    ),
  );

  route(calls.onLeaveTodayCall, () => leave.onLeaveToday(db));
  route(calls.incomingLeaveCall, () => leave.incomingLeave(db));
};
