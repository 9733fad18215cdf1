import { describe, expect, it } from 'vitest';
import { essLeaveApprovals, essLeaveBody, essStage, essSteps } from './ess-filing';
import { leaveUndecided, manualLeaveBody } from './leave';
import { HR_DECIDES, selfFiledApprovals } from './request-kind';

const pending = {
  roles: 1,
  status: 'pending',
  tl_status: 'pending',
  tl_date_approved: null,
  asm_status: 'pending',
  asm_date_approved: null,
  hr_date_approved: null,
} as const;

describe('what an employee files', () => {
  it('files a leave into its chain: all waiting, but a supervisor’s team leader step, which their chain has not', () => {
    expect(essLeaveApprovals(1)).toMatchObject({ tl_status: 'pending', asm_status: 'pending' });
    expect(essLeaveApprovals(2)).toMatchObject({ tl_status: 'approved', asm_status: 'pending' });
    expect(selfFiledApprovals(HR_DECIDES)).toEqual({
      tl_status: 'pending',
      tl_date_approved: null,
      asm_status: 'pending',
      asm_date_approved: null,
      hr_status: 'pending',
      hr_date_approved: null,
    });
  });

  it('takes a leave with HR’s messages', () => {
    const bad = {
      leave_type: 'Sabbatical',
      remarks: '',
      start_date: '2026-03-12',
      end_date: '2026-03-10',
      reason: '',
    };
    const mine = essLeaveBody.safeParse(bad).error!.issues;
    const hrs = manualLeaveBody.safeParse({ ...bad, employee_id: 1, date_filled: '2026-03-01' }).error!
      .issues;
    for (const field of ['leave_type', 'remarks', 'reason'])
      expect(mine.find((i) => i.path[0] === field)?.message).toBe(
        hrs.find((i) => i.path[0] === field)?.message,
      );
  });

  it('lets a leave be cancelled only while nobody has acted on it', () => {
    expect(leaveUndecided(pending)).toBe(true);
    expect(leaveUndecided({ ...pending, tl_status: 'approved' })).toBe(false);
    expect(leaveUndecided({ ...pending, roles: 2, tl_status: 'approved' })).toBe(true);
    expect(leaveUndecided({ ...pending, asm_status: 'rejected' })).toBe(false);
    expect(leaveUndecided({ ...pending, status: 'approved' })).toBe(false);
  });

  it('says where a request stands: the step waiting, the step that declined, or the decision', () => {
    expect(essSteps(pending).map((s) => s.label)).toEqual(['Supervisor', 'Department Head', 'HR']);
    expect(essSteps({ ...pending, roles: 2 }).map((s) => s.label)).toEqual(['Department Head', 'HR']);
    expect(essStage(pending)).toBe('Waiting for the supervisor');
    expect(essStage({ ...pending, tl_status: 'approved' })).toBe('Waiting for the department head');
    expect(essStage({ ...pending, tl_status: 'approved', asm_status: 'approved' })).toBe(
      'Waiting for the HR Department',
    );
    expect(essStage({ ...pending, asm_status: 'rejected' })).toBe('Declined by the department head');
    expect(essStage({ ...pending, status: 'approved' })).toBe('Approved');
    expect(essStage({ ...pending, status: 'rejected' })).toBe('Declined');
  });
});
