import { IMPORT_COLUMNS } from '@hris/domain/imports';
import { CREDIT_FIELDS, type RegisterCreditsBody, registerCreditsBody } from '@hris/domain/leave';
import { sql } from 'drizzle-orm';
import { pgArray } from '../../db/arrays';
import { readPrepared } from '../../db/prepared';
import { writeAudits } from '../../plugins/audit';
import { leaveCreditLedger, leaveCredits } from '../leave/leave.tables';
import { employeeOf, employeesNamed } from './employee-ids';
import { type ImportSpec, repeatedRows } from './import-spec';

type Lookups = Map<string, number>;

/** Leave credits of employees who have none yet, each value a ledger row, as Register Credits does. */
export const creditsImport: ImportSpec<RegisterCreditsBody, Lookups> = {
  schema: registerCreditsBody,
  lookups: employeesNamed,

  input: (values, employees) => {
    const { employee_id, problems } = employeeOf(values, employees);
    const input: Record<string, unknown> = { employee_id };
    for (const { field } of IMPORT_COLUMNS['leave-credits'])
      if (field !== 'employee_id' && values[field]) input[field] = values[field];
    return { input, problems };
  },

  crossCheck: async (db, rows) => {
    const { problems, first } = repeatedRows(
      rows,
      (b) => String(b.employee_id),
      'employee_id',
      (_, line) => `This employee is also on row ${line}.`,
    );
    const have = await readPrepared<{ employee_id: number }>(
      db,
      sql`SELECT employee_id FROM leave_credits WHERE employee_id = ANY(${pgArray(
        'int',
        [...first.values()].map((r) => r.body.employee_id),
      )})`,
    );
    const registered = new Set(have.map((h) => h.employee_id));
    for (const r of rows)
      if (registered.has(r.body.employee_id))
        problems.push({
          line: r.line,
          field: 'employee_id',
          message: 'This employee already has leave credits. Update them instead.',
        });
    return problems;
  },

  commit: async (w, rows) => {
    const { tx } = w;
    const bodies = rows.map((r) => r.body);
    for (let i = 0; i < bodies.length; i += 1000) {
      const chunk = bodies.slice(i, i + 1000);
      await tx.insert(leaveCredits).values(
        chunk.map((b) => ({
          employee_id: b.employee_id,
          ...Object.fromEntries(Object.values(CREDIT_FIELDS).map((c) => [c, String(b[c])])),
        })),
      );
      const ledger = chunk.flatMap((b) =>
        Object.entries(CREDIT_FIELDS)
          .filter(([, column]) => Number(b[column]) !== 0)
          .map(([field, column]) => ({
            employee_id: b.employee_id,
            field,
            delta: String(b[column]),
            reason: 'register',
            note: 'import',
            created_by: w.actor.userId,
          })),
      );
      for (let j = 0; j < ledger.length; j += 2000)
        await tx.insert(leaveCreditLedger).values(ledger.slice(j, j + 2000));
    }
    await writeAudits(
      tx,
      w.actor,
      bodies.map((b) => ({ action: 'import', entity: 'leave_credits', entityId: b.employee_id, after: b })),
    );
    return bodies.length;
  },

  unique: {
    leave_credits_pkey:
      'Nothing was imported: some of these employees were given leave credits meanwhile (by another import or on the form). Preview the file again.',
  },
};
