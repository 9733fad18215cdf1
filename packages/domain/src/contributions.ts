import { z } from 'zod';
import { listQuery, listYear, yearParams } from './paging';
import { errorReply, pagedReply, wireCount, wireDate, wireId, wireTimestamp } from './replies';
import { money, optionalDate, optionalMoney, recordId, requiredId } from './text';

/**
 * Loan and contributions (docs/rules.md#contributions): an employee's monthly record of statutory shares,
 * loans and deductions, one per employee and month (`date_covered`), and the statutory shares of a
 * basic salary from the effective-dated tables (`api/contributions/compute`).
 */

/** The kinds of statutory table the database keeps, each effective-dated. */
export const STATUTORY_KINDS = ['sss', 'philhealth', 'pagibig', 'withholding_tax'] as const;
export type StatutoryKind = (typeof STATUTORY_KINDS)[number];

/**
 * `GET api/contributions/compute`: `basic_salary` (pesos) or `employee_id` (their basic salary), and
 * `date` (the month the shares are for; today when omitted).
 */
export const computeQuery = z
  .object({
    basic_salary: optionalMoney('basic salary'),
    employee_id: recordId('The employee must be the id of a record.').optional(),
    date: optionalDate('date', { min: '2019-01-01' }),
  })
  .superRefine((v, ctx) => {
    if ((v.basic_salary === null) === (v.employee_id === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [v.basic_salary === null ? 'basic_salary' : 'employee_id'],
        message: 'Give either the basic salary or the employee, not both.',
      });
  });
export type ComputeQuery = z.output<typeof computeQuery>;

const wireMoney = z.string().regex(/^\d+\.\d{2}$/);
const tableUsed = z.strictObject({ effective_from: wireDate, params: z.record(z.string(), z.unknown()) });

export const computeReply = z.strictObject({
  basic_salary: wireMoney,
  date: wireDate,
  sss_cont: wireMoney,
  phic_cont: wireMoney,
  hdmf_pagibig_cont: wireMoney,
  withholding_tax: wireMoney,
  /** How each share was computed, in words (`explainShares` of statutory.ts), shown under its field. */
  explanations: z.strictObject({
    sss_cont: z.string(),
    phic_cont: z.string(),
    hdmf_pagibig_cont: z.string(),
    withholding_tax: z.string(),
  }),
  tables: z.strictObject({
    sss: tableUsed,
    philhealth: tableUsed,
    pagibig: tableUsed,
    withholding_tax: tableUsed,
  }),
});
export type ComputeReply = z.infer<typeof computeReply>;

/** The parameters each kind of table row holds (the database's `params`), checked when read. */
export const STATUTORY_PARAMS = {
  sss: z.object({
    rate: z.number().min(0).max(1),
    employee_rate: z.number().min(0).max(1),
    msc_min: z.number().positive(),
    msc_max: z.number().positive(),
    msc_step: z.number().positive(),
  }),
  philhealth: z.object({
    rate: z.number().min(0).max(1),
    floor: z.number().min(0),
    ceiling: z.number().positive(),
  }),
  pagibig: z.object({ employee_rate: z.number().min(0).max(1), cap: z.number().positive() }),
  withholding_tax: z.object({
    brackets: z
      .array(z.object({ over: z.number().min(0), base: z.number().min(0), rate: z.number().min(0).max(1) }))
      .min(1),
  }),
} as const;

// ---- the monthly records

/** The amounts of a record in the form's order; "enter zero for items not included" (docs/rules.md#contributions). */
export const CONTRIBUTION_AMOUNTS = [
  'sss_cont',
  'phic_cont',
  'hdmf_pagibig_cont',
  'hmo',
  'sss_loan',
  'hdmf_loan',
  'withholding_tax',
  'others',
] as const;
export type ContributionAmount = (typeof CONTRIBUTION_AMOUNTS)[number];
export const CONTRIBUTION_LABELS: Record<ContributionAmount, string> = {
  sss_cont: 'SSS',
  phic_cont: 'PhilHealth',
  hdmf_pagibig_cont: 'Pag-IBIG',
  hmo: 'HMO',
  sss_loan: 'SSS Loan',
  hdmf_loan: 'HDMF Loan',
  withholding_tax: 'Withholding Tax',
  others: 'Others',
};

