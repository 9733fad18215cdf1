import { z } from 'zod';
import { wireDate } from './replies';
import { optionalDate, optionalMoney, recordId } from './text';

/**
 * Loan and contributions (spec §2, §3, §7; issue 13). What is built so far: the statutory shares of a
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
