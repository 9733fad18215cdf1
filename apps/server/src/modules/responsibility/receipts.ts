import { type EssResponsibilityReply, SIGNING_MESSAGES, type WfhSignFields } from '@hris/domain/ess-signing';
import type { WfhDetail } from '@hris/domain/responsibility';
import { shownDate } from '@hris/domain/text';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoTimestampSql } from '../../db/paging';
import { readPrepared } from '../../db/prepared';
import { write } from '../../db/write';
import { AppError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/audit';
import type { Files, Upload } from '../../plugins/files/files';
import { lockEmployee } from '../employees/employees.status';
import { formDetail, insertWfh, wfhDetail } from './responsibility.service';

/**
 * The employee's side of responsibility forms (docs/self-service.md): the form of company property
 * they hold, whose receipt they confirm by signing it, and the work-from-home undertaking they sign.
 * Each reads only what belongs to `employeeId`; anything else is the module's usual 404.
 */

/** The employee's form (one at most), as HR's screen shows it, with when they confirmed receipt. */
export async function formsOf(db: Db, files: Files, employeeId: number): Promise<EssResponsibilityReply> {
  const rows = await readPrepared<{ id: number; confirmed_at: string | null }>(
    db,
    sql`SELECT id, ${isoTimestampSql('confirmed_at')} AS confirmed_at FROM responsibility_forms
      WHERE employee_id = ${employeeId} ORDER BY id`,
  );
  const data = await Promise.all(
    rows.map(async (r) => ({ ...(await formDetail(db, files, r.id)), confirmed_at: r.confirmed_at })),
  );
  return { data, unconfirmed: data.filter((f) => f.confirmed_at === null).length };
}

/**
 * The employee confirms receipt of the form's items once, signing it: the signature HR's form shows,
 * every item marked received. A guarded update: a second confirmation, or two at once, is a 409.
 */
export function confirmForm(
  db: Db,
  actor: Actor,
  employeeId: number,
  id: number,
  signature: Pick<Upload, 'record'>,
): Promise<{ id: number }> {
  return write(db, actor, async (w) => {
    const { rows: found } = await w.tx.execute<{ confirmed: boolean }>(
      sql`SELECT confirmed_at IS NOT NULL AS confirmed FROM responsibility_forms
        WHERE id = ${id} AND employee_id = ${employeeId}`,
    );
    if (!found[0]) throw notFound('The responsibility form');
    if (found[0].confirmed) throw new AppError(409, SIGNING_MESSAGES.confirmedAlready);
    const [file] = await signature.record(w);
    const { rows } = await w.tx.execute(sql`
      UPDATE responsibility_forms SET signature_file_id = ${file!.id}, confirmed_at = now(), updated_at = now()
      WHERE id = ${id} AND confirmed_at IS NULL RETURNING id`);
    if (!rows[0]) throw new AppError(409, SIGNING_MESSAGES.confirmedAlready);
    const { rows: items } = await w.tx.execute<{ name: string }>(
      sql`UPDATE responsibility_items SET received = true WHERE form_id = ${id} AND NOT received RETURNING name`,
    );
    await w.audit({
      action: 'confirm',
      entity: 'responsibility_forms',
      entityId: id,
      after: { signature_file_id: file!.id, received: items.map((i) => i.name) },
    });
    return { id };
  });
}

/** The employee's signed undertakings, the newest first, as HR's printable addendum shows them. */
export async function wfhOf(db: Db, files: Files, employeeId: number): Promise<WfhDetail[]> {
  const rows = await readPrepared<{ id: number }>(
    db,
    sql`SELECT id FROM wfh_undertakings WHERE employee_id = ${employeeId} ORDER BY date_sign DESC, id DESC`,
  );
  return Promise.all(rows.map((r) => wfhDetail(db, files, r.id)));
}

/**
 * The employee signs the work-from-home undertaking on the company's `today`, until the date they
 * were given. One in force at a time (a second is a 409): the employee's row is locked while it is
 * checked, so of two signed at once exactly one is kept.
 */
export function signWfh(
  db: Db,
  actor: Actor,
  employeeId: number,
  body: WfhSignFields,
  signature: Pick<Upload, 'record'>,
  today: string,
): Promise<{ id: number }> {
  return write(db, actor, async (w) => {
    await lockEmployee(w.tx, employeeId);
    const { rows } = await w.tx.execute<{ until_date: string }>(
      sql`SELECT until_date::text AS until_date FROM wfh_undertakings
        WHERE employee_id = ${employeeId} AND until_date >= ${today}::date ORDER BY until_date DESC LIMIT 1`,
    );
    if (rows[0])
      throw new AppError(
        409,
        `${SIGNING_MESSAGES.wfhInForce} It runs until ${shownDate(rows[0].until_date)}.`,
      );
    return insertWfh(w, signature, {
      employee_id: employeeId,
      until_date: body.until_date,
      date_sign: today,
    });
  });
}
