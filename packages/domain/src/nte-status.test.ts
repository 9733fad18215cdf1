import { describe, expect, it } from 'vitest';
import { companyDate } from './company-clock';
import {
  canMove,
  DECLINED_BY_CHAIN,
  decisionCheck,
  decisionOpens,
  decisionOpensOn,
  HR_FILED_NTE_STATUSES,
  MANUAL_NTE_STATUSES,
  movesInto,
  NTE_ACKNOWLEDGED_STAYS,
  NTE_APPROVAL_STATUSES,
  NTE_CHAIN_PENDING,
  NTE_DECISION_STATUSES,
  NTE_EMPLOYEE_STATUSES,
  NTE_LOCKED,
  NTE_NOT_SERVED,
  NTE_STAGE_STATUSES,
  NTE_STAGES,
  type NteStatuses,
  nteDeleteProblem,
  nteRowAction,
  nteStage,
  nteUpdateProblem,
  WAITING_FOR_CHAIN,
} from './nte-status';

const nte = (over: Partial<NteStatuses> = {}): NteStatuses => ({
  tl_status: 'approved',
  asm_status: 'approved',
  hr_status: 'pending',
  employee_status: 'unacknowledged',
  hr_decision_status: 'undecided',
  ...over,
});

/** One NTE in each stage. */
const AT = {
  awaiting: nte({ tl_status: 'pending', asm_status: 'pending' }),
  review: nte(),
  rejected: nte({ hr_status: 'rejected' }),
  served: nte({ hr_status: 'approved' }),
  acknowledged: nte({ hr_status: 'approved', employee_status: 'acknowledged' }),
  decided: nte({ hr_status: 'approved', employee_status: 'acknowledged', hr_decision_status: 'decided' }),
};

describe('NTE transitions', () => {
  it('allow exactly these moves of hr_status', () => {
    const allowed = new Set([
      'pending>pending',
      'pending>approved',
      'pending>rejected',
      'rejected>rejected',
      'rejected>approved',
      'approved>approved',
      'approved>rejected',
    ]);
    for (const from of NTE_APPROVAL_STATUSES)
      for (const to of NTE_APPROVAL_STATUSES)
        expect(canMove('hr_status', from, to), `${from}>${to}`).toBe(allowed.has(`${from}>${to}`));
  });

  it('let the employee acknowledge once, never take it back', () => {
    const allowed = new Set([
      'unacknowledged>unacknowledged',
      'unacknowledged>acknowledged',
      'acknowledged>acknowledged',
    ]);
    for (const from of NTE_EMPLOYEE_STATUSES)
      for (const to of NTE_EMPLOYEE_STATUSES)
        expect(canMove('employee_status', from, to), `${from}>${to}`).toBe(allowed.has(`${from}>${to}`));
  });

  it('decide once, and leave nothing to move after', () => {
    expect(canMove('hr_decision_status', 'undecided', 'undecided')).toBe(true);
    expect(canMove('hr_decision_status', 'undecided', 'decided')).toBe(true);
    for (const to of NTE_DECISION_STATUSES) expect(canMove('hr_decision_status', 'decided', to)).toBe(false);
  });

  it('give the guard of each update', () => {
    expect(movesInto('hr_status', 'approved').sort()).toEqual(['approved', 'pending', 'rejected']);
    expect(movesInto('hr_status', 'pending')).toEqual(['pending']);
    expect(movesInto('hr_decision_status', 'decided')).toEqual(['undecided']);
    expect(movesInto('employee_status', 'unacknowledged')).toEqual(['unacknowledged']);
  });

  it('refuse every update and delete of a decided NTE', () => {
    for (const to of NTE_APPROVAL_STATUSES) expect(nteUpdateProblem(AT.decided, to)).toBe(NTE_LOCKED);
    expect(nteDeleteProblem(AT.decided)).toBe(NTE_LOCKED);
    for (const stage of NTE_STAGES.filter((s) => s !== 'decided'))
      expect(nteDeleteProblem(AT[stage]), stage).toBeNull();
  });

  it('let HR review only what the supervisor and department head approved', () => {
    expect(nteUpdateProblem(AT.review, 'approved')).toBeNull();
    expect(nteUpdateProblem(AT.review, 'rejected')).toBeNull();
    expect(nteUpdateProblem(AT.review, 'pending')).toBeNull();
    expect(nteUpdateProblem(AT.awaiting, 'approved')).toBe(NTE_CHAIN_PENDING);
    expect(nteUpdateProblem(AT.awaiting, 'rejected')).toBe(NTE_CHAIN_PENDING);
    expect(nteUpdateProblem(nte({ asm_status: 'rejected' }), 'approved')).toBe(NTE_CHAIN_PENDING);
    expect(nteUpdateProblem(AT.awaiting, 'pending')).toBeNull();
  });

  it('let a declined NTE be approved again but never sent back to pending', () => {
    expect(nteUpdateProblem(AT.rejected, 'approved')).toBeNull();
    expect(nteUpdateProblem(AT.rejected, 'rejected')).toBeNull();
    expect(nteUpdateProblem(AT.rejected, 'pending')).toMatch(/cannot be set to pending/);
    expect(nteUpdateProblem(AT.served, 'pending')).toMatch(/cannot be set to pending/);
  });

  it('let a served NTE be updated or withdrawn until the employee acknowledges it', () => {
    expect(nteUpdateProblem(AT.served, 'approved')).toBeNull();
    expect(nteUpdateProblem(AT.served, 'rejected')).toBeNull();
    expect(nteUpdateProblem(AT.acknowledged, 'approved')).toBeNull();
    expect(nteUpdateProblem(AT.acknowledged, 'rejected')).toBe(NTE_ACKNOWLEDGED_STAYS);
  });

  it('start an NTE filed by HR at review and one encoded from paper decided', () => {
    expect(nteStage(HR_FILED_NTE_STATUSES)).toBe('review');
    expect(nteStage(MANUAL_NTE_STATUSES)).toBe('decided');
  });
});

