import { describe, expect, it } from 'vitest';
import { decisionValues, HR_DECIDES, hrFiledApprovals, stepsBefore } from './request-kind';

describe('a request kind’s chain', () => {
  it('filed by HR, gives every step before the deciding one on the day filed', () => {
    expect(hrFiledApprovals(HR_DECIDES, '2026-03-02')).toEqual({
      tl_status: 'approved',
      tl_date_approved: '2026-03-02',
      asm_status: 'approved',
      asm_date_approved: '2026-03-02',
    });
    expect(stepsBefore(HR_DECIDES).map((s) => s.label)).toEqual(['Supervisor', 'Department Head']);
    expect(hrFiledApprovals([{ step: 'hr', label: 'HR' }], '2026-03-02')).toEqual({});
  });

  it('dates a decision on the company’s today unless given, and keeps a reason only when declining', () => {
    const today = '2026-03-02';
    expect(
      decisionValues({ hr_status: 'approved', hr_date_approved: null, hr_reason_to_declined: 'x' }, today),
    ).toEqual({ hr_status: 'approved', hr_date_approved: today, hr_reason_to_declined: null });
    expect(
      decisionValues(
        { hr_status: 'rejected', hr_date_approved: '2026-02-27', hr_reason_to_declined: 'No cover' },
        today,
      ),
    ).toEqual({ hr_status: 'rejected', hr_date_approved: '2026-02-27', hr_reason_to_declined: 'No cover' });
    expect(
      decisionValues(
        { hr_status: 'pending', hr_date_approved: '2026-02-27', hr_reason_to_declined: 'x' },
        today,
      ),
    ).toEqual({ hr_status: 'pending', hr_date_approved: null, hr_reason_to_declined: null });
  });
});
