import { bulkDecisionBody, bulkDecisionReply, bulkMessage } from '@hris/domain/bulk';
import { companyDate } from '@hris/domain/company-clock';
import { employeeOptionsQuery, employeeOptionsReply } from '@hris/domain/employee';
import {
  adjustmentAddBody,
  adjustmentDetailReply,
  adjustmentListQuery,
  adjustmentUpdateBody,
  approvalBody,
  approvalConflictReply,
  approvalReply,
  currentShiftQuery,
  currentShiftReply,
  requestDeletedReply,
  requestSavedReply,
  SCHEDULE_MESSAGES,
  shiftHistoryReply,
  undertimeAddBody,
  undertimeDetailReply,
  undertimeListQuery,
  undertimeUpdateBody,
  workShiftAddBody,
  workShiftDeletedReply,
  workShiftListQuery,
  workShiftSavedReply,
  workShiftUpdateBody,
} from '@hris/domain/schedule';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { done, idParam } from '../../lib/replies';
import { actorOf } from '../../plugins/audit';
import * as adjustments from './adjustments.service';
import * as shifts from './shifts.service';
import * as undertime from './undertime.service';

const tags = ['schedule'];

export type ScheduleDeps = {
  db: Db;
  /** The clock "today" is read from (the company's date of it): shifts take effect and requests are decided on it. */
  clock: () => Date;
};