describe('NTE stages', () => {
  it('name where each NTE stands', () => {
    for (const stage of NTE_STAGES) expect(nteStage(AT[stage])).toBe(stage);
    expect(nteStage(nte({ tl_status: 'approved', asm_status: 'pending' }))).toBe('awaiting');
    expect(nteStage(nte({ tl_status: 'rejected' }))).toBe('awaiting');
  });

  it('match the statuses the status filter looks for', () => {
    const all: NteStatuses[] = [];
    for (const tl_status of NTE_APPROVAL_STATUSES)
      for (const asm_status of NTE_APPROVAL_STATUSES)
        for (const hr_status of NTE_APPROVAL_STATUSES)
          for (const employee_status of NTE_EMPLOYEE_STATUSES)
            for (const hr_decision_status of NTE_DECISION_STATUSES)
              all.push({ tl_status, asm_status, hr_status, employee_status, hr_decision_status });
    const matches = (n: NteStatuses, want: Partial<NteStatuses>) =>
      Object.entries(want).every(([k, v]) => n[k as keyof NteStatuses] === v);
    for (const n of all) {
      const stage = nteStage(n);
      expect(matches(n, NTE_STAGE_STATUSES[stage]), JSON.stringify(n)).toBe(true);
      // only awaiting's statuses overlap another stage's (review's), as its comment says
      const others = NTE_STAGES.filter((s) => s !== stage && matches(n, NTE_STAGE_STATUSES[s]));
      expect(others, JSON.stringify(n)).toEqual(stage === 'review' ? ['awaiting'] : []);
    }
  });
});

