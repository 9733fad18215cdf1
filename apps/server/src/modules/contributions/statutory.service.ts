import {
  type ComputeQuery,
  type ComputeReply,
  type STATUTORY_KINDS,
  STATUTORY_PARAMS,
} from '@hris/domain/contributions';
import { explainShares, type StatutoryTables, statutoryShares } from '@hris/domain/statutory';
import { shownDate } from '@hris/domain/text';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { readPrepared } from '../../db/prepared';
import { AppError, notFound } from '../../lib/errors';

type Row = { kind: (typeof STATUTORY_KINDS)[number]; effective_from: string; params: unknown };

/**
 * The tables in force on `date`: for each kind, the latest row that took effect by then (one query).
 * A kind with no row by then, or a row whose params do not read, is a 409 naming it: the shares
 * cannot be computed, and HR must not be given a wrong peso.
 */
export async function tablesOn(db: Db | Tx, date: string) {
  const { rows } = await db.execute<Row>(
    sql`SELECT DISTINCT ON (kind) kind, effective_from::text AS effective_from, params
    FROM statutory_rates WHERE effective_from <= ${date}::date ORDER BY kind, effective_from DESC`,
  );
  const of = <K extends Row['kind']>(kind: K) => {
    const row = rows.find((r) => r.kind === kind);
    const params = row && STATUTORY_PARAMS[kind].safeParse(row.params);
    if (!row || !params?.success)
      throw new AppError(
        409,
        `There is no usable ${kind.replace('_', ' ')} table in force on ${shownDate(date)}.`,
      );
    return { effective_from: row.effective_from, params: params.data as Record<string, unknown> };
  };
  const used = {
    sss: of('sss'),
    philhealth: of('philhealth'),
    pagibig: of('pagibig'),
    withholding_tax: of('withholding_tax'),
  };
  const tables = {
    sss: { effective_from: used.sss.effective_from, ...used.sss.params },
    philhealth: { effective_from: used.philhealth.effective_from, ...used.philhealth.params },
    pagibig: { effective_from: used.pagibig.effective_from, ...used.pagibig.params },
    tax: { effective_from: used.withholding_tax.effective_from, ...used.withholding_tax.params },
  } as StatutoryTables;
  return { used, tables };
}

/**
 * `GET api/contributions/compute`: the employee's monthly shares of a basic salary (or an employee's),
 * each with how it was computed and the table rows used.
 */
export async function compute(db: Db, q: ComputeQuery, today: string): Promise<ComputeReply> {
  const date = q.date ?? today;
  let basic = q.basic_salary;
  if (q.employee_id !== undefined) {
    const [employee] = await readPrepared<{ basic_salary: string }>(
      db,
      sql`SELECT basic_salary::text AS basic_salary FROM employees WHERE id = ${q.employee_id}`,
    );
    if (!employee) throw notFound('The employee');
    basic = employee.basic_salary;
  }
  const { used, tables } = await tablesOn(db, date);
  return {
    basic_salary: Number(basic).toFixed(2),
    date,
    ...statutoryShares(Number(basic), tables),
    explanations: explainShares(Number(basic), tables),
    tables: used,
  };
}
