import { statutoryShares } from '@hris/domain/statutory';
import { sql } from 'drizzle-orm';
import { insertMonth } from '../../modules/contributions/contributions.service';
import { tablesOn } from '../../modules/contributions/statutory.service';
import type { Tx } from '../client';
import { addMonths } from './random';

/**
 * A year of monthly contribution records for every employee with the company in each month: the
 * statutory shares computed from each month's tables and the employee's basic salary, an HMO share for
 * about half, and SSS or Pag-IBIG loan payments for some (by the employee's id, so the same on every
 * machine). Employees from `fromEmployeeId` on (the large seed's), or everyone.
 */
export async function seedContributions(
  tx: Tx,
  opts: { today: string; months?: number; createdBy: number | null; fromEmployeeId?: number },
): Promise<number> {
  const { rows: people } = await tx.execute<{
    id: number;
    basic_salary: string;
    employment_date: string;
    resignation_date: string | null;
  }>(sql`
    SELECT id, basic_salary::text AS basic_salary, employment_date::text AS employment_date,
      resignation_date::text AS resignation_date
    FROM employees WHERE id >= ${opts.fromEmployeeId ?? 0} ORDER BY id`);
  const thisMonth = `${opts.today.slice(0, 7)}-01`;
  let written = 0;
  for (let back = opts.months ?? 12; back >= 1; back--) {
    const month = addMonths(thisMonth, -back);
    const { tables } = await tablesOn(tx, month);
    const rows = people
      .filter((p) => p.employment_date <= month && (!p.resignation_date || p.resignation_date >= month))
      .map((p) => {
        const shares = statutoryShares(Number(p.basic_salary), tables);
        return {
          employee_id: p.id,
          ...shares,
          hmo: p.id % 2 === 0 ? '450.00' : '0.00',
          sss_loan: p.id % 7 === 0 ? '1133.33' : '0.00',
          hdmf_loan: p.id % 11 === 0 ? '956.25' : '0.00',
          others: '0.00',
        };
      });
    written += await insertMonth(tx, month, rows, opts.createdBy);
  }
  return written;
}