/** The list pages by 20. */
export const CONTRIBUTIONS_PER_PAGE = 20;

export const CONTRIBUTION_MESSAGES = {
  saved: 'You successfully saved your changes',
  deleted: 'You successfully deleted this file',
  duplicate: 'This employee already has a record for that month: open it to change it.',
} as const;

/** `date_covered`: a month (YYYY-MM, or any date of it), kept as its first day; this month when omitted. */
const monthCovered = z
  .string({ error: 'The date covered must be a month (YYYY-MM).' })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/, 'The date covered must be a month (YYYY-MM).')
  .transform((v) => `${v.slice(0, 7)}-01`)
  .refine((v) => v >= '2019-01-01' && v <= '2100-12-01', 'The date covered must be from 2019 to 2100.');

/** `POST api/contributions/create` */
export const contributionBody = z.object({
  employee_id: requiredId('employee'),
  date_covered: monthCovered.nullish(),
  ...(Object.fromEntries(CONTRIBUTION_AMOUNTS.map((k) => [k, money(CONTRIBUTION_LABELS[k])])) as Record<
    ContributionAmount,
    ReturnType<typeof money>
  >),
});
export type ContributionBody = z.output<typeof contributionBody>;

/**
 * `POST api/contributions/generate`: a month's records for every active employee who has none, the
 * statutory shares from the tables, HMO, loans and others as in the employee's latest earlier record.
 */
export const contributionGenerateBody = z.object({ date_covered: monthCovered.nullish() });
export const contributionGenerateReply = z.strictObject({
  response: z.literal('success'),
  message: z.string(),
  data: z.strictObject({ date_covered: wireDate, created: wireCount, skipped: wireCount }),
});

/** A refused create: a month already recorded names the record it would duplicate (`existing_id`). */
export const contributionErrorReply = errorReply.extend({ existing_id: wireId.nullable().optional() });

/** `GET api/contributions` and `/{year}` (the year of `date_covered`). */
export const contributionListQuery = listQuery({
  perPage: CONTRIBUTIONS_PER_PAGE,
  sorts: ['date_covered', 'full_name', 'created_at', 'total'],
  defaultOrder: 'desc',
}).extend({ year: listYear().optional() });
export type ContributionListQuery = z.output<typeof contributionListQuery>;
export const contributionYearParams = yearParams;
export const contributionParams = z.object({
  id: recordId('The record must be the id of a record.'),
  employee_id: recordId('The employee must be the id of a record.'),
});

const amounts = Object.fromEntries(CONTRIBUTION_AMOUNTS.map((k) => [k, wireMoney])) as Record<
  ContributionAmount,
  typeof wireMoney
>;

export const contributionRow = z.strictObject({
  id: wireId,
  employee_id: wireId,
  emp_id: z.string(),
  full_name: z.string(),
  department_name: z.string().nullable(),
  position_name: z.string().nullable(),
  date_covered: wireDate,
  ...amounts,
  total: wireMoney,
  created_at: wireTimestamp,
});
export type ContributionRow = z.infer<typeof contributionRow>;
export const contributionListReply = pagedReply(contributionRow);

/** `GET api/contributions/{id}/{employee_id}`: the record with the employee's numbers (the details screen). */
export const contributionDetailReply = contributionRow.extend({
  tin_no: z.string().nullable(),
  phic_no: z.string().nullable(),
  hdmf_no: z.string().nullable(),
  sss_no: z.string().nullable(),
});
export type ContributionDetail = z.infer<typeof contributionDetailReply>;
