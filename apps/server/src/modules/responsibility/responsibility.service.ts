import type { EmployeeOptionsQuery } from '@hris/domain/employee';
import type { SortOf } from '@hris/domain/paging';
import {
  RESPONSIBILITY_MESSAGES,
  type ResponsibilityAddBody,
  type ResponsibilityDetail,
  type ResponsibilityItem,
  type ResponsibilityListQuery,
  type ResponsibilityRow,
  type ResponsibilityUpdateBody,
  type responsibilityListQuery,
  type WfhAddFields,
  type WfhDetail,
  type WfhListQuery,
  type WfhRow,
  type wfhListQuery,
} from '@hris/domain/responsibility';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { isoTimestampSql, pageOf } from '../../db/paging';
import { readPrepared } from '../../db/prepared';
import { type Writer, write } from '../../db/write';
import { fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/audit';
import type { FileRow, Files, Upload } from '../../plugins/files/files';
import { employeeOptions } from '../employees/employees.options';
import { e } from '../employees/employees.sql';
import { chosenEmployeeExists } from '../employees/employees.status';

const head = sql`${e('id')} AS employee_id, ${e.cols('emp_id', 'full_name')}, d.department_name, p.pos_name AS position_name`;
const headJoins = sql`JOIN ${e.table} ON ${e('id')} = x.employee_id
  LEFT JOIN positions p ON p.id = ${e('position_id')} LEFT JOIN departments d ON d.id = p.department_id`;

// ---- responsibility forms

const formSorts = { created_at: sql`x.created_at`, full_name: e('full_name') } satisfies Record<
  SortOf<typeof responsibilityListQuery>,
  SQL
>;

/** `GET api/responsibility`: the forms, newest first, each with its number of items. */
export function listForms(db: Db, q: ResponsibilityListQuery) {
  return pageOf<ResponsibilityRow>(db, {
    select: sql`x.id AS res_id, ${head},
      (SELECT count(*)::int FROM responsibility_items i WHERE i.form_id = x.id) AS items, x.created_at AS created`,
    from: sql`responsibility_forms x`,
    filterJoins: q.q ? sql`JOIN ${e.table} ON ${e('id')} = x.employee_id` : undefined,
    joins: q.q
      ? sql`LEFT JOIN positions p ON p.id = ${e('position_id')} LEFT JOIN departments d ON d.id = p.department_id`
      : headJoins,
    where: [e.search(q.q)],
    sort: formSorts[q.sort],
    order: q.order,
    tieBreak: sql`x.id`,
    page: q.page,
    perPage: q.per_page,
  });
}

type FormRow = Omit<ResponsibilityDetail, 'items' | 'signature'> & {
  signature: Pick<FileRow, 'id' | 'file_name' | 'original_name' | 'mime_type' | 'size_bytes'> | null;
};

/** `GET api/responsibility/get/{id}` (and `responsibilitymodify/get/{id}`): the form with its items. */
export async function formDetail(db: Db, files: Files, id: number): Promise<ResponsibilityDetail> {
  const [form] = await readPrepared<FormRow>(
    db,
    sql`SELECT x.id AS res_id, ${head}, ${isoTimestampSql('x.created_at')} AS created, ${isoTimestampSql('x.updated_at')} AS updated_at,
      CASE WHEN f.id IS NULL THEN NULL ELSE json_build_object('id', f.id, 'file_name', f.file_name,
        'original_name', f.original_name, 'mime_type', f.mime_type, 'size_bytes', f.size_bytes) END AS signature
    FROM responsibility_forms x ${headJoins} LEFT JOIN files f ON f.id = x.signature_file_id
    WHERE x.id = ${id}`,
  );
  if (!form) throw notFound('The responsibility form');
  const items = await readPrepared<ResponsibilityDetail['items'][number]>(
    db,
    sql`SELECT name, description, quantity, received FROM responsibility_items WHERE form_id = ${id} ORDER BY position`,
  );
  return { ...form, items, signature: form.signature ? files.linkOf(form.signature) : null };
}

async function writeItems(tx: Tx, formId: number, items: readonly ResponsibilityItem[]) {
  await tx.execute(sql`DELETE FROM responsibility_items WHERE form_id = ${formId}`);
  await tx.execute(sql`
    INSERT INTO responsibility_items (form_id, position, name, description, quantity, received)
    SELECT ${formId}, r.position, r.name, r.description, r.quantity, r.received
    FROM json_to_recordset(${JSON.stringify(items.map((item, position) => ({ ...item, position })))}::json)
      AS r(position int, name text, description text, quantity int, received boolean)`);
}

/** `POST api/manualresponsibility/add`: the form of an employee who has none (a second is a 422). */
export function addForm(db: Db, actor: Actor, body: ResponsibilityAddBody) {
  return write(
    db,
    actor,
    async ({ tx, audit }) => {
      await chosenEmployeeExists(tx, body.employee_id, 'Please select an employee.');
      const { rows } = await tx.execute<{ id: number }>(sql`
        INSERT INTO responsibility_forms (employee_id, created_by) VALUES (${body.employee_id}, ${actor.userId})
        RETURNING id`);
      const id = rows[0]!.id;
      await writeItems(tx, id, body.responsibility);
      await audit({
        action: 'create',
        entity: 'responsibility_forms',
        entityId: id,
        after: { employee_id: body.employee_id, items: body.responsibility },
      });
      return { id };
    },
    { responsibility_forms_employee_key: ['employee_id', RESPONSIBILITY_MESSAGES.exists] },
  );
}

/** `POST api/responsibility/update/{id}`: the items replaced, the old ones kept in the audit. */
export async function updateForm(db: Db, actor: Actor, id: number, body: ResponsibilityUpdateBody) {
  await write(db, actor, async ({ tx, audit }) => {
    const { rows } = await tx.execute(sql`SELECT 1 FROM responsibility_forms WHERE id = ${id} FOR UPDATE`);
    if (!rows[0]) throw notFound('The responsibility form');
    const { rows: before } = await tx.execute<ResponsibilityItem>(
      sql`SELECT name, description, quantity, received FROM responsibility_items WHERE form_id = ${id} ORDER BY position`,
    );
    await writeItems(tx, id, body.responsibility);
    await tx.execute(sql`UPDATE responsibility_forms SET updated_at = now() WHERE id = ${id}`);
    await audit({
      action: 'update',
      entity: 'responsibility_forms',
      entityId: id,
      before: { items: before },
      after: { items: body.responsibility },
    });
  });
}

/** `DELETE api/responsibility/delete/{id}` */
export async function deleteForm(db: Db, actor: Actor, id: number) {
  await write(db, actor, async ({ tx, audit }) => {
    const { rows } = await tx.execute<{ employee_id: number }>(
      sql`DELETE FROM responsibility_forms WHERE id = ${id} RETURNING employee_id`,
    );
    if (!rows[0]) throw notFound('The responsibility form');
    await audit({ action: 'delete', entity: 'responsibility_forms', entityId: id, before: rows[0] });
  });
}

/** `GET api/employeenoresponsibility`: the add form's employee select, active employees without a form. */
export const employeesWithoutForm = (db: Db, query: EmployeeOptionsQuery) =>
  employeeOptions(
    db,
    query,
    sql`NOT EXISTS (SELECT 1 FROM responsibility_forms r WHERE r.employee_id = ${e('id')})`,
  );

// ---- work from home

const wfhSorts = {
  date_sign: sql`x.date_sign`,
  until_date: sql`x.until_date`,
  full_name: e('full_name'),
} satisfies Record<SortOf<typeof wfhListQuery>, SQL>;

/** `GET api/wfh/responsibility/hr/get`: the undertakings, the newest signed first. */
export function listWfh(db: Db, q: WfhListQuery) {
  return pageOf<WfhRow>(db, {
    select: sql`x.id, ${head}, x.until_date, x.date_sign`,
    from: sql`wfh_undertakings x`,
    filterJoins: q.q ? sql`JOIN ${e.table} ON ${e('id')} = x.employee_id` : undefined,
    joins: q.q
      ? sql`LEFT JOIN positions p ON p.id = ${e('position_id')} LEFT JOIN departments d ON d.id = p.department_id`
      : headJoins,
    where: [e.search(q.q)],
    sort: wfhSorts[q.sort],
    order: q.order,
    tieBreak: sql`x.id`,
    page: q.page,
    perPage: q.per_page,
  });
}

/** `GET api/wfh/responsibility/hr/get/{id}`: the printable addendum's facts and signature. */
export async function wfhDetail(db: Db, files: Files, id: number): Promise<WfhDetail> {
  const [row] = await readPrepared<
    WfhRow & Pick<FileRow, 'file_name' | 'original_name' | 'mime_type' | 'size_bytes'> & { file_id: number }
  >(
    db,
    sql`SELECT x.id, ${head}, x.until_date::text AS until_date, x.date_sign::text AS date_sign,
      f.id AS file_id, f.file_name, f.original_name, f.mime_type, f.size_bytes
    FROM wfh_undertakings x ${headJoins} JOIN files f ON f.id = x.signature_file_id WHERE x.id = ${id}`,
  );
  if (!row) throw notFound('The work-from-home undertaking');
  const { file_id, file_name, original_name, mime_type, size_bytes, ...rest } = row;
  return {
    ...rest,
    wfh_signature: files.linkOf({ id: file_id, file_name, original_name, mime_type, size_bytes }),
  };
}

/** `POST api/wfh/responsibility/hr/add`: an undertaking with its signature image (the request's one file). */
export function addWfh(db: Db, actor: Actor, upload: Upload, body: WfhAddFields) {
  return write(db, actor, (w: Writer) => insertWfh(w, upload, body));
}

/** An undertaking and its signature (the upload's one file), in the caller's write: HR's, or the employee's own. */
export async function insertWfh(w: Writer, upload: Pick<Upload, 'record'>, body: WfhAddFields) {
  await chosenEmployeeExists(w.tx, body.employee_id, 'Please select an employee.');
  if (body.until_date < body.date_sign)
    throw fieldError('until_date', 'The end date may not be before the date signed.');
  const [signature] = await upload.record(w);
  const { rows } = await w.tx.execute<{ id: number }>(sql`
    INSERT INTO wfh_undertakings (employee_id, until_date, date_sign, signature_file_id, created_by)
    VALUES (${body.employee_id}, ${body.until_date}::date, ${body.date_sign}::date, ${signature!.id}, ${w.actor.userId})
    RETURNING id`);
  const id = rows[0]!.id;
  await w.audit({
    action: 'create',
    entity: 'wfh_undertakings',
    entityId: id,
    after: { ...body, signature_file_id: signature!.id },
  });
  return { id };
}
