import type { LeaveDetail } from '@hris/domain/leave';

/** One approval a leave request went through: who, their name where the request records it, how, when. */
export type ApprovalStep = { who: string; name: string | null; status: string; date: string | null };

/**
 * The approvals a leave request needed before HR's, as the chain filed it: the supervisor (team
 * leader) and the department head for a staff member (roles 1), the department head alone for a
 * supervisor (roles 2). The CEO is in no chain: the CEO's status shows only where one other than
 * pending was recorded (HR's update form, an encoded leave), never as a "Pending" nobody waits for.
 * The HR approval screen's blocks and the printed form read the same list.
 */
export function departmentalSteps(leave: LeaveDetail): ApprovalStep[] {
  return [
    ...(leave.roles === 1
      ? [{ who: 'Supervisor', name: leave.supervisor, status: leave.tl_status, date: leave.tl_date_approved }]
      : []),
    {
      who: 'Department Head',
      name: leave.department_head,
      status: leave.asm_status,
      date: leave.asm_date_approved,
    },
    ...(leave.ceo_status !== 'pending'
      ? [{ who: 'CEO', name: null, status: leave.ceo_status, date: null }]
      : []),
  ];
}

/** Every approval of the printed form: the departmental ones, then HR's (the request's own status). */
export function approvalSteps(leave: LeaveDetail): ApprovalStep[] {
  return [
    ...departmentalSteps(leave),
    { who: 'HR Department', name: null, status: leave.status, date: leave.hr_date_approved },
  ];
}
