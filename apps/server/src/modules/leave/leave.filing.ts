import {
  type CreditField,
  creditFieldOf,
  type LeaveRemarks,
  type LeaveStatus,
  type LeaveType,
  leaveDays,
} from '@hris/domain/leave';
import { shownDate } from '@hris/domain/text';
import { eq } from 'drizzle-orm';
import type { Writer } from '../../db/write';
import { fieldError } from '../../lib/errors';
import { employees } from '../employees/employees.tables';
import { approvalChain } from './approval-chain';
import { type Draw, redraw } from './credits.ledger';
import { leaveRequests } from './leave.tables';

/**
 * Filing a leave, one way for HR's Encode Leave Manually and for the employee's own in self-service:
 * the chain it is filed into (its level, the supervisor and department head it names), the credits
 * it takes as filed, its audit row.
 */

/** What a leave with this status, type, remarks and days takes from the credits: only an approved leave takes any. */
export const wanted = (status: LeaveStatus, type: string, remarks: string, days: number): Draw =>
  status === 'approved' ? { field: creditFieldOf(type, remarks), days } : { field: null, days: 0 };

/** The ledger's note of a leave. */
export const noteOf = (l: { id: number; leave_type: string; start_date: string; end_date: string }) =>
  `${l.leave_type} ${shownDate(l.start_date)} to ${shownDate(l.end_date)} (leave #${l.id})`;

export type LeaveFiling = {
  employee_id: number;
  /** The account filing it (self-service); HR's encode names the employee's own account, 0 when none. */
  user_id?: number;
  date_filled: string;
  leave_type: LeaveType;
  remarks: LeaveRemarks;
  start_date: string;
  end_date: string;
  reason: string;
  status: LeaveStatus;
  /** The departmental approvals as filed, for the chain's level. */
  approvals: (level: 1 | 2) => {
    tl_status: LeaveStatus;
    tl_date_approved: string | null;
    asm_status: LeaveStatus;
    asm_date_approved: string | null;
  };
  hr_date_recived: string | null;
  hr_date_approved: string | null;
};

/**
 * Files a leave in the caller's transaction: the employee locked (a 422 on `employee_id` when gone),
 * the chain named as of today (`approvalChain`: level 2 for a supervisor, the department head only), and the credits an
 * approved leave takes drawn through the ledger (a `CreditError` when they cannot cover it).
 */
export async function fileLeave({ tx, actor, audit }: Writer, f: LeaveFiling) {
  const [emp] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.id, f.employee_id))
    .for('update');
  if (!emp) throw fieldError('employee_id', 'The selected employee does not exist.');
  const chain = (await approvalChain(tx, f.employee_id))!;
  const days = leaveDays(f.start_date, f.end_date);
  const [row] = await tx
    .insert(leaveRequests)
    .values({
      employee_id: f.employee_id,
      user_id: f.user_id ?? chain.user_id ?? 0,
      date_filled: f.date_filled,
      leave_type: f.leave_type,
      no_of_days: days,
      start_date: f.start_date,
      end_date: f.end_date,
      reason: f.reason,
      remarks: f.remarks,
      status: f.status,
      ...f.approvals(chain.level),
      ceo_status: f.status === 'approved' ? 'approved' : 'pending',
      hr_date_recived: f.hr_date_recived,
      hr_date_approved: f.hr_date_approved,
      supervisor: chain.supervisor,
      department_head: chain.department_head,
      roles: chain.level,
      belongs_to: chain.belong ?? 0,
    })
    .returning();
  const want = wanted(f.status, f.leave_type, f.remarks, days);
  await redraw(
    tx,
    { employeeId: f.employee_id, leaveId: row!.id, note: noteOf(row!), userId: actor.userId },
    { field: null, days: 0 },
    want,
  );
  const [after] = await tx
    .update(leaveRequests)
    .set({ credit_field: want.field as CreditField | null, credit_days: String(want.days) })
    .where(eq(leaveRequests.id, row!.id))
    .returning();
  await audit({ action: 'create', entity: 'leave', entityId: row!.id, after: row! });
  return after!;
}
