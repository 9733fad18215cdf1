import type { ContactBody, ContactRow, contactsQuery } from '@hris/domain/contacts';
import type { ListArgs, SortOf } from '@hris/domain/paging';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import type { Actor } from '../../plugins/audit';
import { updateEmployee } from './employees.service';
import { e } from './employees.sql';

const sorts = { full_name: e('full_name'), emp_id: e('emp_id') } satisfies Record<
  SortOf<typeof contactsQuery>,
  SQL
>;

export function listContacts(db: Db, a: ListArgs<typeof contactsQuery>) {
  return pageOf<ContactRow>(db, {
    select: sql`${e.cols('id', 'emp_id', 'full_name')}, p.pos_name AS position_name,
      ${e.cols('contact', 'email_address', 'blueprint_address', 'contact_person', 'relationship', 'emergency_no')}`,
    from: e.table,
    joins: e.joinPosition('p'),
    where: [e.isActive, e.search(a.q)],
    sort: sorts[a.sort],
    order: a.order,
    tieBreak: e('id'),
    page: a.page,
    perPage: a.per_page,
  });
}

/** The contact modal edits a subset of the 201 file, through the one employee update. */
export const updateContact = (db: Db, actor: Actor, id: number, body: ContactBody) =>
  updateEmployee(db, actor, id, body);
