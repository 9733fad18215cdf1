import {
  CIVIL_STATUSES,
  type EmployeeBody,
  employeeBody,
  RELATIONSHIPS,
  SUFFIXES,
} from '@hris/domain/employee';
import { IMPORT_COLUMNS } from '@hris/domain/imports';
import { SHIFT_GROUPS, type ShiftGroup } from '@hris/domain/shifts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readPrepared } from '../../db/prepared';
import { writeAudits } from '../../plugins/audit';
import { employeeRequirements, employees } from '../employees/employees.tables';
import { shiftHistory } from '../schedule/schedule.tables';
import { choiceCell, dateCell } from './import-file';
import { type ImportSpec, type Problem, repeatedRows } from './import-spec';

/** Names HR writes, each to the ids that carry it (a designation's name may be used in two departments). */
type Names = Map<string, number[]>;
type Lookups = { positions: Names; subDepartments: Names; timezones: Names };

const DATES = new Set(['birthdate', 'employment_date', 'date_signed', 'training_start', 'training_end']);
const CHOICES: Record<string, readonly string[]> = {
  suffix: SUFFIXES,
  civil_status: CIVIL_STATUSES,
  relationship: RELATIONSHIPS,
  status: ['trainee', 'probationary', 'regular'],
  schedule: SHIFT_GROUPS,
};
const LOOKUPS = {
  position_id: ['positions', 'designation'],
  sub_department_id: ['subDepartments', 'sub-department'],
  timezone_id: ['timezones', 'time zone'],
} as const;

function names(rows: { id: number; name: string }[]): Names {
  const out: Names = new Map();
  for (const { id, name } of rows) {
    const key = name.trim().toLowerCase();
    out.set(key, [...(out.get(key) ?? []), id]);
  }
  return out;
}

/** Writes of 1,000 employees a statement (35 columns: well under PostgreSQL's 65,535 parameters). */
const CHUNK = 1000;

export const employeesImport: ImportSpec<EmployeeBody, Lookups> = {
  schema: employeeBody,

  lookups: async (db: Db) => {
    const [positions, subDepartments, timezones] = await Promise.all([
      // "Department / Designation" tells two designations of one name apart.
      readPrepared<{ id: number; name: string; qualified: string }>(
        db,
        sql`SELECT p.id, p.pos_name AS name, d.department_name || ' / ' || p.pos_name AS qualified
          FROM positions p JOIN departments d ON d.id = p.department_id`,
      ),
      readPrepared<{ id: number; name: string }>(
        db,
        sql`SELECT id, sub_department_name AS name FROM sub_departments`,
      ),
      readPrepared<{ id: number; name: string }>(db, sql`SELECT id, timezone_name AS name FROM timezones`),
    ]);
    return {
      positions: names([...positions, ...positions.map((p) => ({ id: p.id, name: p.qualified }))]),
      subDepartments: names(subDepartments),
      timezones: names(timezones),
    };
  },

  input: (values, lookups) => {
    const input: Record<string, unknown> = {};
    const problems: Problem[] = [];
    for (const { field } of IMPORT_COLUMNS.employees) {
      const text = values[field] ?? '';
      if (text === '') continue;
      if (field in LOOKUPS) {
        const [map, label] = LOOKUPS[field as keyof typeof LOOKUPS];
        const ids = lookups[map].get(text.toLowerCase()) ?? [];
        if (ids.length === 1) input[field] = ids[0];
        else
          problems.push({
            field,
            message: ids.length
              ? `More than one ${label} is named "${text}": write it as "Department / ${text}".`
              : `There is no ${label} named "${text.slice(0, 60)}".`,
          });
      } else if (DATES.has(field)) input[field] = dateCell(text);
      else if (CHOICES[field]) input[field] = choiceCell(text, CHOICES[field]);
      else input[field] = text;
    }
    return { input, problems };
  },

  crossCheck: async (db, rows) => {
    const { problems, first } = repeatedRows(
      rows,
      (b) => b.emp_id,
      'emp_id',
      (b, line) => `The employee id ${b.emp_id} is also on row ${line}.`,
    );
    const taken = await readPrepared<{ emp_id: string }>(
      db,
      sql`SELECT emp_id FROM employees WHERE emp_id IN (SELECT jsonb_array_elements_text(${JSON.stringify([...first.keys()])}::jsonb))`,
    );
    const takenIds = new Set(taken.map((t) => t.emp_id));
    for (const r of rows)
      if (takenIds.has(r.body.emp_id))
        problems.push({ line: r.line, field: 'emp_id', message: 'The employee id has already been taken.' });
    return problems;
  },

  commit: async (w, rows) => {
    const { tx } = w;
    const made: (typeof employees.$inferSelect)[] = [];
    for (let i = 0; i < rows.length; i += CHUNK) {
      const values = rows.slice(i, i + CHUNK).map(({ body: { experience: _, ...v } }) => ({
        ...v,
        training_date: v.training_start,
      }));
      made.push(...(await tx.insert(employees).values(values).returning()));
    }
    for (let i = 0; i < made.length; i += CHUNK) {
      const chunk = made.slice(i, i + CHUNK);
      await tx.insert(employeeRequirements).values(chunk.map((e) => ({ employee_id: e.id })));
      // A shift given is the first row of the shift history, from the employment date (as the datasheet).
      const shifts = chunk.filter((e) => e.schedule && e.time);
      if (shifts.length)
        await tx.insert(shiftHistory).values(
          shifts.map((e) => ({
            employee_id: e.id,
            effective_from: e.employment_date,
            schedule: e.schedule as ShiftGroup,
            time: e.time,
            timezone_id: e.timezone_id,
            source: 'assignment' as const,
            created_by: w.actor.userId,
          })),
        );
    }
    await writeAudits(
      tx,
      w.actor,
      made.map((e) => ({ action: 'import', entity: 'employee', entityId: e.id, after: e })),
    );
    return made.length;
  },

  unique: {
    employees_emp_id_unique:
      'Nothing was imported: some of these employee ids were taken meanwhile (by another import or a new employee). Preview the file again.',
  },
};
