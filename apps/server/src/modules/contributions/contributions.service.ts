import {
  CONTRIBUTION_AMOUNTS,
  CONTRIBUTION_MESSAGES,
  type ContributionBody,
  type ContributionDetail,
  type ContributionListQuery,
  type ContributionRow,
  type contributionListQuery,
} from '@hris/domain/contributions';
import type { SortOf } from '@hris/domain/paging';
import { statutoryShares } from '@hris/domain/statutory';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { pageOf } from '../../db/paging';
import { readPrepared } from '../../db/prepared';
import { write } from '../../db/write';
import { AppError, isUniqueViolation, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/audit';
import { e } from '../employees/employees.sql';
import { chosenEmployeeExists } from '../employees/employees.status';
import { tablesOn } from './statutory.service';

const amountColumns = sql.raw(CONTRIBUTION_AMOUNTS.map((k) => `c.${k}::text AS ${k}`).join(', '));
const total = sql.raw(`(${CONTRIBUTION_AMOUNTS.map((k) => `c.${k}`).join(' + ')})`);

/** A record's columns as its row shows them (money as text: "1250.00"). */
const rowColumns = sql`c.id, c.employee_id, ${e.cols('emp_id', 'full_name')}, d.department_name, p.pos_name AS position_name,
  c.date_covered, ${amountColumns}, ${total}::text AS total, c.created_at`;
const rowJoins = sql`JOIN ${e.table} ON ${e('id')} = c.employee_id
  LEFT JOIN positions p ON p.id = ${e('position_id')} LEFT JOIN departments d ON d.id = p.department_id`;

const sorts = {
  date_covered: sql`c.date_covered`,
  full_name: e('full_name'),
  created_at: sql`c.created_at`,
  total,
} satisfies Record<SortOf<typeof contributionListQuery>, SQL>;

/**
 * `GET api/contributions` (and `/{year}`: the year of the month covered), newest month first; with
 * `employee_id`, that employee's records only (self-service).
 */
export function listContributions(db: Db, q: ContributionListQuery & { employee_id?: number }) {
  const mine = q.employee_id === undefined ? undefined : sql`c.employee_id = ${q.employee_id}`;
  const year =
    q.year === undefined
      ? undefined
      : sql`c.date_covered >= make_date(${q.year}::int, 1, 1) AND c.date_covered < make_date(${q.year}::int + 1, 1, 1)`;
  // Totals from the counts the triggers keep (a few rows), but for a search within a year. The search
  // is what the text asks for ("," or an accent alone asks for nothing), not whether it was typed.
  const searched = e.searchIds(sql`k.employee_id`, q.q);
  const count = mine
    ? undefined
    : !searched
      ? sql`SELECT coalesce(sum(k.n), 0)::int FROM contribution_month_counts k
        ${q.year === undefined ? sql`` : sql`WHERE k.date_covered >= make_date(${q.year}::int, 1, 1) AND k.date_covered < make_date(${q.year}::int + 1, 1, 1)`}`
      : q.year === undefined
        ? sql`SELECT coalesce(sum(k.n), 0)::int FROM contribution_employee_counts k WHERE ${searched}`
        : undefined;
  return pageOf<ContributionRow>(db, {
    select: rowColumns,
    from: sql`contributions c`,
    joins: rowJoins,
    count,
    // The search as a condition on the records' employee ids (no join to filter or count by): the page
    // is then read in month order from contributions_covered_idx until it is full.
    where: [mine, year, e.searchIds(sql`c.employee_id`, q.q)],
    sort: sorts[q.sort],
    order: q.order,
    tieBreak: sql`c.id`,
    page: q.page,
    perPage: q.per_page,
  });
}

/** `GET api/contributions/{id}/{employee_id}`: the record with the employee's government numbers. */
export async function contributionDetail(
  db: Db,
  id: number,
  employeeId: number,
): Promise<ContributionDetail> {
  const [row] = await readPrepared<ContributionDetail>(
    db,
    sql`SELECT ${rowColumns}, ${e.cols('tin_no', 'phic_no', 'hdmf_no', 'sss_no')}
    FROM contributions c ${rowJoins} WHERE c.id = ${id} AND c.employee_id = ${employeeId}`,
  );
  if (!row) throw notFound('The contribution record');
  return row;
}

/**
 * `POST api/contributions/create`: one record per employee and month (the current month when
 * `date_covered` is omitted). A second for the same month is a 422 on `date_covered` that names the
 * first (`existing_id`), so the form can open it.
 */
export async function createContribution(db: Db, actor: Actor, body: ContributionBody, today: string) {
  const month = body.date_covered ?? `${today.slice(0, 7)}-01`;
  try {
    return await write(db, actor, async ({ tx, audit }) => {
      await chosenEmployeeExists(tx, body.employee_id, 'Please select an employee.');
      const values = Object.fromEntries(CONTRIBUTION_AMOUNTS.map((k) => [k, body[k]]));
      const { rows } = await tx.execute<{ id: number }>(sql`
        INSERT INTO contributions (employee_id, date_covered, ${sql.raw(CONTRIBUTION_AMOUNTS.join(', '))}, created_by)
        VALUES (${body.employee_id}, ${month}::date,
          ${sql.join(
            CONTRIBUTION_AMOUNTS.map((k) => sql`${body[k]}::numeric`),
            sql`, `,
          )}, ${actor.userId})
        RETURNING id`);
      const id = rows[0]!.id;
      await audit({
        action: 'create',
        entity: 'contributions',
        entityId: id,
        after: { employee_id: body.employee_id, date_covered: month, ...values },
      });
      return { id, employee_id: body.employee_id, date_covered: month };
    });
  } catch (err) {
    if (!isUniqueViolation(err, 'contributions_employee_month_key')) throw err;
    const [existing] = await readPrepared<{ id: number }>(
      db,
      sql`SELECT id FROM contributions WHERE employee_id = ${body.employee_id} AND date_covered = ${month}::date`,
    );
    throw new AppError(
      422,
      CONTRIBUTION_MESSAGES.duplicate,
      { date_covered: [CONTRIBUTION_MESSAGES.duplicate] },
      { existing_id: existing?.id ?? null },
    );
  }
}

/** `DELETE api/contributions/remove/{id}` */
export async function removeContribution(db: Db, actor: Actor, id: number): Promise<void> {
  await write(db, actor, async ({ tx, audit }) => {
    const { rows } = await tx.execute<Record<string, unknown>>(
      sql`DELETE FROM contributions WHERE id = ${id} RETURNING employee_id, date_covered::text AS date_covered`,
    );
    if (!rows[0]) throw notFound('The contribution record');
    await audit({ action: 'delete', entity: 'contributions', entityId: id, before: rows[0] });
  });
}

/**
 * `POST api/contributions/generate`: the month's record of every employee with the company that month
 * who has none yet: the statutory shares of their basic salary from the tables in force, HMO, loans and
 * others carried from their latest earlier record (zero without one). One transaction; a record made
 * meanwhile by someone else is left as it is (`ON CONFLICT DO NOTHING`).
 */
export async function generateMonth(db: Db, actor: Actor, month: string) {
  return write(db, actor, async ({ tx, audit }) => {
    const { tables } = await tablesOn(tx, month);
    const { rows: people } = await tx.execute<{
      id: number;
      basic_salary: string;
      hmo: string | null;
      sss_loan: string | null;
      hdmf_loan: string | null;
      others: string | null;
    }>(sql`
      SELECT ${e('id')} AS id, ${e('basic_salary')}::text AS basic_salary,
        prev.hmo::text AS hmo, prev.sss_loan::text AS sss_loan, prev.hdmf_loan::text AS hdmf_loan, prev.others::text AS others
      FROM ${e.table}
      LEFT JOIN LATERAL (SELECT c.hmo, c.sss_loan, c.hdmf_loan, c.others FROM contributions c
        WHERE c.employee_id = ${e('id')} AND c.date_covered < ${month}::date
        ORDER BY c.date_covered DESC LIMIT 1) prev ON true
      WHERE ${e.isActive} AND ${e('employment_date')} <= (${month}::date + interval '1 month' - interval '1 day')
        AND NOT EXISTS (SELECT 1 FROM contributions c WHERE c.employee_id = ${e('id')} AND c.date_covered = ${month}::date)`);
    const rows = people.map((p) => ({
      employee_id: p.id,
      ...statutoryShares(Number(p.basic_salary), tables),
      hmo: p.hmo ?? '0.00',
      sss_loan: p.sss_loan ?? '0.00',
      hdmf_loan: p.hdmf_loan ?? '0.00',
      others: p.others ?? '0.00',
    }));
    const created = await insertMonth(tx, month, rows, actor.userId);
    await audit({
      action: 'generate',
      entity: 'contributions',
      entityId: null,
      after: { date_covered: month, created },
    });
    return { date_covered: month, created, skipped: rows.length - created };
  });
}

type MonthRow = { employee_id: number } & Record<(typeof CONTRIBUTION_AMOUNTS)[number], string>;

/**
 * A month's records for many employees in one statement, those who have one already left as they are
 * (`ON CONFLICT DO NOTHING`). Returns how many were written. Also the seed's.
 */
export async function insertMonth(
  tx: Tx,
  month: string,
  rows: readonly MonthRow[],
  createdBy: number | null,
): Promise<number> {
  if (rows.length === 0) return 0;
  const { rowCount } = await tx.execute(sql`
    INSERT INTO contributions (employee_id, date_covered, ${sql.raw(CONTRIBUTION_AMOUNTS.join(', '))}, created_by)
    SELECT r.employee_id, ${month}::date, ${sql.raw(CONTRIBUTION_AMOUNTS.map((k) => `r.${k}`).join(', '))}, ${createdBy}
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(employee_id int,
      ${sql.raw(CONTRIBUTION_AMOUNTS.map((k) => `${k} numeric`).join(', '))})
    ON CONFLICT (employee_id, date_covered) DO NOTHING`);
  return rowCount ?? 0;
}
