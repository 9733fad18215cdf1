import { defineCall, sheetFile } from '../call';
import { reportExportQuery, reportParams, reportQuery, reportReply } from '../reports';

/** The calls of Reports: a report for a period of months, and the same as a spreadsheet. */

export const reportCall = defineCall({
  method: 'GET',
  path: 'reports/:report',
  summary:
    'A report (headcount, turnover, leave, attendance, nte, contributions) for a period of months and a sub-department',
  params: reportParams,
  query: reportQuery,
  reply: reportReply,
});

export const reportExportCall = defineCall({
  method: 'GET',
  path: 'reports/:report/export',
  summary: 'A report as XLSX (format=xlsx, the default) or CSV',
  params: reportParams,
  query: reportExportQuery,
  reply: sheetFile,
});
