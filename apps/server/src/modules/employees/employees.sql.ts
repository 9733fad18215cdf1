import { ACTIVE_STATUSES, INACTIVE_STATUSES } from '@hris/domain/employee';
import { foldedLength, foldName, parseSearch } from '@hris/domain/search';
import { type SQL, sql } from 'drizzle-orm';
import { likePattern } from '../../db/paging';
import { type employees, NAME_LETTERS, searchFold } from './employees.tables';

/** A column of `employees`, by its SQL name. */
export type EmployeeColumn = keyof typeof employees.$inferSelect;

const inList = (statuses: readonly string[]) => sql.raw(statuses.map((s) => `'${s}'`).join(', '));

/** A word of the search box shorter than this has no trigram: the trigram index cannot narrow it. */
const TRIGRAM = 3;
/** Whether a word is looked up by the trigram index: three characters or more. */
const longWord = (word: string) => foldedLength(word) >= TRIGRAM;
/** Words of a search each tested on their own; more are tested together (employeeAlias, nameMatch). */
const MAX_WORDS = 6;
/** A name's text the trigram index answers: its longest word has three characters or more. */
const byTrigram = (q: string | undefined) => {
  const s = parseSearch(q);
  return s?.kind === 'name' && longWord(s.words[0]!);
};

/**
 * The SQL of one occurrence of `employees` in a query, by its alias: `e('full_name')` is the column
 * `"e"."full_name"`, and the conditions, the search and the joins below are written for that alias,
 * so a query that reads employees twice (an employee and their supervisor, a supervisor and their
 * members) uses the same fragments for both.
 */
export type EmployeeSql<A extends string = string> = ((column: EmployeeColumn) => SQL) & {
  readonly alias: A;
  /** `employees <alias>`, for FROM and JOIN. */
  readonly table: SQL;
  /** Several columns, comma-separated, for a SELECT list. */
  cols: (...columns: EmployeeColumn[]) => SQL;
  /** Still with the company: trainee, probationary, regular or promoted. */
  readonly isActive: SQL;
  /** Resigned, AWOL or terminated. */
  readonly isInactive: SQL;
  /**
   * The search box (`parseSearch` of the domain): the start of an employee id when the text looks
   * like one (2024-0..., or 20240... without the dash), otherwise every word of the text somewhere
   * in the name, in any order ("Cabrera, Adrian" finds Adrian Cabrera), ignoring case and accents.
   * The words are matched on `search_name`, the name PostgreSQL keeps folded (lower case, without
   * accents) beside it, and folded the same way once per query, so no row is folded at query time.
   * The longest word picks the plan: three characters or more use the trigram index; shorter text
   * matches most names, so it is a `strpos` that the planner answers from the (status, search_name,
   * id) index instead. Each other word is one more test (`strpos`) of the rows found, so each form
   * (an id, a long or short first word, and the number of words) is one prepared statement with the
   * plan that fits it.
   */
  search: (q: string | undefined) => SQL | undefined;
  /** Whether `search(q)` is answered by the trigram index: three characters or more of a name. */
  byTrigram: (q: string | undefined) => boolean;
  /**
   * The same search as a condition on another table's employee id (`column`, NOT NULL and a foreign
   * key to employees), for counting that table's rows without joining employees: the ids of the
   * matching employees, or, for a short text (which matches most names), every id but those of the
   * few employees who do not match (for one letter a to z, from the letter's own index of them).
   */
  searchIds: (column: SQL, q: string | undefined) => SQL | undefined;
  /** `JOIN positions <p>` (the designation) and, when named, `JOIN departments <d>` (its department). */
  joinPosition: (p: string, d?: string) => SQL;
  /** `LEFT JOIN sub_departments <s>`. */
  joinSubDepartment: (s: string) => SQL;
  /** `LEFT JOIN employees <sup>`: the supervisor this employee belongs to. */
  joinSupervisor: (sup: EmployeeSql) => SQL;
  /** How many of the employees `m` this employee supervises are still with the company. */
  activeMembers: (m: EmployeeSql) => SQL;
};