describe('the row action of the NTE Tracker', () => {
  it('is Review request with New when the supervisor and department head approved and HR has not', () => {
    expect(nteRowAction(AT.review)).toEqual({
      kind: 'review',
      label: 'Review request',
      badge: 'New',
      flag: null,
      canDelete: true,
    });
  });

  it('is Update request when HR rejected it', () => {
    expect(nteRowAction(AT.rejected)).toEqual({
      kind: 'update',
      label: 'Update request',
      badge: null,
      flag: null,
      canDelete: true,
    });
  });

  it('is Update Request with a red flag while the employee has not acknowledged', () => {
    expect(nteRowAction(AT.served)).toEqual({
      kind: 'update',
      label: 'Update Request',
      badge: null,
      flag: { color: 'red', tooltip: 'Waiting for agent to approve this request' },
      canDelete: true,
    });
  });

  it('is Notice of Decision once acknowledged and undecided', () => {
    expect(nteRowAction(AT.acknowledged)).toEqual({
      kind: 'decision',
      label: 'Notice of Decision',
      badge: null,
      flag: null,
      canDelete: true,
    });
  });

  it('is View Details once decided, with no Remove', () => {
    expect(nteRowAction(AT.decided)).toEqual({
      kind: 'details',
      label: 'View Details',
      badge: null,
      flag: null,
      canDelete: false,
    });
  });

  it('opens the details, flagged grey, while the supervisor or department head has not approved', () => {
    expect(nteRowAction(AT.awaiting)).toEqual({
      kind: 'details',
      label: 'View Details',
      badge: null,
      flag: { color: 'gray', tooltip: WAITING_FOR_CHAIN },
      canDelete: true,
    });
    expect(nteRowAction(nte({ asm_status: 'rejected' })).flag?.tooltip).toBe(DECLINED_BY_CHAIN);
  });
});

describe('due process: five calendar days to answer', () => {
  const served = (over: Partial<Parameters<typeof decisionCheck>[0]> = {}) => ({
    hr_status: 'approved' as const,
    employee_status: 'unacknowledged' as const,
    hr_decision_status: 'undecided' as const,
    hr_date_approved: '2026-03-02',
    plan_for_improvement: '',
    ...over,
  });

  it('opens five calendar days after serving, across months and years', () => {
    expect(decisionOpensOn('2026-03-02')).toBe('2026-03-07');
    expect(decisionOpensOn('2026-02-26')).toBe('2026-03-03');
    expect(decisionOpensOn('2028-02-26')).toBe('2028-03-02');
    expect(decisionOpensOn('2026-12-29')).toBe('2027-01-03');
  });

  it('refuses a decision on days 0 to 4 and says from when it is possible', () => {
    for (const today of ['2026-03-02', '2026-03-03', '2026-03-05', '2026-03-06']) {
      const r = decisionCheck(served(), today);
      expect(r, today).toEqual({
        allowed: false,
        reason: 'too-early',
        opens_on: '2026-03-07',
        message:
          'A decision on this NTE is possible from Mar 07 2026: the employee has 5 calendar days from ' +
          'Mar 02 2026, when it was served, to answer it, unless they acknowledge it with an explanation sooner.',
      });
    }
  });

  it('allows it from day 5 on', () => {
    expect(decisionCheck(served(), '2026-03-07')).toEqual({ allowed: true });
    expect(decisionCheck(served(), '2026-04-30')).toEqual({ allowed: true });
  });

  it('allows it earlier once the employee acknowledged with an explanation', () => {
    const answered = served({ employee_status: 'acknowledged', plan_for_improvement: 'I was sick.' });
    expect(decisionCheck(answered, '2026-03-02')).toEqual({ allowed: true });
    expect(decisionCheck(answered, '2026-03-04')).toEqual({ allowed: true });
  });

  it('still waits when the employee acknowledged without an explanation', () => {
    const bare = served({ employee_status: 'acknowledged', plan_for_improvement: '   ' });
    expect(decisionCheck(bare, '2026-03-06')).toMatchObject({ allowed: false, opens_on: '2026-03-07' });
    expect(decisionCheck(served({ plan_for_improvement: 'typed but not sent' }), '2026-03-06')).toMatchObject(
      {
        allowed: false,
        reason: 'too-early',
      },
    );
  });

  it('counts in the company calendar (Asia/Manila), whatever UTC says', () => {
    // approved at 01:30 on Mar 2 in Manila, still Mar 1 in UTC
    const servedOn = companyDate(new Date('2026-03-01T17:30:00Z'));
    expect(servedOn).toBe('2026-03-02');
    const nte = served({ hr_date_approved: servedOn });
    // 23:59 on Mar 6 in Manila: day 4, refused
    expect(decisionCheck(nte, companyDate(new Date('2026-03-06T15:59:00Z'))).allowed).toBe(false);
    // 00:00 on Mar 7 in Manila (still Mar 6 in UTC): day 5, allowed
    expect(decisionCheck(nte, companyDate(new Date('2026-03-06T16:00:00Z'))).allowed).toBe(true);
  });

  it('refuses to decide what was not served, or decided already', () => {
    for (const hr_status of ['pending', 'rejected'] as const)
      expect(decisionCheck(served({ hr_status }), '2026-04-30')).toEqual({
        allowed: false,
        reason: 'not-served',
        message: NTE_NOT_SERVED,
      });
    expect(decisionCheck(served({ hr_date_approved: null }), '2026-04-30')).toMatchObject({
      reason: 'not-served',
    });
    expect(decisionCheck(served({ hr_decision_status: 'decided' }), '2026-04-30')).toEqual({
      allowed: false,
      reason: 'decided',
      message: NTE_LOCKED,
    });
  });
});

