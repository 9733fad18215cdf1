import { z } from 'zod';
import { filterId } from './text';

/**
 * Reports: each a chart over a table, for a period of whole months and optionally one
 * sub-department, exported as XLSX or CSV. Every figure is computed by PostgreSQL.
 */

export const REPORT_KEYS = ['headcount', 'turnover', 'leave', 'attendance', 'nte', 'contributions'] as const;
export type ReportKey = (typeof REPORT_KEYS)[number];

/** How a column is shown and exported: text, a month ("2026-11"), a whole count, or a decimal. */
export type ReportColumnKind = 'text' | 'month' | 'count' | 'decimal' | 'money' | 'percent';
export type ReportColumn = { key: string; label: string; kind: ReportColumnKind };

type ReportInfo = {
  title: string;
  description: string;
  columns: ReportColumn[];
  /** The longest period the report takes, in months, and the one it shows when none is asked for. */
  maxMonths: number;
  defaultMonths: number;
};

const month: ReportColumn = { key: 'month', label: 'Month', kind: 'month' };

export const REPORTS: Record<ReportKey, ReportInfo> = {
  headcount: {
    title: 'Head Count',
    description:
      'Employees with the company at the end of each month (today for this month), by department and status.',
    maxMonths: 36,
    defaultMonths: 12,
    columns: [
      month,
      { key: 'department_name', label: 'Department', kind: 'text' },
      { key: 'trainee', label: 'Trainee', kind: 'count' },
      { key: 'probationary', label: 'Probationary', kind: 'count' },
      { key: 'regular', label: 'Regular', kind: 'count' },
      { key: 'total', label: 'Total', kind: 'count' },
    ],
  },
  turnover: {
    title: 'Hires & Separations',
    description:
      'Hires and separations each month, and the turnover rate: separations over the average head count of the month.',
    maxMonths: 36,
    defaultMonths: 12,
    columns: [
      month,
      { key: 'headcount_start', label: 'Head Count (start)', kind: 'count' },
      { key: 'hires', label: 'Hires', kind: 'count' },
      { key: 'separations', label: 'Separations', kind: 'count' },
      { key: 'headcount_end', label: 'Head Count (end)', kind: 'count' },
      { key: 'turnover_rate', label: 'Turnover Rate (%)', kind: 'percent' },
    ],
  },
  leave: {
    title: 'Leave Taken',
    description: 'Approved leave by type and by the month it starts: requests and days.',
    maxMonths: 36,
    defaultMonths: 12,
    columns: [
      month,
      { key: 'leave_type', label: 'Leave Type', kind: 'text' },
      { key: 'requests', label: 'Requests', kind: 'count' },
      { key: 'days', label: 'Days', kind: 'count' },
      { key: 'with_pay_days', label: 'Days With Pay', kind: 'count' },
      { key: 'without_pay_days', label: 'Days Without Pay', kind: 'count' },
    ],
  },
  attendance: {
    title: 'Attendance per Cut-off',
    description:
      'Absences, lates and overbreaks of each cut-off (11th to 25th, 26th to 10th) by sub-department, by the rules of the payroll.',
    maxMonths: 3,
    defaultMonths: 1,
    columns: [
      { key: 'cutoff', label: 'Cut-off', kind: 'text' },
      { key: 'sub_department_name', label: 'Sub-department', kind: 'text' },
      { key: 'employees', label: 'Employees', kind: 'count' },
      { key: 'absences', label: 'Absences', kind: 'count' },
      { key: 'lates', label: 'Days Late', kind: 'count' },
      { key: 'late_minutes', label: 'Minutes Late', kind: 'count' },
      { key: 'overbreaks', label: 'Days Overbreak', kind: 'count' },
      { key: 'overbreak_minutes', label: 'Overbreak (minutes)', kind: 'count' },
    ],
  },
  nte: {
    title: 'NTEs',
    description: 'Notices to explain requested in the period, by type of infraction and corrective action.',
    maxMonths: 36,
    defaultMonths: 12,
    columns: [
      { key: 'type_of_infraction', label: 'Type', kind: 'text' },
      { key: 'infraction', label: 'Infraction', kind: 'text' },
      { key: 'action_to_be_taken', label: 'Corrective Action', kind: 'text' },
      { key: 'count', label: 'NTEs', kind: 'count' },
    ],
  },
  contributions: {
    title: 'Contributions',
    description: "Totals of the month's loan and contribution records.",
    maxMonths: 36,
    defaultMonths: 12,
    columns: [
      month,
      { key: 'employees', label: 'Employees', kind: 'count' },
      { key: 'sss_cont', label: 'SSS', kind: 'money' },
      { key: 'phic_cont', label: 'PhilHealth', kind: 'money' },
      { key: 'hdmf_pagibig_cont', label: 'Pag-IBIG', kind: 'money' },
      { key: 'hmo', label: 'HMO', kind: 'money' },
      { key: 'sss_loan', label: 'SSS Loan', kind: 'money' },
      { key: 'hdmf_loan', label: 'Pag-IBIG Loan', kind: 'money' },
      { key: 'withholding_tax', label: 'Withholding Tax', kind: 'money' },
      { key: 'others', label: 'Others', kind: 'money' },
      { key: 'total', label: 'Total', kind: 'money' },
    ],
  },
};

