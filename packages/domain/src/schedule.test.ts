import { describe, expect, it } from 'vitest';
import {
  ADJUSTMENT_REASON_MAX,
  adjustmentAddBody,
  adjustmentListQuery,
  adjustmentUpdateBody,
  approvalBody,
  approvalConflictReply,
  approvalReply,
  currentShiftQuery,
  currentShiftReply,
  REQUEST_STATUS_LABELS,
  REQUEST_STATUS_NAMES,
  REQUEST_STATUSES,
  SHIFT_SOURCES,
  sameShiftProblem,
  shiftHistoryReply,
  UNDERTIME_PURPOSE_MAX,
  undertimeAddBody,
  undertimeListQuery,
  WORK_SHIFTS_PER_PAGE,
  workShiftAddBody,
  workShiftListQuery,
  workShiftRow,
  workShiftUpdateBody,
} from './schedule';

/** The first message of each field, as a form shows it. */
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const first: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) first[i.path.join('.')] ??= i.message;
  return first;
};

describe('HR’s decision on a request (approvalBody)', () => {
  it('takes the three statuses with their labels', () => {
    expect(REQUEST_STATUSES).toEqual(['pending', 'approved', 'rejected']);
    expect(REQUEST_STATUS_LABELS).toEqual({
      approved: 'Approve Request',
      rejected: 'Decline Request',
      pending: 'Pending Request',
    });
    expect(REQUEST_STATUS_NAMES.rejected).toBe('Declined');
    expect(issues(approvalBody.safeParse({ hr_status: 'done' }))).toEqual({
      hr_status: 'The HR status must be pending, approved or rejected.',
    });
    // nothing chosen yet: the approval screen's own question
    for (const hr_status of [undefined, null, ''])
      expect(issues(approvalBody.safeParse({ hr_status }))).toEqual({
        hr_status: 'Please choose Approve Request, Decline Request or Pending Request.',
      });
  });

  it('requires a reason when declining, and only then', () => {
    expect(issues(approvalBody.safeParse({ hr_status: 'rejected' }))).toEqual({
      hr_reason_to_declined: 'Please give the reason for declining.',
    });
    expect(
      issues(approvalBody.safeParse({ hr_status: 'rejected', hr_reason_to_declined: '   ' })),
    ).toHaveProperty('hr_reason_to_declined');
    expect(approvalBody.parse({ hr_status: 'rejected', hr_reason_to_declined: ' No cover. ' })).toEqual({
      hr_status: 'rejected',
      hr_reason_to_declined: 'No cover.',
      hr_date_approved: null,
    });
    expect(approvalBody.parse({ hr_status: 'approved', hr_reason_to_declined: '' })).toEqual({
      hr_status: 'approved',
      hr_reason_to_declined: null,
      hr_date_approved: null,
    });
  });

  it('takes a real date approved or none', () => {
    expect(
      approvalBody.parse({ hr_status: 'approved', hr_date_approved: '2026-03-02' }).hr_date_approved,
    ).toBe('2026-03-02');
    expect(
      issues(approvalBody.safeParse({ hr_status: 'approved', hr_date_approved: '2026-02-30' })),
    ).toHaveProperty('hr_date_approved');
    expect(
      issues(approvalBody.safeParse({ hr_status: 'approved', hr_date_approved: '2018-12-31' })),
    ).toHaveProperty('hr_date_approved');
  });

  it('replies {response, title, message}, and the same shape with error when already decided', () => {
    expect(approvalReply.safeParse({ response: 'success', title: 'Approved', message: 'x' }).success).toBe(
      true,
    );
    expect(approvalReply.safeParse({ response: 'success', message: 'x' }).success).toBe(false);
    expect(
      approvalConflictReply.safeParse({ response: 'error', title: 'Already decided', message: 'x' }).success,
    ).toBe(true);
  });
});