/** The fragments of `employees` under `alias` (a plain SQL name such as `e`, `m` or `sup`). */
export function employeeAlias<const A extends string>(alias: A): EmployeeSql<A> {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`Not an SQL alias: ${alias}`);
  const t = sql.identifier(alias);
  const id = (name: string) => sql.identifier(name);
  const col = (column: EmployeeColumn) => sql`${t}.${sql.identifier(column)}`;
  const table = sql`employees ${t}`;
  // The name's test for words already parsed, on the search_name of `name` (this alias's or the
  // anti-join's): the first (longest) word by the index that fits it, each other word a `strpos` of
  // its own, which the planner prices as it prices a one-word search (an array of them in one
  // `LIKE ALL` was priced at a row or two, and the lists joined thousands of names in nested loops).
  // Words are folded once per query (each subquery is an InitPlan); past MAX_WORDS the rest share one
  // LIKE ALL, so a text of many words does not make a statement of its own for each count.
  const nameMatch = (name: SQL, [first, ...rest]: string[]) => {
    const head = longWord(first!)
      ? sql`${name} LIKE (SELECT ${searchFold(likePattern(first!))})`
      : sql`strpos(${name}, (SELECT ${searchFold(first!)})) > 0`;
    const each = rest
      .slice(0, MAX_WORDS - 1)
      .map((word) => sql`strpos(${name}, (SELECT ${searchFold(word)})) > 0`);
    const more = rest.slice(MAX_WORDS - 1);
    // Escaped patterns hold no space, so one text carries them all.
    if (more.length)
      each.push(
        sql`${name} LIKE ALL ((SELECT string_to_array(${searchFold(more.map(likePattern).join(' '))}, ' '))::text[])`,
      );
    return sql.join([head, ...each], sql` AND `);
  };
  // A short text (one or two characters) finds most names, so the lists of other tables count every
  // row but those of the few employees it does not find (an anti-join: one hash of their ids). For
  // one letter a to z, those are read from the letter's partial index (employees_lacking_<letter>_idx,
  // migration 0030: an "a" is missing from 7 % of the names) without the names, the letter written
  // into the statement so that the planner can match the index's condition; any other short text
  // reads every name. The subquery's alias is its own: `column` may be this alias's id.
  const lacking = sql.identifier(`${alias}_lacking`);
  const notFound = (column: SQL, words: string[]) => {
    const letter = words.length === 1 ? foldName(words[0]!) : '';
    const missing =
      letter.length === 1 && NAME_LETTERS.includes(letter)
        ? sql`strpos(${lacking}.search_name, ${sql.raw(`'${letter}'`)}) = 0`
        : sql`NOT (${nameMatch(sql`${lacking}.search_name`, words)})`;
    return sql`NOT EXISTS (SELECT 1 FROM employees ${lacking} WHERE ${lacking}.id = ${column} AND ${missing})`;
  };
  const search = (q: string | undefined) => {
    const s = parseSearch(q);
    if (!s) return undefined;
    if (s.kind === 'id') {
      // The ids that start with the prefix, as a range of employees_emp_id_c_idx (byte order: the
      // prefix itself up to the prefix followed by the last code point).
      const empId = sql`(${col('emp_id')} COLLATE "C")`;
      return sql`${empId} >= ${s.prefix} AND ${empId} < ${`${s.prefix}\u{10FFFF}`}`;
    }
    return nameMatch(col('search_name'), s.words);
  };
  const searchIds = (column: SQL, q: string | undefined) => {
    const s = parseSearch(q);
    if (!s) return undefined;
    if (s.kind === 'id' || longWord(s.words[0]!))
      return sql`${column} IN (SELECT ${col('id')} FROM ${table} WHERE ${search(q)})`;
    return notFound(column, s.words);
  };
  return Object.assign(col, {
    alias,
    table,
    cols: (...columns: EmployeeColumn[]) => sql.join(columns.map(col), sql`, `),
    isActive: sql`${col('status')} IN (${inList(ACTIVE_STATUSES)})`,
    isInactive: sql`${col('status')} IN (${inList(INACTIVE_STATUSES)})`,
    search,
    byTrigram,
    searchIds,
    joinPosition: (p: string, d?: string) =>
      sql`JOIN positions ${id(p)} ON ${id(p)}.id = ${col('position_id')}${
        d ? sql` JOIN departments ${id(d)} ON ${id(d)}.id = ${id(p)}.department_id` : sql``
      }`,
    joinSubDepartment: (s: string) =>
      sql`LEFT JOIN sub_departments ${id(s)} ON ${id(s)}.id = ${col('sub_department_id')}`,
    joinSupervisor: (sup: EmployeeSql) => sql`LEFT JOIN ${sup.table} ON ${sup('id')} = ${col('belong')}`,
    activeMembers: (m: EmployeeSql) =>
      sql`(SELECT count(*)::int FROM ${m.table} WHERE ${m('belong')} = ${col('id')} AND ${m.isActive})`,
  });
}

/** The employee of most queries, `e`; `sup` is their supervisor and `m` one of their members. */
export const e = employeeAlias('e');
export const sup = employeeAlias('sup');
export const m = employeeAlias('m');

/** Employee `e`'s designation `p`, department `d`, sub-department `s` and supervisor `sup`. */
export const employeeJoins = sql`${e.joinPosition('p', 'd')} ${e.joinSubDepartment('s')} ${e.joinSupervisor(sup)}`;

/**
 * Each list selects only what its screen shows, with only the joins those columns need: every column
 * costs on every row. Employee `e`, its designation
 * `p`, department `d`, sub-department `s`, supervisor `sup`, members `m`.
 */
export const activeList = {
  columns: sql`${e.cols('id', 'emp_id', 'full_name', 'position_id')}, p.pos_name AS position_name,
    ${e.cols('sub_department_id')}, s.sub_department_name, ${e.cols('employment_date', 'status', 'belong')},
    ${sup('full_name')} AS superior_name, ${e.activeMembers(m)} AS members`,
  joins: sql`${e.joinPosition('p')} ${e.joinSubDepartment('s')} ${e.joinSupervisor(sup)}`,
};
export const jobInformationList = {
  columns: sql`${e.cols('id', 'emp_id', 'full_name', 'position_id')}, p.pos_name AS position_name, d.department_name,
    ${e('employment_date')}, ${e('basic_salary')}::text, ${e('monthly_allowance')}::text,
    ${e.cols('status', 'resignation_date')}`,
  joins: e.joinPosition('p', 'd'),
};
export const inactiveList = {
  columns: sql`${e.cols('id', 'emp_id', 'full_name', 'position_id')}, p.pos_name AS position_name, d.department_name,
    ${e('sub_department_id')}, s.sub_department_name, ${e.cols('employment_date', 'date_signed')},
    ${e('basic_salary')}::text, ${e('monthly_allowance')}::text, ${e.cols('status', 'belong')},
    ${sup('full_name')} AS superior_name,
    ${e.cols('email_address', 'contact', 'resignation_date', 'training_date', 'regularization_date', 'promoted_date', 'current_address')},
    ${e.activeMembers(m)} AS members`,
  joins: employeeJoins,
};