describe('when the notice of decision opens (decisionOpens: the decision rule, read as a date)', () => {
  const served = (over: Partial<Parameters<typeof decisionCheck>[0]> = {}) => ({
    hr_status: 'approved' as const,
    employee_status: 'unacknowledged' as const,
    hr_decision_status: 'undecided' as const,
    hr_date_approved: '2026-03-02',
    plan_for_improvement: '',
    ...over,
  });
  const answered = served({ employee_status: 'acknowledged', plan_for_improvement: 'I was unwell.' });

  it('is the end of the five days while they run, and that day once they have passed', () => {
    expect(decisionOpens(served(), '2026-03-02')).toBe('2026-03-07');
    expect(decisionOpens(served(), '2026-03-06')).toBe('2026-03-07');
    expect(decisionOpens(served(), '2026-03-07')).toBe('2026-03-07');
    expect(decisionOpens(served(), '2026-04-30')).toBe('2026-03-07');
  });

  it('is today once the employee acknowledged with an explanation (not an empty one, not unacknowledged)', () => {
    expect(decisionOpens(answered, '2026-03-03')).toBe('2026-03-03');
    expect(decisionOpens(answered, '2026-03-09')).toBe('2026-03-07');
    expect(
      decisionOpens(served({ employee_status: 'acknowledged', plan_for_improvement: '  ' }), '2026-03-03'),
    ).toBe('2026-03-07');
    expect(decisionOpens(served({ plan_for_improvement: 'typed but not sent' }), '2026-03-03')).toBe(
      '2026-03-07',
    );
  });

  it('is null when no decision can be written: not served, declined or decided', () => {
    expect(decisionOpens(served({ hr_status: 'pending' }), '2026-04-30')).toBeNull();
    expect(decisionOpens(served({ hr_status: 'rejected' }), '2026-04-30')).toBeNull();
    expect(decisionOpens(served({ hr_date_approved: null }), '2026-04-30')).toBeNull();
    expect(decisionOpens(served({ hr_decision_status: 'decided' }), '2026-04-30')).toBeNull();
  });

  it('says a decision is open exactly when decisionCheck allows one, on every day around the window', () => {
    for (const nte of [served(), answered, served({ hr_decision_status: 'decided' })])
      for (let day = 1; day <= 12; day++) {
        const today = `2026-03-${String(day).padStart(2, '0')}`;
        const opens = decisionOpens(nte, today);
        expect(opens !== null && opens <= today, today).toBe(decisionCheck(nte, today).allowed);
      }
  });
});
