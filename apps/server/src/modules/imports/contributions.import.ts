import { type ContributionBody, contributionBody } from '@hris/domain/contributions';
import { IMPORT_COLUMNS } from '@hris/domain/imports';
import { sql } from 'drizzle-orm';
import { readPrepared } from '../../db/prepared';
import { writeAudits } from '../../plugins/audit';
import { contributions } from '../contributions/contributions.tables';
import { employeeOf, employeesNamed } from './employee-ids';
import { dateCell } from './import-file';
import { type ImportSpec, repeatedRows } from './import-spec';

type Lookups = Map<string, number>;
const key = (b: ContributionBody) => `${b.employee_id}|${b.date_covered}`;

/** A month's record per row, one per employee and month as the form keeps them. */
export const contributionsImport: ImportSpec<ContributionBody, Lookups> = {
  schema: contributionBody,
  lookups: employeesNamed,

  input: (values, employees) => {
    const { employee_id, problems } = employeeOf(values, employees);
    const input: Record<string, unknown> = { employee_id };
    for (const { field } of IMPORT_COLUMNS.contributions) {
      const text = values[field] ?? '';
      if (field === 'employee_id' || text === '') continue;
      // A month cell may be an Excel date (its first day) or YYYY-MM.
      input[field] = field === 'date_covered' ? dateCell(text) : text;
    }
    if (!input.date_covered)
      problems.push({ field: 'date_covered', message: 'The month covered is required.' });
    return { input, problems };
  },

  crossCheck: async (db, rows) => {
    const { problems } = repeatedRows(
      rows,
      key,
      'date_covered',
      (_, line) => `This employee and month are also on row ${line}.`,
    );
    const have = await readPrepared<{ employee_id: number; date_covered: string }>(
      db,
      sql`SELECT c.employee_id, c.date_covered::text AS date_covered FROM contributions c
        JOIN jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ e: r.body.employee_id, d: r.body.date_covered })))}::jsonb)
          AS x(e int, d date)
          ON c.employee_id = x.e AND c.date_covered = x.d`,
    );
    const recorded = new Set(have.map((h) => `${h.employee_id}|${h.date_covered}`));
    for (const r of rows)
      if (recorded.has(key(r.body)))
        problems.push({
          line: r.line,
          field: 'date_covered',
          message: 'This month is already recorded for this employee.',
        });
    return problems;
  },

  commit: async (w, rows) => {
    const made: { id: number }[] = [];
    for (let i = 0; i < rows.length; i += 1000)
      made.push(
        ...(await w.tx
          .insert(contributions)
          .values(
            rows.slice(i, i + 1000).map(({ body }) => ({
              ...body,
              date_covered: body.date_covered as string,
              created_by: w.actor.userId,
            })),
          )
          .returning({ id: contributions.id })),
      );
    await writeAudits(
      w.tx,
      w.actor,
      rows.map((r, i) => ({
        action: 'import',
        entity: 'contributions',
        entityId: made[i]!.id,
        after: r.body,
      })),
    );
    return made.length;
  },

  unique: {
    contributions_employee_month_key:
      'Nothing was imported: some of these months were recorded meanwhile (by another import or on the form). Preview the file again.',
  },
};