describe('work shifts', () => {
  const body = { employee_id: 7, schedule: 'Night-Shift', time: '10PM-7AM', timezone_id: 3 };

  it('takes a shift group and one of its times, from a date or today', () => {
    expect(workShiftAddBody.parse(body)).toEqual({ ...body, effective_from: null });
    expect(workShiftAddBody.parse({ ...body, employee_id: '7', effective_from: '2026-04-01' })).toMatchObject(
      {
        employee_id: 7,
        effective_from: '2026-04-01',
      },
    );
    expect(workShiftUpdateBody.parse({ schedule: 'Day-Shift', time: '9AM-7PM', timezone_id: 1 }).time).toBe(
      '9AM-7PM',
    );
  });

  it('refuses another group, a time of another group, and a missing time zone, each on its field', () => {
    expect(issues(workShiftAddBody.safeParse({ ...body, schedule: 'Graveyard' }))).toEqual({
      schedule: 'The shift group must be one of Day-Shift, Mid-Shift, Night-Shift.',
    });
    expect(issues(workShiftAddBody.safeParse({ ...body, schedule: '' })).schedule).toBe(
      'Please select a shift group.',
    );
    expect(issues(workShiftAddBody.safeParse({ ...body, time: '8AM-5PM' }))).toEqual({
      time: 'The time must be one of the Night-Shift times.',
    });
    expect(issues(workShiftAddBody.safeParse({ ...body, timezone_id: undefined }))).toHaveProperty(
      'timezone_id',
    );
    expect(issues(workShiftAddBody.safeParse({ ...body, employee_id: '007' }))).toHaveProperty('employee_id');
    expect(
      issues(workShiftUpdateBody.safeParse({ schedule: 'Mid-Shift', time: '', timezone_id: 1 })),
    ).toHaveProperty('time');
    expect(issues(workShiftUpdateBody.safeParse({ ...body, effective_from: '1949-12-31' }))).toHaveProperty(
      'effective_from',
    );
  });

  it('lists 100 a page by name, with a shift-group filter', () => {
    expect(WORK_SHIFTS_PER_PAGE).toBe(100);
    expect(workShiftListQuery.parse({})).toMatchObject({
      page: 1,
      per_page: 100,
      sort: 'full_name',
      order: 'asc',
    });
    expect(workShiftListQuery.parse({ schedule: 'Mid-Shift' }).schedule).toBe('Mid-Shift');
    expect(workShiftListQuery.safeParse({ schedule: 'mid' }).success).toBe(false);
    expect(workShiftListQuery.safeParse({ sort: 'salary' }).success).toBe(false);
  });

  it('has rows of a shift in force (never without a schedule), and a history of four sources', () => {
    const row = {
      id: 1,
      employee_id: 2,
      emp_id: '2025-001',
      full_name: 'Maria Reyes',
      position_name: 'Agent',
      schedule: 'Day-Shift',
      time: '8AM-5PM',
      status: 'regular',
      timezone_id: 1,
      timezone_name: 'Asia/Manila',
      effective_from: '2026-03-02',
    };
    expect(workShiftRow.safeParse(row).success).toBe(true);
    expect(workShiftRow.safeParse({ ...row, schedule: null }).success).toBe(false);
    expect(SHIFT_SOURCES).toEqual(['assignment', 'change', 'adjustment', 'removal']);
    expect(
      shiftHistoryReply.safeParse([
        {
          id: 1,
          effective_from: '2026-03-02',
          schedule: null,
          time: null,
          timezone_name: null,
          source: 'removal',
          adjustment_id: null,
          created_at: '2026-03-02T01:00:00.000Z',
        },
      ]).success,
    ).toBe(true);
  });

  it('answers the shift of a date (today without one), all null when there was none', () => {
    expect(currentShiftQuery.parse({})).toEqual({ date: null });
    expect(currentShiftQuery.safeParse({ date: '2026-13-01' }).success).toBe(false);
    const none = {
      employee_id: 1,
      date: '2026-03-02',
      schedule: null,
      time: null,
      timezone_id: null,
      timezone_name: null,
      effective_from: null,
      starts_at: null,
      ends_at: null,
    };
    expect(currentShiftReply.safeParse(none).success).toBe(true);
    expect(currentShiftReply.safeParse({ ...none, extra: 1 }).success).toBe(false);
  });
});