const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;
const FIRST_MONTH = '2019-01';
const LAST_MONTH = '2100-12';

const monthField = (label: string) =>
  z
    .string({ error: `The ${label} must be a month (YYYY-MM).` })
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .superRefine((v, ctx) => {
      if (v === undefined) return;
      if (!MONTH_RE.test(v))
        ctx.addIssue({ code: 'custom', message: `The ${label} must be a month (YYYY-MM).` });
      else if (v < FIRST_MONTH || v > LAST_MONTH)
        ctx.addIssue({
          code: 'custom',
          message: `The ${label} must be from ${FIRST_MONTH} to ${LAST_MONTH}.`,
        });
    });

/** Whole months from `from` to `to`, both included. */
export function monthsSpanned(from: string, to: string): number {
  const n = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7));
  return n(to) - n(from) + 1;
}

/** The month `n` months after `m` (before, when negative). */
export function addMonths(m: string, n: number): string {
  const total = Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1 + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/**
 * `GET api/reports/{report}`: the period (`from`, `to`: months, both included; by default the report's
 * usual span ending this month) and a sub-department (the employees' present one).
 */
export const reportQuery = z.object({
  from: monthField('start of the period'),
  to: monthField('end of the period'),
  sub_department_id: filterId('sub-department'),
});
export type ReportQuery = z.output<typeof reportQuery>;

export const reportParams = z.object({
  report: z.enum(REPORT_KEYS, { error: `The report must be one of: ${REPORT_KEYS.join(', ')}.` }),
});

export const REPORT_FORMATS = ['xlsx', 'csv'] as const;
export const reportExportQuery = reportQuery.extend({
  format: z.enum(REPORT_FORMATS, { error: 'The format must be xlsx or csv.' }).default('xlsx'),
});

/** The months a report shows when no period is given: a year, or this month's cut-offs for attendance. */
export function defaultPeriod(report: ReportKey, thisMonth: string): { from: string; to: string } {
  return { from: addMonths(thisMonth, -(REPORTS[report].defaultMonths - 1)), to: thisMonth };
}

/** The period's problem, or null: its end before its start, or longer than the report takes. */
export function periodProblem(
  report: ReportKey,
  from: string,
  to: string,
): { field: string; message: string } | null {
  if (from > to) return { field: 'to', message: 'The end of the period must not be before its start.' };
  const max = REPORTS[report].maxMonths;
  if (monthsSpanned(from, to) > max)
    return { field: 'from', message: `The ${REPORTS[report].title} report covers at most ${max} months.` };
  return null;
}

const cell = z.union([z.string(), z.number(), z.null()]);
export const reportReply = z.strictObject({
  report: z.enum(REPORT_KEYS),
  from: z.string(),
  to: z.string(),
  sub_department_id: z.number().int().positive().nullable(),
  rows: z.array(z.record(z.string(), cell)),
});
export type ReportReply = z.infer<typeof reportReply>;
export type ReportRow = ReportReply['rows'][number];

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11" as the screens and charts show it: "Nov 2026". */
export const monthLabel = (m: string) => `${MONTH_NAMES[Number(m.slice(5, 7)) - 1]} ${m.slice(0, 4)}`;
