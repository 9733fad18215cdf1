import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readPrepared } from '../../db/prepared';
import type { SheetRow } from './import-file';
import type { Problem } from './import-spec';

/** The employees a file names by their employee id (####-###): id → record id, read in one query. */
export async function employeesNamed(db: Db, rows: SheetRow[]): Promise<Map<string, number>> {
  const ids = [...new Set(rows.map((r) => r.values.employee_id ?? '').filter(Boolean))];
  const found = await readPrepared<{ id: number; emp_id: string }>(
    db,
    sql`SELECT id, emp_id FROM employees WHERE emp_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`,
  );
  return new Map(found.map((e) => [e.emp_id, e.id]));
}

/** The record id of the row's employee, or the problem of an id no employee has. */
export function employeeOf(
  values: Record<string, string>,
  employees: Map<string, number>,
): { employee_id?: number; problems: Problem[] } {
  const text = values.employee_id ?? '';
  if (!text) return { problems: [] };
  const id = employees.get(text);
  return id
    ? { employee_id: id, problems: [] }
    : {
        problems: [
          { field: 'employee_id', message: `There is no employee with the id "${text.slice(0, 20)}".` },
        ],
      };
}
