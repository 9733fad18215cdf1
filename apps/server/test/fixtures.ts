import { expect } from 'vitest';
import type { TestApp } from './app';

export type Org = { depId: number; agent: number; leader: number; hrPos: number; subA: number; subB: number };

/** A small organisation made through the API: two designations in Operations, one in HR, two accounts. */
export async function makeOrg(t: TestApp): Promise<Org> {
  const post = async (url: string, body: object) => {
    const res = await t.call('POST', url, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  const depId = await post('/api/departments/add', { department_name: 'Operations' });
  const hrDep = await post('/api/departments/add', { department_name: 'Human Resources' });
  return {
    depId,
    agent: await post('/api/positions/add', {
      position_name: 'Customer Service Representative',
      department_id: depId,
    }),
    leader: await post('/api/positions/add', { position_name: 'Team Leader', department_id: depId }),
    hrPos: await post('/api/positions/add', { position_name: 'HR Generalist', department_id: hrDep }),
    subA: await post('/api/subdepartments/add', { sub_department_name: 'CD-HW' }),
    subB: await post('/api/subdepartments/add', { sub_department_name: 'VA-US' }),
  };
}

let seq = 0;

/** A complete, valid datasheet; override what a test is about. */
export function datasheet(org: Org, overrides: Record<string, unknown> = {}) {
  seq++;
  return {
    emp_id: `2025-${String(seq).padStart(3, '0')}`,
    first_name: 'Maria',
    middle_name: 'Santos',
    last_name: `Reyes`,
    suffix: 'None',
    position_id: org.agent,
    sub_department_id: org.subA,
    civil_status: 'single',
    birthdate: '1996-04-12',
    current_address: '12 Rizal St., Brgy. Kapitolyo, Pasig City',
    permanent_address: '45 Mabini St., Brgy. Poblacion, Batangas City',
    contact: '0917-1234567',
    contact_person: 'Ana Reyes',
    relationship: 'Mother',
    emergency_no: '0918-7654321',
    email_address: `maria.reyes${seq}@example.com`,
    employment_date: '2025-03-03',
    date_signed: '2025-02-26',
    training_start: '2025-03-03',
    basic_salary: '18000',
    monthly_allowance: '2,000.50',
    sss_no: '34-1234567-8',
    hdmf_no: '1234-5678-9012',
    mid_no: '1234-5678-9013',
    tin_no: '123-456-789',
    phic_no: '12-123456789-1',
    status: 'probationary',
    experience: [
      {
        employeer: 'Teleperformance',
        company_address: 'Pasay City',
        job_title: 'Customer Service Representative',
        start_date: '2022-01-10',
        end_date: '2024-12-20',
        previous_salary: '16,500.00',
        reason_for_leaving: 'Career growth',
      },
    ],
    ...overrides,
  };
}

/** Adds an employee through the API and returns its id. */
export async function hireVia(
  t: TestApp,
  org: Org,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const res = await t.call('POST', '/api/employees/add', datasheet(org, overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}
