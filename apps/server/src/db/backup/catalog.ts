import type pg from 'pg';

/**
 * The app's own schema: every table in it is backed up. Not backed up: `drizzle` (the migration
 * bookkeeping, which a restore rebuilds by migrating) and `pgboss` (job queues and their history:
 * each start schedules the jobs again, and every job is idempotent and catches up a missed tick).
 */
export const APP_SCHEMA = 'public';

export type TableInfo = { name: string; columns: string[] };

/**
 * The app's tables with their stored columns (generated columns are computed again on load), in an
 * order their foreign keys accept: a table comes after every table it references. Read from the
 * catalog, so a new table is backed up the day its migration lands.
 */
export async function appTables(client: pg.ClientBase): Promise<TableInfo[]> {
  const { rows: tables } = await client.query<{ name: string; kind: string; columns: string[] }>(
    `SELECT c.relname AS name, c.relkind::text AS kind,
       array(SELECT a.attname::text FROM pg_attribute a
             WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
             ORDER BY a.attnum) AS columns
     FROM pg_class c
     WHERE c.relnamespace = $1::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition
     ORDER BY c.relname`,
    [APP_SCHEMA],
  );
  const partitioned = tables.filter((t) => t.kind === 'p').map((t) => t.name);
  if (partitioned.length > 0) {
    throw new Error(`Partitioned tables (${partitioned.join(', ')}) are not supported by the backup.`);
  }
  const { rows: refs } = await client.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent
     FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
     WHERE k.contype = 'f' AND c.relnamespace = $1::regnamespace AND p.relnamespace = $1::regnamespace
       AND c.oid <> p.oid`,
    [APP_SCHEMA],
  );
  const needs = new Map(tables.map((t) => [t.name, new Set<string>()]));
  for (const r of refs) needs.get(r.child)?.add(r.parent);
  const ordered: TableInfo[] = [];
  const done = new Set<string>();
  while (ordered.length < tables.length) {
    // Alphabetical among the ready ones, so that the same schema always gives the same order.
    const ready = tables.filter(
      (t) => !done.has(t.name) && [...needs.get(t.name)!].every((p) => done.has(p)),
    );
    if (ready.length === 0) {
      const left = tables.filter((t) => !done.has(t.name)).map((t) => t.name);
      throw new Error(`The foreign keys of ${left.join(', ')} form a cycle: no load order exists.`);
    }
    for (const t of ready) {
      ordered.push({ name: t.name, columns: t.columns });
      done.add(t.name);
    }
  }
  return ordered;
}

export type SequenceInfo = { name: string; table: string | null; column: string | null };

/** The sequences of the app's schema, with the column each one numbers (identity or serial). */
export async function appSequences(client: pg.ClientBase): Promise<SequenceInfo[]> {
  const { rows } = await client.query<SequenceInfo>(
    `SELECT s.relname AS name, t.relname AS "table", a.attname::text AS "column"
     FROM pg_class s
     LEFT JOIN pg_depend d ON d.classid = 'pg_class'::regclass AND d.objid = s.oid
       AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
     LEFT JOIN pg_class t ON t.oid = d.refobjid
     LEFT JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
     WHERE s.relkind = 'S' AND s.relnamespace = $1::regnamespace
     ORDER BY s.relname`,
    [APP_SCHEMA],
  );
  return rows;
}

/** Tables with triggers of our own (derived counts and flags), which a restore switches off while loading. */
export async function tablesWithTriggers(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT DISTINCT c.relname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
     WHERE NOT t.tgisinternal AND c.relnamespace = $1::regnamespace ORDER BY 1`,
    [APP_SCHEMA],
  );
  return rows.map((r) => r.name);
}

/** `"public"."name"`, quoted. */
export const qualified = (client: pg.ClientBase, name: string) =>
  `${client.escapeIdentifier(APP_SCHEMA)}.${client.escapeIdentifier(name)}`;
