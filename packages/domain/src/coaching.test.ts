import { describe, expect, it } from 'vitest';
import {
  COACHED_NAME_MAX,
  COACHING_PERFORMANCE_MAX,
  coachedListQuery,
  coachedYearParams,
  coachingAcknowledgement,
  coachingDetailReply,
  coachingRow,
  UNACKNOWLEDGED,
} from './coaching';
import { truncate } from './truncate';

const row = {
  coach_id: 4,
  employee_id: 12,
  date_coaching: '2026-03-02',
  full_name: 'Juan Dela Cruz',
  emp_id: '2024-001',
  position_name: 'Agent',
  performance: 'Average handling time above target for three weeks running.',
  superior_name: 'Ana Reyes',
  employee_status: 'unacknowledged',
};

describe('Employee Coached', () => {
  it('pages 100 rows, newest first, with a year filter from 2019', () => {
    expect(coachedListQuery.parse({})).toEqual({
      page: 1,
      per_page: 100,
      order: 'desc',
      sort: 'date_coaching',
    });
    expect(coachedListQuery.parse({ year: '2019', q: 'juan' })).toMatchObject({ year: 2019, q: 'juan' });
    for (const bad of [{ year: '2018' }, { year: 'x' }, { per_page: '501' }, { sort: 'agreement' }])
      expect(coachedListQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(coachedYearParams.parse({ year: 2026 })).toEqual({ year: 2026 });
  });

  it('cuts Performance at 50 and the name at 35', () => {
    expect(truncate(row.performance, COACHING_PERFORMANCE_MAX)).toBe(
      'Average handling time above target for three weeks...',
    );
    expect(truncate('Maria Cristina Dela Cruz Santos-Villanueva', COACHED_NAME_MAX)).toBe(
      'Maria Cristina Dela Cruz Santos-Vil...',
    );
  });

  it('has strict rows and a detail with the fields of the contract', () => {
    expect(coachingRow.safeParse(row).success).toBe(true);
    expect(coachingRow.safeParse({ ...row, employee_status: 'pending' }).success).toBe(false);
    const detail = {
      ...row,
      first_name: 'Juan',
      last_name: 'Dela Cruz',
      department_name: 'Operations',
      status: 'regular',
      employment_date: '2024-01-15',
      agreement: 'Agreed to a daily review.',
      strength: 'Product knowledge.',
      client: 'Longer queues.',
      employee: 'Stress.',
      team: 'Missed target.',
      company: 'Penalty risk.',
      employee_commitment: 'Use the call flow.',
      expected_result: 'AHT under 6 minutes.',
      employee_signature: null,
    };
    expect(coachingDetailReply.safeParse(detail).success).toBe(true);
    expect(
      coachingDetailReply.safeParse({ ...detail, employee_signature: '/upload/s.png?sig=1' }).success,
    ).toBe(true);
    expect(coachingDetailReply.safeParse({ ...detail, extra: 1 }).success).toBe(false);
  });
});

describe('the printed coaching details', () => {
  it('say "Unacknowledged." unless the employee acknowledged', () => {
    expect(
      coachingAcknowledgement({ employee_status: 'unacknowledged', employee_signature: '/upload/s.png' }),
    ).toEqual({
      signature: null,
      text: UNACKNOWLEDGED,
    });
    expect(UNACKNOWLEDGED).toBe('Unacknowledged.');
    expect(
      coachingAcknowledgement({ employee_status: 'acknowledged', employee_signature: '/upload/s.png' }),
    ).toEqual({
      signature: '/upload/s.png',
      text: null,
    });
  });
});
