import type { EmployeeDocumentRow } from '@hris/domain/documents';
import type { EssDocumentsReply } from '@hris/domain/ess-signing';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { write } from '../../db/write';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/audit';
import type { Files } from '../../plugins/files/files';
import { acknowledgeCopy, employeeCopies } from '../documents/copies';

/**
 * Contracts and memos as the employee reads and acknowledges them (docs/self-service.md): the copies
 * HR's employee screen lists, and the acknowledgement the e-mailed link records (`acknowledgeCopy`),
 * so HR sees both the same way. The NTE, coaching, evaluation and responsibility parts are the
 * discipline (`answers.ts`) and responsibility (`receipts.ts`) modules' own.
 */

/** The employee's contracts and memos, newest first, and how many wait for an acknowledgement. */
export async function myDocuments(db: Db, files: Files, employeeId: number): Promise<EssDocumentsReply> {
  const data = await employeeCopies(db, files, employeeId);
  return { data, unacknowledged: data.filter((d) => d.status === 'unacknowledged').length };
}

/** Acknowledges the employee's own copy `copyId` (another's is a 404; a second time a 409). */
export async function acknowledgeMyDocument(
  db: Db,
  files: Files,
  actor: Actor,
  employeeId: number,
  copyId: number,
): Promise<EmployeeDocumentRow> {
  await write(db, actor, async (w) => {
    const { rows } = await w.tx.execute<{ id: number; document_id: number }>(
      sql`SELECT id, document_id FROM employee_documents WHERE id = ${copyId} AND employee_id = ${employeeId}`,
    );
    if (!rows[0]) throw notFound('The document');
    await acknowledgeCopy(w, rows[0], 'self_service');
  });
  const copy = (await employeeCopies(db, files, employeeId)).find((c) => c.id === copyId);
  if (!copy) throw notFound('The document');
  return copy;
}
