import {
  attendanceCreateBody,
  attendanceExportQuery,
  attendanceRange,
  attendanceSavedReply,
  attendanceUpdateBody,
  employeeLogsReply,
  memberLogsQuery,
  memberLogsReply,
} from '../attendance';
import { defineCall, fileReply, sheetFile } from '../call';
import { importCommitField } from '../imports';
import { payrollDaysReply, payrollExportQuery, payrollQuery, payrollReply } from '../payroll';
import { deviceBody, deviceListQuery, deviceListReply, deviceSavedReply, importReply } from '../punches';
import { successReply } from '../replies';
import { idParams } from './params';

/**
 * The calls of attendance: the month grid and the employee modal with their corrections, the grid's
 * exports, the punch import (multipart `file`), the biometric terminals and the payroll cut-off.
 */

export const memberLogsCall = defineCall({
  method: 'GET',
  path: 'getmemberlogsarchivebydepartment',
  summary: 'The month grid: a page of employees (10) with the logs and the day statuses of a range',
  query: memberLogsQuery,
  reply: memberLogsReply,
});

export const employeeLogsCall = defineCall({
  method: 'GET',
  path: 'attendance/employee/:employee_id',
  summary: "The employee modal: one employee's days of a range, each with its log",
  params: idParams('employee_id'),
  query: attendanceRange,
  reply: employeeLogsReply,
});

export const updateLogCall = defineCall({
  method: 'POST',
  path: 'updateindividualattendanceinfo',
  summary: 'Correct a log (the eight times), with the reason; 409 when it changed since it was read',
  body: attendanceUpdateBody,
  reply: attendanceSavedReply,
});

export const createLogCall = defineCall({
  method: 'POST',
  path: 'createindividualattendanceinfo',
  summary: "Add a missing day's log; 409 when the day has one",
  body: attendanceCreateBody,
  reply: attendanceSavedReply,
});

export const attendanceExportCall = defineCall({
  method: 'GET',
  path: 'exportdata',
  summary: 'The grid of a range as CSV (or XLSX with format=xlsx), every employee of a sub-department or all',
  query: attendanceExportQuery,
  reply: sheetFile,
});

export const attendancePdfCall = defineCall({
  method: 'GET',
  path: 'downloadpdfadmin',
  summary: 'The grid of a range as a PDF',
  query: attendanceExportQuery,
  reply: fileReply('application/pdf'),
});

/** Multipart: the file as `file`, and `commit` (a form field, or in the query string). */
export const importPunchesCall = defineCall({
  method: 'POST',
  path: 'attendance/import',
  summary:
    'Import punches from a CSV or XLSX file (multipart `file`): a preview, or with commit=true all rows or none',
  query: importCommitField,
  multipart: importCommitField,
  reply: importReply,
});

export const deviceListCall = defineCall({
  method: 'GET',
  path: 'attendance/devices',
  summary: 'The registered biometric terminals',
  query: deviceListQuery,
  reply: deviceListReply,
});

export const addDeviceCall = defineCall({
  method: 'POST',
  path: 'attendance/devices/add',
  summary: 'Register a terminal by its serial number',
  body: deviceBody,
  reply: deviceSavedReply,
});

export const updateDeviceCall = defineCall({
  method: 'POST',
  path: 'attendance/devices/update/:id',
  summary: 'Change a terminal',
  params: idParams('id'),
  body: deviceBody,
  reply: deviceSavedReply,
});

export const deleteDeviceCall = defineCall({
  method: 'DELETE',
  path: 'attendance/devices/delete/:id',
  summary: 'Remove a terminal (its punches stay)',
  params: idParams('id'),
  reply: successReply,
});

export const payrollCall = defineCall({
  method: 'GET',
  path: 'payroll',
  summary: 'The payroll figures of a cut-off, one row per employee (20 a page)',
  query: payrollQuery,
  reply: payrollReply,
});

export const payrollDaysCall = defineCall({
  method: 'GET',
  path: 'payroll/days/:employee_id',
  summary: "The days behind an employee's payroll figures",
  params: idParams('employee_id'),
  query: attendanceRange,
  reply: payrollDaysReply,
});

export const payrollExportCall = defineCall({
  method: 'GET',
  path: 'payroll/export',
  summary: 'The payroll cut-off as CSV or XLSX',
  query: payrollExportQuery,
  reply: sheetFile,
});
