import { bulkDecisionBody, bulkDecisionReply, bulkMessage } from '@hris/domain/bulk';
import { employeeOptionsQuery, employeeOptionsReply } from '@hris/domain/employee';
import {
  cancelLeaveBody,
  creditConfigBody,
  creditConfigReply,
  creditsQuery,
  hrLeaveUpdateBody,
  hrLeaveUpdateReply,
  LEAVE_DECISION_MESSAGES,
  leaveCreditsReply,
  leaveDetailReply,
  leaveListQuery,
  leaveTodayReply,
  leaveYearParams,
  ledgerQuery,
  manualLeaveBody,
  manualLeaveReply,
  registerCreditsBody,
  saveCreditConfigReply,
  saveCreditsReply,
  updateCreditsBody,
} from '@hris/domain/leave';
import { successReply } from '@hris/domain/replies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { done, idParam } from '../../lib/replies';
import { actorOf } from '../../plugins/audit';
import * as credits from './credits.service';
import * as leave from './leave.service';

const tags = ['leave'];

export const leaveRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const id = (params: Record<string, unknown>, name = 'id') => Number(params[name]);

  app.get(
    '/leavemanagement',
    { schema: { tags, summary: 'Leave Management', querystring: leaveListQuery } },
    (req) => leave.listLeaves(db, req.query),
  );
  app.get(
    '/leavemanagement/:year',
    {
      schema: {
        tags,
        summary: 'Leave Management of one year',
        params: leaveYearParams,
        querystring: leaveListQuery.omit({ year: true }),
      },
    },
    (req) => leave.listLeaves(db, { ...req.query, year: req.params.year }),
  );
  app.get(
    '/leaveabsences/get/:id',
    {
      schema: {
        tags,
        summary: 'One leave with the credits',
        response: { 200: leaveDetailReply },
        params: idParam('id'),
      },
    },
    (req) => leave.getLeave(db, id(req.params)),
  );
  app.post(
    '/leaveabsences/update/hr/:id',
    {
      schema: {
        tags,
        summary: 'HR decision on, or update of, a leave',
        response: { 200: hrLeaveUpdateReply },
        params: idParam('id'),
        body: hrLeaveUpdateBody,
      },
    },
    async (req) => {
      const after = await leave.hrUpdateLeave(db, actorOf(req), id(req.params), req.body);
      if (after.status === 'approved')
        return { response: 'approved', message: LEAVE_DECISION_MESSAGES.approved } as const;
      if (after.status === 'rejected')
        return { response: 'rejected', message: LEAVE_DECISION_MESSAGES.rejected } as const;
      return done('The leave request has been updated.');
    },
  );
  app.post(
    '/leaveabsences/bulk',
    {
      schema: {
        tags,
        summary: 'HR decision on many pending leaves at once (each decided alone)',
        response: { 200: bulkDecisionReply },
        body: bulkDecisionBody,
      },
    },
    async (req) => {
      const data = await leave.decideLeaves(db, actorOf(req), req.body, req.log);
      return done(bulkMessage('leave request', req.body.decision, data), data);
    },
  );
  app.delete(
    '/leaveabsences/delete/:id',
    {
      schema: {
        tags,
        summary: 'Delete a leave (its days come back)',
        response: { 200: successReply },
        params: idParam('id'),
      },
    },
    async (req) => {
      await leave.deleteLeave(db, actorOf(req), id(req.params));
      return done('You successfully deleted this file');
    },
  );
  app.post(
    '/leave/approval/hr/:id',
    {
      schema: {
        tags,
        summary: 'Cancel an approved leave',
        response: { 200: successReply },
        params: idParam('id'),
        body: cancelLeaveBody,
      },
    },
    async (req) => {
      await leave.cancelLeave(db, actorOf(req), id(req.params));
      return done('The leave has been cancelled and its credits returned.');
    },
  );
  app.post(
    '/manualleave/add',
    {
      schema: {
        tags,
        summary: 'Encode a leave manually',
        response: { 200: manualLeaveReply },
        body: manualLeaveBody,
      },
    },
    async (req) =>
      done(
        'Your request has been successfully submitted',
        await leave.addManualLeave(db, actorOf(req), req.body),
      ),
  );

  app.get(
    '/employee/credits/:employee_id',
    {
      schema: {
        tags,
        summary: "An employee's credits",
        response: { 200: leaveCreditsReply },
        params: idParam('employee_id'),
      },
    },
    (req) => credits.getCredits(db, id(req.params, 'employee_id')),
  );
  app.get('/leavecredits', { schema: { tags, summary: 'Leave Credits', querystring: creditsQuery } }, (req) =>
    credits.listCredits(db, req.query),
  );
  app.get(
    '/employee/nocredits',
    {
      schema: {
        tags,
        summary: 'Employees without credits',
        response: { 200: employeeOptionsReply },
        querystring: employeeOptionsQuery,
      },
    },
    (req) => credits.employeesWithoutCredits(db, req.query),
  );
  app.post(
    '/register/credits',
    {
      schema: {
        tags,
        summary: 'Register credits',
        response: { 200: saveCreditsReply },
        body: registerCreditsBody,
      },
    },
    async (req) =>
      done('Has been Successfully Register.', await credits.registerCredits(db, actorOf(req), req.body)),
  );
  app.post(
    '/leave/credits/update/:id',
    {
      schema: {
        tags,
        summary: 'Update credits (not the balance)',
        response: { 200: saveCreditsReply },
        params: idParam('id'),
        body: updateCreditsBody,
      },
    },
    async (req) =>
      done('Credits updated.', await credits.updateCredits(db, actorOf(req), id(req.params), req.body)),
  );
  app.get(
    '/leave/credits/ledger/:employee_id',
    {
      schema: {
        tags,
        summary: "An employee's credit ledger",
        params: idParam('employee_id'),
        querystring: ledgerQuery,
      },
    },
    (req) => credits.listLedger(db, id(req.params, 'employee_id'), req.query),
  );
  app.get(
    '/leave/credits/config',
    { schema: { tags, summary: 'Leave Credit Config', response: { 200: creditConfigReply } } },
    () => credits.listCreditConfig(db),
  );
  app.post(
    '/credits/config/update/:id',
    {
      schema: {
        tags,
        summary: "Update one sub-department's credit config",
        response: { 200: saveCreditConfigReply },
        params: idParam('id'),
        body: creditConfigBody,
      },
    },
    async (req) =>
      done(
        'Credit configuration saved.',
        await credits.updateCreditConfig(db, actorOf(req), id(req.params), req.body),
      ),
  );

  app.get(
    '/employee/leave',
    { schema: { tags, summary: 'On leave today', response: { 200: leaveTodayReply } } },
    () => leave.onLeaveToday(db),
  );
  app.get(
    '/incomingLeave',
    {
      schema: {
        tags,
        summary: 'Approved leave starting in the next 30 days',
        response: { 200: leaveTodayReply },
      },
    },
    () => leave.incomingLeave(db),
  );
};