describe('schedule adjustments', () => {
  const body = {
    employee_id: 4,
    date_of_request: '2026-03-10',
    requested_shift: '8AM - 5PM',
    reason_for_change: ' Evening classes ',
  };

  it('takes one of the form’s requested shifts, a date of request and a reason; the date filled is optional', () => {
    expect(adjustmentAddBody.parse(body)).toEqual({
      ...body,
      reason_for_change: 'Evening classes',
      date_filled: null,
    });
    expect(issues(adjustmentAddBody.safeParse({ ...body, requested_shift: '8AM - 6PM' }))).toEqual({
      requested_shift: 'Please choose one of the requested shifts.',
    });
    expect(issues(adjustmentAddBody.safeParse({ ...body, date_of_request: undefined }))).toHaveProperty(
      'date_of_request',
    );
    expect(issues(adjustmentAddBody.safeParse({ ...body, reason_for_change: '' }))).toHaveProperty(
      'reason_for_change',
    );
    expect(
      issues(adjustmentAddBody.safeParse({ ...body, reason_for_change: 'x'.repeat(1001) })),
    ).toHaveProperty('reason_for_change');
    expect(adjustmentUpdateBody.safeParse({ ...body, employee_id: undefined }).success).toBe(true);
  });

  it('lists 20 a page, newest filed first, with status and year filters', () => {
    expect(adjustmentListQuery.parse({})).toMatchObject({ per_page: 20, sort: 'date_filled', order: 'desc' });
    expect(adjustmentListQuery.parse({ status: 'rejected', year: '2026' })).toMatchObject({
      status: 'rejected',
      year: 2026,
    });
    expect(adjustmentListQuery.safeParse({ year: '2018' }).success).toBe(false);
    expect(adjustmentListQuery.safeParse({ status: 'declined' }).success).toBe(false);
    expect(ADJUSTMENT_REASON_MAX).toBe(50);
  });
});

describe('undertime requests', () => {
  const body = { employee_id: 4, date_of_undertime: '2026-03-05', total_hours: 2, purpose: 'Check-up' };

  it('takes a single digit of hours, 1 to 9', () => {
    expect(undertimeAddBody.parse({ ...body, total_hours: '9' }).total_hours).toBe(9);
    for (const total_hours of [0, 10, 2.5, '1e1', -1, null, ''])
      expect(issues(undertimeAddBody.safeParse({ ...body, total_hours })), String(total_hours)).toEqual({
        total_hours: 'The total hours must be a single digit from 1 to 9.',
      });
  });

  it('needs the date of undertime and the purpose', () => {
    expect(issues(undertimeAddBody.safeParse({ ...body, date_of_undertime: '' }))).toHaveProperty(
      'date_of_undertime',
    );
    expect(issues(undertimeAddBody.safeParse({ ...body, purpose: ' ' }))).toHaveProperty('purpose');
    expect(issues(undertimeAddBody.safeParse({ ...body, employee_id: 0 }))).toHaveProperty('employee_id');
  });

  it('lists 20 a page, newest filed first', () => {
    expect(undertimeListQuery.parse({})).toMatchObject({ per_page: 20, sort: 'date_filled', order: 'desc' });
    expect(undertimeListQuery.safeParse({ sort: 'date_of_undertime' }).success).toBe(true);
    expect(UNDERTIME_PURPOSE_MAX).toBe(30);
  });
});

describe('sameShiftProblem', () => {
  it('refuses the option whose work shift the employee already has on the date of request', () => {
    const day = { schedule: 'Day-Shift', time: '8AM-5PM' };
    expect(sameShiftProblem('8AM - 5PM', day, '2026-03-10')).toBe(
      'The employee already works Day-Shift 8AM-5PM on Mar 10 2026. Please choose another shift.',
    );
    // "12PM - 9AM" is the midnight Mid-Shift, "3PM - 12PM" the Day-Shift to midnight
    expect(sameShiftProblem('12PM - 9AM', { schedule: 'Mid-Shift', time: '12NN-9AM' }, '2026-03-10')).toMatch(
      /already works Mid-Shift 12NN-9AM/,
    );
    expect(
      sameShiftProblem('3PM - 12PM', { schedule: 'Day-Shift', time: '3PM-12NN' }, '2026-03-10'),
    ).not.toBeNull();
  });

  it('takes any other shift, a day without one, and leaves an unknown option to the schema', () => {
    expect(
      sameShiftProblem('7AM - 4PM', { schedule: 'Day-Shift', time: '8AM-5PM' }, '2026-03-10'),
    ).toBeNull();
    expect(sameShiftProblem('8AM - 5PM', null, '2026-03-10')).toBeNull();
    expect(sameShiftProblem('8AM - 5PM', { schedule: null, time: null }, '2026-03-10')).toBeNull();
    expect(
      sameShiftProblem('8AM - 6PM', { schedule: 'Day-Shift', time: '8AM-5PM' }, '2026-03-10'),
    ).toBeNull();
  });
});
