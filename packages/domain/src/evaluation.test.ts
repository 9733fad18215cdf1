import { describe, expect, it } from 'vitest';
import {
  EVALUATION_COMMENTS_MAX,
  EVALUATION_STATUSES,
  evaluationDetailReply,
  evaluationListQuery,
  evaluationListState,
  evaluationParams,
  evaluationRow,
  evaluationSigner,
  RATING_LABELS,
  RATINGS,
  ratingLabel,
  ratingNeedsComment,
} from './evaluation';
import { truncate } from './truncate';

describe('the rating scale', () => {
  it('labels 1 to 5 with their texts, 5 the best', () => {
    expect(RATING_LABELS).toEqual({
      5: 'Consistently exceeds expectations',
      4: 'Exceeds in some areas',
      3: 'Meets expectations',
      2: 'Does not meet some expectations',
      1: 'Consistently falls below expectations',
    });
    expect(RATINGS).toEqual([5, 4, 3, 2, 1]);
    expect(ratingLabel(3)).toBe('Meets expectations');
  });

  it('reads an average overall rating as the nearest whole one', () => {
    expect(ratingLabel(3.5)).toBe('Exceeds in some areas');
    expect(ratingLabel(3.25)).toBe('Meets expectations');
    expect(ratingLabel(1.4)).toBe('Consistently falls below expectations');
    for (const none of [0, 6, Number.NaN, null, undefined]) expect(ratingLabel(none)).toBe('');
  });

  it('advises a comment on every rating but Meets expectations', () => {
    expect([1, 2, 3, 4, 5].map(ratingNeedsComment)).toEqual([true, true, false, true, true]);
  });

  it('names the signer by the requester role', () => {
    expect(evaluationSigner(2)).toBe('Supervisor');
    expect(evaluationSigner(3)).toBe('Department Head');
  });
});

describe('the Employee Evaluation list states', () => {
  const s = (tl_status: string, asm_status: string, employee_status: string) =>
    evaluationListState({ tl_status, asm_status, employee_status } as Parameters<
      typeof evaluationListState
    >[0]);

  it('shows View Details, flagged approved, when all three approved', () => {
    expect(s('approved', 'approved', 'approved')).toEqual({
      state: 'approved',
      label: 'View Details',
      canOpen: true,
      flag: { color: 'green', tooltip: 'Request has been approved' },
    });
  });

  it('shows Waiting, flagged, while only the employee has not approved', () => {
    expect(s('approved', 'approved', 'pending')).toEqual({
      state: 'waiting',
      label: 'Waiting',
      canOpen: false,
      flag: { color: 'orange', tooltip: 'Waiting for employee to approve' },
    });
  });

  it('shows REJECTED when the department head rejected it', () => {
    expect(s('approved', 'rejected', 'pending')).toEqual({
      state: 'rejected',
      label: 'REJECTED',
      canOpen: false,
      flag: null,
    });
  });

  it('covers every combination: any rejection is REJECTED, an unfinished chain Pending', () => {
    for (const tl of EVALUATION_STATUSES)
      for (const asm of EVALUATION_STATUSES)
        for (const emp of EVALUATION_STATUSES) {
          const { state } = s(tl, asm, emp);
          const expected = [tl, asm, emp].includes('rejected')
            ? 'rejected'
            : tl !== 'approved' || asm !== 'approved'
              ? 'pending'
              : emp === 'approved'
                ? 'approved'
                : 'waiting';
          expect(state, `${tl} ${asm} ${emp}`).toBe(expected);
        }
  });
});

const row = {
  id: 3,
  employee_id: 12,
  fullname: 'Juan Dela Cruz',
  employee_no: '2024-001',
  position: 'Agent',
  department: 'Operations',
  description: 'Probationary review',
  overall_rating: 3.5,
  supervisor_comments: 'Consistent on quality; needs to work on schedule adherence in peak weeks.',
  requester_role_id: 2,
  tl_status: 'approved',
  asm_status: 'approved',
  employee_status: 'approved',
  created_at: '2026-03-02T01:00:00.000Z',
};

describe('the Employee Evaluation list and details', () => {
  it('pages 20 rows with a year filter from 2019', () => {
    expect(evaluationListQuery.parse({})).toEqual({
      page: 1,
      per_page: 20,
      order: 'desc',
      sort: 'created_at',
    });
    expect(evaluationListQuery.parse({ year: '2026' }).year).toBe(2026);
    expect(evaluationListQuery.safeParse({ year: '2018' }).success).toBe(false);
  });

  it('takes the evaluation and the employee ids from the path, and nothing hostile', () => {
    expect(evaluationParams.parse({ id: '3', employee_id: '12' })).toEqual({ id: 3, employee_id: 12 });
    for (const bad of [{ id: '3' }, { id: '0', employee_id: '1' }, { id: '1', employee_id: '2147483648' }])
      expect(evaluationParams.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('cuts the comments at 40', () => {
    expect(truncate(row.supervisor_comments, EVALUATION_COMMENTS_MAX)).toBe(
      'Consistent on quality; needs to work on ...',
    );
  });

  it('replies with every rating, the action plans with messure_of_success, and both signatures', () => {
    expect(evaluationRow.safeParse(row).success).toBe(true);
    const detail = {
      ...row,
      supervisor_name: 'Ana Reyes',
      department_head: 'Ben Cruz',
      hire_date: '2024-01-15',
      others: '',
      performance: 4,
      performance_comments: 'Above target.',
      communication: 3,
      communication_comments: '',
      adherence: 2,
      adherence_comments: 'Late in peak weeks.',
      aplus_value: 5,
      aplus_value_comments: 'Helps the team.',
      action_plans: [{ action_item: 'Arrive 10 minutes early', messure_of_success: 'No lates in April' }],
      employee_comments: 'Agreed.',
      supervisor_signature: '/upload/sup.png?sig=1',
      employee_signature: null,
      supervisor_date_sign: '2026-03-02',
      employee_date_sign: null,
    };
    expect(evaluationDetailReply.safeParse(detail).success).toBe(true);
    expect(evaluationDetailReply.safeParse({ ...detail, performance: 6 }).success).toBe(false);
    expect(evaluationDetailReply.safeParse({ ...detail, adherence: 2.5 }).success).toBe(false);
    expect(
      evaluationDetailReply.safeParse({
        ...detail,
        action_plans: [{ action_item: 'x', measure_of_success: 'y' }],
      }).success,
    ).toBe(false);
  });
});
