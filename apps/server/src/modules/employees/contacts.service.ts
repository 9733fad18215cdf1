import type { ContactBody, ContactRow } from '@hris/domain/contacts';
import type { Order } from '@hris/domain/paging';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import type { Actor } from '../../plugins/audit';
import { updateEmployee } from './employees.service';
import { employeeSearch, isActiveEmployee } from './employees.sql';

const sorts = { full_name: sql`e.full_name`, emp_id: sql`e.emp_id` };

export function listContacts(
  db: Db,
  a: { q?: string | undefined; page: number; per_page: number; order: Order; sort: keyof typeof sorts },
) {
  return pageOf<ContactRow>(db, {
    select: sql`e.id, e.emp_id, e.full_name, p.pos_name AS position_name, e.contact, e.email_address,
      e.blueprint_address, e.contact_person, e.relationship, e.emergency_no`,
    from: sql`employees e`,
    joins: sql`JOIN positions p ON p.id = e.position_id`,
    where: [isActiveEmployee, employeeSearch(a.q)],
    sort: sorts[a.sort],
    order: a.order,
    tieBreak: sql`e.id`,
    page: a.page,
    perPage: a.per_page,
  });
}

/** The contact modal edits a subset of the 201 file, through the one employee update. */
export const updateContact = (db: Db, actor: Actor, id: number, body: ContactBody) =>
  updateEmployee(db, actor, id, body);
