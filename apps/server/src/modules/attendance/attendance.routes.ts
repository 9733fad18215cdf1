import {
  ATTENDANCE_MESSAGES,
  attendanceCreateBody,
  attendanceExportQuery,
  attendanceRange,
  attendanceSavedReply,
  attendanceUpdateBody,
  employeeLogsReply,
  memberLogsQuery,
  memberLogsReply,
} from '@hris/domain/attendance';
import { companyDate } from '@hris/domain/company-clock';
import { payrollDaysReply, payrollExportQuery, payrollQuery, payrollReply } from '@hris/domain/payroll';
import {
  DEVICE_MESSAGES,
  deviceBody,
  deviceListQuery,
  deviceListReply,
  deviceSavedReply,
  importReply,
} from '@hris/domain/punches';
import { successReply } from '@hris/domain/replies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { sendDownload } from '../../lib/download';
import { done, idParam } from '../../lib/replies';
import { sheetReply } from '../../lib/sheet-writer';
import { commitOf, singleUpload } from '../../lib/single-upload';
import { rawReply } from '../../lib/wire';
import { actorOf } from '../../plugins/audit';
import * as devices from './devices.service';

import { attendanceExport, payrollExport } from './exports.service';

import { importPunches } from './import.service';
import * as logs from './logs.service';
import * as payroll from './payroll.service';

const tags = ['attendance'];

export type AttendanceDeps = {
  db: Db;
  /** The clock "today" is read from: days after it are blank. */
  clock: () => Date;
};

/** The largest punch file taken (about 400,000 CSV lines). */
const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
const PUNCH_UPLOAD = { allow: ['csv', 'xlsx'], maxFiles: 1, maxBytes: MAX_IMPORT_BYTES };

/** `commit` of the import, as a form field or in the query string. */
const importFields = z.object({
  commit: z.enum(['true', 'false', '1', '0'], { error: 'Commit must be true or false.' }).optional(),
});

const pdfReply = { 200: { content: { 'application/pdf': { schema: z.string() } } } };

export const attendanceRoutes: FastifyPluginAsyncZod<AttendanceDeps> = async (app, { db, clock }) => {
  const today = () => companyDate(clock());

  // ---- the month grid and the employee modal

  app.get(
    '/getmemberlogsarchivebydepartment',
    {
      schema: {
        tags,
        summary: 'The month grid: a page of employees (10) with the logs and the day statuses of a range',
        querystring: memberLogsQuery,
        response: { 200: memberLogsReply },
      },
    },
    (req) => logs.memberLogs(db, req.query, today()),
  );
  app.get(
    '/attendance/employee/:employee_id',
    {
      schema: {
        tags,
        summary: "The employee modal: one employee's days of a range, each with its log",
        params: idParam('employee_id'),
        querystring: attendanceRange,
        response: { 200: employeeLogsReply },
      },
    },
    (req) => logs.employeeLogs(db, req.params.employee_id, req.query, today()),
  );
  app.post(
    '/updateindividualattendanceinfo',
    {
      schema: {
        tags,
        summary: 'Correct a log (the eight times), with the reason; 409 when it changed since it was read',
        body: attendanceUpdateBody,
        response: { 200: attendanceSavedReply },
      },
    },
    async (req) =>
      done(ATTENDANCE_MESSAGES.updated, await logs.updateLog(db, actorOf(req), req.body, today())),
  );
  app.post(
    '/createindividualattendanceinfo',
    {
      schema: {
        tags,
        summary: "Add a missing day's log; 409 when the day has one",
        body: attendanceCreateBody,
        response: { 200: attendanceSavedReply },
      },
    },
    async (req) =>
      done(ATTENDANCE_MESSAGES.created, await logs.createLog(db, actorOf(req), req.body, today())),
  );

  // ---- exports (streamed)

  app.get(
    '/exportdata',
    {
      schema: {
        tags,
        summary:
          'The grid of a range as CSV (or XLSX with format=xlsx), every employee of a sub-department or all',
        querystring: attendanceExportQuery,
        response: sheetReply,
      },
    },
    async (req, reply) => sendDownload(reply, attendanceExport(db, req.query, today(), req.query.format)),
  );
  app.get(
    '/downloadpdfadmin',
    {
      schema: {
        tags,
        summary: 'The grid of a range as a PDF',
        querystring: attendanceExportQuery,
        response: pdfReply,
      },
    },
    async (req, reply) => sendDownload(reply, attendanceExport(db, req.query, today(), 'pdf')),
  );

  // ---- punches in

  app.post(
    '/attendance/import',
    {
      schema: {
        tags,
        summary:
          'Import punches from a CSV or XLSX file (multipart `file`): a preview, or with commit=true all rows or none',
        consumes: ['multipart/form-data'],
        querystring: importFields,
        response: { 200: importReply },
      },
      config: { multipart: importFields, uploads: PUNCH_UPLOAD },
    },
    async (req) => {
      const { upload, fields } = await singleUpload(
        req,
        PUNCH_UPLOAD.maxBytes,
        'Please choose a file of punches.',
      );
      const commit = commitOf(fields.commit ?? req.query.commit);
      return importPunches(db, actorOf(req), upload, commit, today());
    },
  );

  // ---- devices

  app.get(
    '/attendance/devices',
    {
      schema: {
        tags,
        summary: 'The registered biometric terminals',
        querystring: deviceListQuery,
        response: { 200: deviceListReply },
      },
    },
    async (req) => rawReply(await devices.listDevices(db, req.query)),
  );
  app.post(
    '/attendance/devices/add',
    {
      schema: {
        tags,
        summary: 'Register a terminal by its serial number',
        body: deviceBody,
        response: { 200: deviceSavedReply },
      },
    },
    async (req) => done(DEVICE_MESSAGES.saved, await devices.addDevice(db, actorOf(req), req.body)),
  );
  app.post(
    '/attendance/devices/update/:id',
    {
      schema: {
        tags,
        summary: 'Change a terminal',
        params: idParam('id'),
        body: deviceBody,
        response: { 200: deviceSavedReply },
      },
    },
    async (req) =>
      done(DEVICE_MESSAGES.saved, await devices.updateDevice(db, actorOf(req), req.params.id, req.body)),
  );
  app.delete(
    '/attendance/devices/delete/:id',
    {
      schema: {
        tags,
        summary: 'Remove a terminal (its punches stay)',
        params: idParam('id'),
        response: { 200: successReply },
      },
    },
    async (req) => {
      await devices.deleteDevice(db, actorOf(req), req.params.id);
      return done(DEVICE_MESSAGES.deleted);
    },
  );

  // ---- payroll cut-off

  app.get(
    '/payroll',
    {
      schema: {
        tags,
        summary: 'The payroll figures of a cut-off, one row per employee (20 a page)',
        querystring: payrollQuery,
        response: { 200: payrollReply },
      },
    },
    (req) => payroll.payrollPage(db, req.query, today()),
  );
  app.get(
    '/payroll/days/:employee_id',
    {
      schema: {
        tags,
        summary: "The days behind an employee's payroll figures",
        params: idParam('employee_id'),
        querystring: attendanceRange,
        response: { 200: payrollDaysReply },
      },
    },
    (req) => payroll.payrollDays(db, req.params.employee_id, req.query, today()),
  );
  app.get(
    '/payroll/export',
    {
      schema: {
        tags,
        summary: 'The payroll cut-off as CSV or XLSX',
        querystring: payrollExportQuery,
        response: sheetReply,
      },
    },
    async (req, reply) => sendDownload(reply, payrollExport(db, req.query, today())),
  );
};
