import { ATTENDANCE_MESSAGES } from '@hris/domain/attendance';
import * as calls from '@hris/domain/calls/attendance';
import { companyDate } from '@hris/domain/company-clock';
import { DEVICE_MESSAGES } from '@hris/domain/punches';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { routesFor } from '../../lib/calls';
import { sendDownload } from '../../lib/download';
import { done } from '../../lib/replies';
import { commitOf, singleUpload } from '../../lib/single-upload';
import { actorOf } from '../../plugins/audit';
import * as devices from './devices.service';
import { attendanceExport, payrollExport } from './exports.service';
import { importPunches } from './import.service';
import * as logs from './logs.service';
import * as payroll from './payroll.service';

export type AttendanceDeps = {
  db: Db;
  /** The clock "today" is read from: days after it are blank. */
  clock: () => Date;
};

/** The largest punch file taken (about 400,000 CSV lines). */
const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
const PUNCH_UPLOAD = { allow: ['csv', 'xlsx'], maxFiles: 1, maxBytes: MAX_IMPORT_BYTES };

export const attendanceRoutes: FastifyPluginAsyncZod<AttendanceDeps> = async (app, { db, clock }) => {
  const today = () => companyDate(clock());
  const route = routesFor(app, ['attendance']);

  // ---- the month grid and the employee modal

  route(calls.memberLogsCall, (req) => logs.memberLogs(db, req.query, today()));
  route(calls.employeeLogsCall, (req) => logs.employeeLogs(db, req.params.employee_id, req.query, today()));
  route(calls.updateLogCall, async (req) =>
    done(ATTENDANCE_MESSAGES.updated, await logs.updateLog(db, actorOf(req), req.body, today())),
  );
  route(calls.createLogCall, async (req) =>
    done(ATTENDANCE_MESSAGES.created, await logs.createLog(db, actorOf(req), req.body, today())),
  );

  // ---- exports (streamed)

  route(calls.attendanceExportCall, async (req, reply) =>
    sendDownload(reply, attendanceExport(db, req.query, today(), req.query.format)),
  );
  route(calls.attendancePdfCall, async (req, reply) =>
    sendDownload(reply, attendanceExport(db, req.query, today(), 'pdf')),
  );

  // ---- punches in

  route(
    calls.importPunchesCall,
    async (req) => {
      const { upload, fields } = await singleUpload(
        req,
        PUNCH_UPLOAD.maxBytes,
        'Please choose a file of punches.',
      );
      const commit = commitOf(fields.commit ?? req.query.commit);
      return importPunches(db, actorOf(req), upload, commit, today());
    },
    { config: { uploads: PUNCH_UPLOAD } },
  );

  // ---- devices

  route(calls.deviceListCall, (req) => devices.listDevices(db, req.query));
  route(calls.addDeviceCall, async (req) =>
    done(DEVICE_MESSAGES.saved, await devices.addDevice(db, actorOf(req), req.body)),
  );
  route(calls.updateDeviceCall, async (req) =>
    done(DEVICE_MESSAGES.saved, await devices.updateDevice(db, actorOf(req), req.params.id, req.body)),
  );
  route(calls.deleteDeviceCall, async (req) => {
    await devices.deleteDevice(db, actorOf(req), req.params.id);
    return done(DEVICE_MESSAGES.deleted);
  });

  // ---- payroll cut-off

  route(calls.payrollCall, (req) => payroll.payrollPage(db, req.query, today()));
  route(calls.payrollDaysCall, (req) => payroll.payrollDays(db, req.params.employee_id, req.query, today()));
  route(calls.payrollExportCall, async (req, reply) =>
    sendDownload(reply, payrollExport(db, req.query, today())),
  );
};
