import {
  DOCUMENT_MESSAGES,
  type DocumentAudience,
  type DocumentKind,
  type EmployeeDocumentRow,
} from '@hris/domain/documents';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoTimestampSql } from '../../db/paging';
import { readPrepared } from '../../db/prepared';
import type { Writer } from '../../db/write';
import { AppError } from '../../lib/errors';
import type { FileRow, Files } from '../../plugins/files/files';

/**
 * One employee's copies of contracts and memos, and their acknowledgement: what HR's employee screen
 * shows, and what the employee reads and acknowledges (by the e-mailed link or in self-service).
 */

type CopyRow = {
  id: number;
  document_id: number;
  document_type: DocumentKind;
  status: 'unacknowledged' | 'acknowledged';
  date_sent: string;
  acknowledged_at: string | null;
  audience: DocumentAudience;
  sub_department_name: string | null;
} & Pick<FileRow, 'file_name' | 'original_name' | 'mime_type' | 'size_bytes'> & { file_id: number };

/** The employee's copies (of `kind` only, when given), newest first, each file as a signed link. */
export async function employeeCopies(
  db: Db,
  files: Files,
  employeeId: number,
  kind?: DocumentKind,
): Promise<EmployeeDocumentRow[]> {
  const copies = await readPrepared<CopyRow>(
    db,
    sql`SELECT ed.id, ed.document_id, doc.document_type, ed.status, ${isoTimestampSql('ed.date_sent')} AS date_sent,
      ${isoTimestampSql('ed.acknowledged_at')} AS acknowledged_at, doc.audience, doc.group_name AS sub_department_name,
      f.id AS file_id, f.file_name, f.original_name, f.mime_type, f.size_bytes
    FROM employee_documents ed JOIN documents doc ON doc.id = ed.document_id JOIN files f ON f.id = doc.file_id
    WHERE ed.employee_id = ${employeeId} ${kind ? sql`AND doc.document_type = ${kind}` : sql``}
    ORDER BY ed.date_sent DESC, ed.id DESC`,
  );
  return copies.map((c) => ({
    id: c.id,
    document_id: c.document_id,
    document_type: c.document_type,
    file_name: c.original_name,
    file_type: c.original_name.split('.').pop()?.toLowerCase() ?? '',
    status: c.status,
    date_sent: c.date_sent,
    acknowledged_at: c.acknowledged_at,
    audience: c.audience,
    sub_department_name: c.sub_department_name,
    file: files.linkOf({ ...c, id: c.file_id }),
  }));
}

/** How a copy was acknowledged: the e-mailed page, or the employee's self-service. */
export type AckVia = 'link' | 'self_service';

/**
 * Records the acknowledgement of a copy once, in the caller's write: a guarded update (a second
 * press, or two at once, is a 409), counted on its document in the same transaction, audited.
 * Returns when it was acknowledged.
 */
export async function acknowledgeCopy(
  w: Writer,
  copy: { id: number; document_id: number },
  via: AckVia,
): Promise<string> {
  const { rows } = await w.tx.execute<{ acknowledged_at: string }>(sql`
    UPDATE employee_documents SET status = 'acknowledged', acknowledged_at = now(), acknowledged_via = ${via},
      updated_at = now()
    WHERE id = ${copy.id} AND status = 'unacknowledged'
    RETURNING ${isoTimestampSql('acknowledged_at')} AS acknowledged_at`);
  if (!rows[0]) throw new AppError(409, DOCUMENT_MESSAGES.alreadyAcknowledged);
  await w.tx.execute(
    sql`UPDATE documents SET acknowledged = acknowledged + 1, updated_at = now() WHERE id = ${copy.document_id}`,
  );
  await w.audit({
    action: 'acknowledge',
    entity: 'employee_documents',
    entityId: copy.id,
    before: { status: 'unacknowledged' },
    after: { status: 'acknowledged', acknowledged_via: via },
  });
  return rows[0].acknowledged_at;
}
