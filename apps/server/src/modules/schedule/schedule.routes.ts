import { bulkDecisionBody, bulkDecisionReply, bulkMessage } from '@hris/domain/bulk';
import { companyDate } from '@hris/domain/company-clock';
import { employeeOptionsQuery, employeeOptionsReply } from '@hris/domain/employee';
import { pagedReply } from '@hris/domain/replies';
import type { RequestKind } from '@hris/domain/request-kind';
import {
  approvalBody,
  approvalConflictReply,
  approvalReply,
  currentShiftQuery,
  currentShiftReply,
  requestDeletedReply,
  requestSavedReply,
  SCHEDULE_MESSAGES,
  shiftHistoryReply,
  workShiftAddBody,
  workShiftDeletedReply,
  workShiftListQuery,
  workShiftSavedReply,
  workShiftUpdateBody,
} from '@hris/domain/schedule';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { done, idParam } from '../../lib/replies';
import { rawReply } from '../../lib/wire';
import { actorOf } from '../../plugins/audit';
import { adjustments } from './adjustments.service';
import type { RequestService } from './request-kind';
import * as shifts from './shifts.service';
import { undertime } from './undertime.service';

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

  // ---- the request kinds: schedule adjustments and undertime

  const approvalReplies = { 200: approvalReply, 409: approvalConflictReply };

  /** The calls of a request kind, at its paths: list, one request, file, edit, decide (one or many), delete. */
  const requestRoutes = <K extends RequestKind>(service: RequestService<K>) => {
    // the query and bodies are the kind's schemas' output (validated below), which the type provider cannot infer for a generic kind
    type Out<S extends keyof K['schemas']> = z.output<K['schemas'][S]>;
    const { paths, schemas, summaries, noun } = service.kind;
    app.get(
      `/${paths.list}`,
      {
        schema: {
          tags,
          summary: summaries.list,
          querystring: schemas.listQuery,
          response: { 200: pagedReply(schemas.row) },
        },
      },
      async (req) => rawReply(await service.list(db, req.query as Out<'listQuery'>)),
    );
    app.get(
      `/${paths.get}/:id`,
      {
        schema: {
          tags,
          summary: `One ${noun}`,
          params: idParam('id'),
          response: { 200: schemas.detail },
        },
      },
      (req) => service.get(db, req.params.id),
    );
    app.post(
      `/${paths.add}`,
      {
        schema: {
          tags,
          summary: summaries.add,
          body: schemas.addBody,
          response: { 200: requestSavedReply },
        },
      },
      async (req) =>
        done(
          SCHEDULE_MESSAGES.submitted,
          await service.add(db, actorOf(req), req.body as Out<'addBody'>, today()),
        ),
    );
    app.post(
      `/${paths.update}/:id`,
      {
        schema: {
          tags,
          summary: `Edit a pending ${noun}`,
          params: idParam('id'),
          body: schemas.updateBody,
          response: { 200: requestSavedReply },
        },
      },
      async (req) =>
        done(
          SCHEDULE_MESSAGES.saved,
          await service.update(db, actorOf(req), req.params.id, req.body as Out<'updateBody'>),
        ),
    );
    app.post(
      `/${paths.approval}/:id`,
      {
        schema: {
          tags,
          summary: summaries.decide,
          params: idParam('id'),
          body: approvalBody,
          response: approvalReplies,
        },
      },
      (req) => service.decide(db, actorOf(req), req.params.id, req.body, today()),
    );
    app.post(
      `/${paths.bulk}`,
      {
        schema: {
          tags,
          summary: `HR's decision on many pending ${noun}s at once (each decided alone)`,
          body: bulkDecisionBody,
          response: { 200: bulkDecisionReply },
        },
      },
      async (req) => {
        const data = await service.decideMany(db, actorOf(req), req.body, today(), req.log);
        return done(bulkMessage(noun, req.body.decision, data), data);
      },
    );
    app.delete(
      `/${paths.remove}/:id`,
      {
        schema: {
          tags,
          summary: summaries.remove,
          params: idParam('id'),
          response: { 200: requestDeletedReply },
        },
      },
      async (req) => {
        await service.remove(db, actorOf(req), req.params.id);
        return done(SCHEDULE_MESSAGES.deleted);
      },
    );
  };
  requestRoutes(adjustments);
  requestRoutes(undertime);
};