export const scheduleRoutes: FastifyPluginAsyncZod<ScheduleDeps> = async (app, { db, clock }) => {
  const today = () => companyDate(clock());

  // ---- work shifts

  app.get(
    '/workshifts',
    { schema: { tags, summary: 'Work Shifts (the shift in force today)', querystring: workShiftListQuery } },
    (req) => shifts.listWorkShifts(db, req.query, today()),
  );
  app.get(
    '/employeeworkshift',
    {
      schema: {
        tags,
        summary: 'Employees with a shift, for a select',
        querystring: employeeOptionsQuery,
        response: { 200: employeeOptionsReply },
      },
    },
    (req) => shifts.employeesWithShift(db, req.query),
  );
  app.get(
    '/employeenosched',
    {
      schema: {
        tags,
        summary: 'Active employees without a shift, for a select',
        querystring: employeeOptionsQuery,
        response: { 200: employeeOptionsReply },
      },
    },
    (req) => shifts.employeesWithoutShift(db, req.query),
  );
  app.post(
    '/workshifts/add',
    {
      schema: {
        tags,
        summary: 'Assign a shift to an employee without one',
        body: workShiftAddBody,
        response: { 200: workShiftSavedReply },
      },
    },
    async (req) =>
      done(SCHEDULE_MESSAGES.saved, await shifts.addWorkShift(db, actorOf(req), req.body, today())),
  );
  app.post(
    '/workshifts/update/:id',
    {
      schema: {
        tags,
        summary: "Change an employee's shift from a date on ({id}: one of their shift history rows)",
        params: idParam('id'),
        body: workShiftUpdateBody,
        response: { 200: workShiftSavedReply },
      },
    },
    async (req) =>
      done(
        SCHEDULE_MESSAGES.saved,
        await shifts.updateWorkShift(db, actorOf(req), req.params.id, req.body, today()),
      ),
  );
  app.delete(
    '/workshifts/delete/:id',
    {
      schema: {
        tags,
        summary: "Remove an employee's shift from today on ({id}: one of their shift history rows)",
        params: idParam('id'),
        response: { 200: workShiftDeletedReply },
      },
    },
    async (req) => {
      await shifts.deleteWorkShift(db, actorOf(req), req.params.id, today());
      return done(SCHEDULE_MESSAGES.deleted);
    },
  );
  app.get(
    '/workshifts/history/:employee_id',
    {
      schema: {
        tags,
        summary: "An employee's shift history, newest first",
        params: idParam('employee_id'),
        response: { 200: shiftHistoryReply },
      },
    },
    (req) => shifts.shiftHistory(db, req.params.employee_id),
  );
  app.get(
    '/getcurrentshift/get/:employee_id',
    {
      schema: {
        tags,
        summary: "An employee's shift on a date (today without one)",
        params: idParam('employee_id'),
        querystring: currentShiftQuery,
        response: { 200: currentShiftReply },
      },
    },
    (req) => shifts.currentShift(db, req.params.employee_id, req.query.date ?? today()),
  );

  // ---- schedule adjustments

  const approvalReplies = { 200: approvalReply, 409: approvalConflictReply };

  app.get(
    '/scheduleadjustment',
    { schema: { tags, summary: 'Schedule Adjustment', querystring: adjustmentListQuery } },
    (req) => adjustments.listAdjustments(db, req.query),
  );
  app.get(
    '/scheduleadjustment/get/:id',
    {
      schema: {
        tags,
        summary: 'One schedule adjustment',
        params: idParam('id'),
        response: { 200: adjustmentDetailReply },
      },
    },
    (req) => adjustments.getAdjustment(db, req.params.id),
  );
  app.post(
    '/scheduleadjustment/add',
    {
      schema: {
        tags,
        summary: 'File a schedule adjustment (for HR to decide)',
        body: adjustmentAddBody,
        response: { 200: requestSavedReply },
      },
    },
    async (req) =>
      done(SCHEDULE_MESSAGES.submitted, await adjustments.addAdjustment(db, actorOf(req), req.body, today())),
  );
  app.post(
    '/scheduleadjustment/update/:id',
    {
      schema: {
        tags,
        summary: 'Edit a pending schedule adjustment',
        params: idParam('id'),
        body: adjustmentUpdateBody,
        response: { 200: requestSavedReply },
      },
    },
    async (req) =>
      done(
        SCHEDULE_MESSAGES.saved,
        await adjustments.updateAdjustment(db, actorOf(req), req.params.id, req.body),
      ),
  );
  app.post(
    '/adjustment/approval/:id',
    {
      schema: {
        tags,
        summary: "HR's decision on a schedule adjustment (approving changes the shift from its date on)",
        params: idParam('id'),
        body: approvalBody,
        response: approvalReplies,
      },
    },
    (req) => adjustments.decideAdjustment(db, actorOf(req), req.params.id, req.body, today()),
  );
  app.post(
    '/adjustment/approval/bulk',
    {
      schema: {
        tags,
        summary: "HR's decision on many pending schedule adjustments at once (each decided alone)",
        body: bulkDecisionBody,
        response: { 200: bulkDecisionReply },
      },
    },
    async (req) => {
      const data = await adjustments.decideAdjustments(db, actorOf(req), req.body, today(), req.log);
      return done(bulkMessage('schedule adjustment', req.body.decision, data), data);
    },
  );
  app.delete(
    '/scheduleadjustment/delete/:id',
    {
      schema: {
        tags,
        summary: 'Delete a schedule adjustment (an approved one leaves its shift in the history)',
        params: idParam('id'),
        response: { 200: requestDeletedReply },
      },
    },
    async (req) => {
      await adjustments.deleteAdjustment(db, actorOf(req), req.params.id);
      return done(SCHEDULE_MESSAGES.deleted);
    },
  );

  // ---- undertime

  app.get(
    '/undertimerequest',
    { schema: { tags, summary: 'Undertime', querystring: undertimeListQuery } },
    (req) => undertime.listUndertime(db, req.query),
  );
  app.get(
    '/undertimerequest/get/:id',
    {
      schema: {
        tags,
        summary: 'One undertime request',
        params: idParam('id'),
        response: { 200: undertimeDetailReply },
      },
    },
    (req) => undertime.getUndertime(db, req.params.id),
  );
  app.post(
    '/undertimerequest/add',
    {
      schema: {
        tags,
        summary: 'File an undertime request (add form and manual encode)',
        body: undertimeAddBody,
        response: { 200: requestSavedReply },
      },
    },
    async (req) =>
      done(SCHEDULE_MESSAGES.submitted, await undertime.addUndertime(db, actorOf(req), req.body, today())),
  );
  app.post(
    '/undertimerequest/update/:id',
    {
      schema: {
        tags,
        summary: 'Edit a pending undertime request',
        params: idParam('id'),
        body: undertimeUpdateBody,
        response: { 200: requestSavedReply },
      },
    },
    async (req) =>
      done(
        SCHEDULE_MESSAGES.saved,
        await undertime.updateUndertime(db, actorOf(req), req.params.id, req.body),
      ),
  );
  app.post(
    '/undertime/approval/:id',
    {
      schema: {
        tags,
        summary: "HR's decision on an undertime request",
        params: idParam('id'),
        body: approvalBody,
        response: approvalReplies,
      },
    },
    (req) => undertime.decideUndertime(db, actorOf(req), req.params.id, req.body, today()),
  );
  app.post(
    '/undertime/approval/bulk',
    {
      schema: {
        tags,
        summary: "HR's decision on many pending undertime requests at once (each decided alone)",
        body: bulkDecisionBody,
        response: { 200: bulkDecisionReply },
      },
    },
    async (req) => {
      const data = await undertime.decideUndertimes(db, actorOf(req), req.body, today(), req.log);
      return done(bulkMessage('undertime request', req.body.decision, data), data);
    },
  );
  app.delete(
    '/undertimerequest/delete/:id',
    {
      schema: {
        tags,
        summary: 'Delete an undertime request',
        params: idParam('id'),
        response: { 200: requestDeletedReply },
      },
    },
    async (req) => {
      await undertime.deleteUndertime(db, actorOf(req), req.params.id);
      return done(SCHEDULE_MESSAGES.deleted);
    },
  );
};
