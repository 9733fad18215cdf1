import { evaluationListState } from '@hris/domain/evaluation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, expectGuarded, json, type TestApp, testApp } from '../../../test/app';
import { hireVia, makeOrg, type Org } from '../../../test/fixtures';
import { signaturePng } from '../../db/seed/sample-files';
import { storeBytes } from '../../plugins/files/store-bytes';
import { coachingRecords, evaluationActionPlans, evaluations } from './discipline.tables';

/**
 * Coaching records and evaluations are written by the self-service system; HR reads them. The tests
 * write them as that system does, straight into their tables.
 */

let t: TestApp;
let org: Org;
let ana: number;
let ben: number;
beforeAll(async () => {
  t = await testApp();
  org = await makeOrg(t);
  ana = await hireVia(t, org, { first_name: 'Ana', last_name: 'Coachee', employment_date: '2024-02-05' });
  ben = await hireVia(t, org, { first_name: 'Benjamin', last_name: 'Rated', status: 'regular' });
});
afterAll(() => t.close());

async function signature(seed: number): Promise<{ id: number; name: string; bytes: Buffer }> {
  const bytes = signaturePng(seed);
  const f = await storeBytes(t.db, t.app.files.storage, { bytes, ext: 'png', original: 'signature.png' });
  return { id: f.id, name: f.file_name, bytes };
}

const coachingOf = (o: Partial<typeof coachingRecords.$inferInsert>) => ({
  employee_id: ana,
  date_coaching: '2026-03-10',
  superior_name: 'Carlo Leader',
  agreement: 'Attend on time for every shift for 30 days.',
  strength: 'Good rapport with customers.',
  performance:
    'Late on 5 of the last 15 shifts; adherence to schedule at 82%, below the 95% target of the account.',
  client: 'Customers wait longer.',
  employee: 'At risk of a lower rating.',
  team: 'Teammates cover the queue.',
  company: 'Risk of penalties.',
  employee_commitment: 'I will take the earlier shuttle.',
  expected_result: 'No late log-in for 30 days.',
  ...o,
});

describe('Employee Coached (api/employee/coached/all and /{year})', () => {
  let ids: Record<string, number>;
  let sig: Awaited<ReturnType<typeof signature>>;
  beforeAll(async () => {
    sig = await signature(7);
    const rows = await t.db
      .insert(coachingRecords)
      .values([
        coachingOf({
          employee_status: 'acknowledged',
          employee_signature_file_id: sig.id,
          acknowledged_at: '2026-03-11T02:00:00Z',
        }),
        coachingOf({ date_coaching: '2026-05-02', superior_name: 'Ava Head', employee_commitment: '' }),
        coachingOf({ employee_id: ben, date_coaching: '2025-11-20', superior_name: 'Carlo Leader' }),
      ])
      .returning({ id: coachingRecords.id });
    ids = { acknowledged: rows[0]!.id, open: rows[1]!.id, older: rows[2]!.id };
  });
  const list = async (q: string) => json(await t.call('GET', `/api/employee/coached/all${q}`));

  it('lists the records newest first, 100 a page, with the columns of the screen', async () => {
    const page = await list('');
    expect(page.meta).toEqual({ page: 1, per_page: 100, total: 3, last_page: 1 });
    expect(page.data.map((r: { coach_id: number }) => r.coach_id)).toEqual([
      ids.open,
      ids.acknowledged,
      ids.older,
    ]);
    expect(page.data[1]).toEqual({
      coach_id: ids.acknowledged,
      employee_id: ana,
      date_coaching: '2026-03-10',
      full_name: 'Ana Coachee',
      emp_id: expect.stringMatching(/^\d{4}-\d{3}$/),
      position_name: 'Customer Service Representative',
      performance: coachingOf({}).performance,
      superior_name: 'Carlo Leader',
      employee_status: 'acknowledged',
    });
  });

  it('filters by year (path or query) and name, sorts and pages', async () => {
    const ofYear = (p: { data: { coach_id: number }[] }) => p.data.map((r) => r.coach_id);
    expect(ofYear(await list('/2026'))).toEqual([ids.open, ids.acknowledged]);
    expect(ofYear(await list('?year=2025'))).toEqual([ids.older]);
    expect(ofYear(await list('?q=benj'))).toEqual([ids.older]);
    expect(ofYear(await list('?q=an'))).toEqual([ids.open, ids.acknowledged]);
    const sorted = await list('?sort=superior_name&order=asc&per_page=2&page=2');
    expect(sorted.meta).toEqual({ page: 2, per_page: 2, total: 3, last_page: 2 });
    expect(ofYear(sorted)).toEqual([ids.older]);
    expect(Object.keys(errorsOf(await t.call('GET', '/api/employee/coached/all/2018')))).toEqual(['year']);
    expect(Object.keys(errorsOf(await t.call('GET', '/api/employee/coached/all?sort=performance')))).toEqual([
      'sort',
    ]);
  });

  it('gives one record with the fields of the printable details and a working signature link', async () => {
    const d = json(await t.call('GET', `/api/employee/coaching/get/${ids.acknowledged}`));
    expect(d).toMatchObject({
      coach_id: ids.acknowledged,
      first_name: 'Ana',
      last_name: 'Coachee',
      department_name: 'Operations',
      status: 'probationary',
      employment_date: '2024-02-05',
      agreement: 'Attend on time for every shift for 30 days.',
      strength: 'Good rapport with customers.',
      client: 'Customers wait longer.',
      employee: 'At risk of a lower rating.',
      team: 'Teammates cover the queue.',
      company: 'Risk of penalties.',
      employee_commitment: 'I will take the earlier shuttle.',
      expected_result: 'No late log-in for 30 days.',
      employee_status: 'acknowledged',
    });
    expect(d.employee_signature).toMatch(new RegExp(`^/upload/${sig.name}\\?expires=`));
    const got = await t.app.inject({ method: 'GET', url: d.employee_signature });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(sig.bytes)).toBe(true);
    const open = json(await t.call('GET', `/api/employee/coaching/get/${ids.open}`));
    expect(open).toMatchObject({ employee_status: 'unacknowledged', employee_signature: null });
    expect((await t.call('GET', '/api/employee/coaching/get/999999')).statusCode).toBe(404);
    expect(Object.keys(errorsOf(await t.call('GET', '/api/employee/coaching/get/0x10')))).toEqual(['id']);
  });
});

const evaluationOf = (o: Partial<typeof evaluations.$inferInsert>) => ({
  employee_id: ben,
  supervisor_name: 'Carlo Leader',
  department_head: 'Ava Head',
  description: 'Annual Review',
  performance: 4,
  performance_comments: 'Exceeded the quality target in peak season.',
  communication: 3,
  communication_comments: '',
  adherence: 2,
  adherence_comments: 'Several late log-ins this period.',
  aplus_value: 5,
  aplus_value_comments: 'Helps onboard new hires.',
  overall_rating: '3.50',
  supervisor_comments: 'A dependable agent; work on adherence next. Recommended for the mentoring programme.',
  employee_comments: 'Thank you for the feedback.',
  supervisor_date_sign: '2026-02-10',
  requester_role_id: 2,
  tl_status: 'approved' as const,
  asm_status: 'approved' as const,
  employee_status: 'approved' as const,
  created_at: '2026-02-10T02:00:00Z',
  ...o,
});

describe('Employee Evaluation (api/evaluation/all and /{year}, api/evaluation/{id}/{employee_id})', () => {
  let ids: Record<string, number>;
  let sig: Awaited<ReturnType<typeof signature>>;
  beforeAll(async () => {
    sig = await signature(11);
    const rows = await t.db
      .insert(evaluations)
      .values([
        evaluationOf({ supervisor_signature_file_id: sig.id, employee_date_sign: '2026-02-12' }),
        evaluationOf({
          employee_status: 'pending',
          employee_comments: '',
          created_at: '2026-04-01T02:00:00Z',
        }),
        evaluationOf({
          asm_status: 'rejected',
          employee_status: 'pending',
          created_at: '2026-04-02T02:00:00Z',
        }),
        evaluationOf({
          employee_id: ana,
          tl_status: 'pending',
          asm_status: 'pending',
          employee_status: 'pending',
          requester_role_id: 3,
          overall_rating: '4.25',
          // Dec 31 in UTC, but Jan 1 00:30 in Manila: an evaluation of the company's 2026
          created_at: '2025-12-31T16:30:00Z',
        }),
      ])
      .returning({ id: evaluations.id });
    ids = { approved: rows[0]!.id, waiting: rows[1]!.id, rejected: rows[2]!.id, pending: rows[3]!.id };
    await t.db.insert(evaluationActionPlans).values([
      {
        evaluation_id: ids.approved!,
        position: 1,
        action_item: 'Shadow a top performer',
        messure_of_success: 'Quality at 90%',
      },
      {
        evaluation_id: ids.approved!,
        position: 0,
        action_item: 'Set two alarms',
        messure_of_success: 'No late log-in in 60 days',
      },
    ]);
  });
  const list = async (q: string) => json(await t.call('GET', `/api/evaluation/all${q}`));
  const idsOf = (p: { data: { id: number }[] }) => p.data.map((r) => r.id);

  it('lists every state of the list, newest first, 20 a page', async () => {
    const page = await list('');
    expect(page.meta).toEqual({ page: 1, per_page: 20, total: 4, last_page: 1 });
    expect(idsOf(page)).toEqual([ids.rejected, ids.waiting, ids.approved, ids.pending]);
    expect(
      page.data.map((r: Parameters<typeof evaluationListState>[0]) => evaluationListState(r).state),
    ).toEqual(['rejected', 'waiting', 'approved', 'pending']);
    expect(page.data[2]).toEqual({
      id: ids.approved,
      employee_id: ben,
      fullname: 'Benjamin Rated',
      employee_no: expect.stringMatching(/^\d{4}-\d{3}$/),
      position: 'Customer Service Representative',
      department: 'Operations',
      description: 'Annual Review',
      overall_rating: 3.5,
      supervisor_comments: evaluationOf({}).supervisor_comments,
      requester_role_id: 2,
      tl_status: 'approved',
      asm_status: 'approved',
      employee_status: 'approved',
      created_at: '2026-02-10T02:00:00.000Z',
    });
  });

  it("filters by the company's year (path or query) and name, sorts and pages", async () => {
    expect(idsOf(await list('/2026'))).toEqual([ids.rejected, ids.waiting, ids.approved, ids.pending]);
    expect(idsOf(await list('?year=2026&q=ana'))).toEqual([ids.pending]);
    expect(idsOf(await list('/2026?q=benj&sort=created_at&order=asc'))).toEqual([
      ids.approved,
      ids.waiting,
      ids.rejected,
    ]);
    expect(idsOf(await list('?year=2025'))).toEqual([]);
    expect(idsOf(await list('/2025'))).toEqual([]);
    const sorted = await list('?sort=overall_rating&order=desc&per_page=1');
    expect(sorted.meta.last_page).toBe(4);
    expect(idsOf(sorted)).toEqual([ids.pending]);
    expect(Object.keys(errorsOf(await t.call('GET', '/api/evaluation/all/1999')))).toEqual(['year']);
  });

  it('gives one evaluation of its employee with the action plans and the signatures', async () => {
    const d = json(await t.call('GET', `/api/evaluation/${ids.approved}/${ben}`));
    expect(d).toMatchObject({
      id: ids.approved,
      fullname: 'Benjamin Rated',
      supervisor_name: 'Carlo Leader',
      department_head: 'Ava Head',
      hire_date: '2025-03-03',
      others: '',
      performance: 4,
      performance_comments: 'Exceeded the quality target in peak season.',
      communication: 3,
      adherence: 2,
      aplus_value: 5,
      aplus_value_comments: 'Helps onboard new hires.',
      overall_rating: 3.5,
      employee_comments: 'Thank you for the feedback.',
      employee_signature: null,
      supervisor_date_sign: '2026-02-10',
      employee_date_sign: '2026-02-12',
      action_plans: [
        { action_item: 'Set two alarms', messure_of_success: 'No late log-in in 60 days' },
        { action_item: 'Shadow a top performer', messure_of_success: 'Quality at 90%' },
      ],
    });
    const got = await t.app.inject({ method: 'GET', url: d.supervisor_signature });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(sig.bytes)).toBe(true);
    expect(json(await t.call('GET', `/api/evaluation/${ids.pending}/${ana}`)).action_plans).toEqual([]);
    // another employee's evaluation is not found under this one
    expect((await t.call('GET', `/api/evaluation/${ids.approved}/${ana}`)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/evaluation/999999/${ben}`)).statusCode).toBe(404);
    expect(Object.keys(errorsOf(await t.call('GET', `/api/evaluation/${ids.approved}/-1`)))).toEqual([
      'employee_id',
    ]);
  });

  it('gives one evaluation by its id alone, its employee read from it (performancedetails/{id})', async () => {
    const byId = json(await t.call('GET', `/api/evaluation/${ids.approved}`));
    expect(byId).toEqual(json(await t.call('GET', `/api/evaluation/${ids.approved}/${ben}`)));
    expect(json(await t.call('GET', `/api/evaluation/${ids.pending}`))).toMatchObject({
      id: ids.pending,
      employee_id: ana,
      fullname: 'Ana Coachee',
    });
    expect(json(await t.call('GET', '/api/evaluation/2147483647', undefined), 404)).toEqual({
      response: 'error',
      message: 'The evaluation was not found.',
    });
    for (const bad of ['abc', '0', '-1', '99999999999', '1.5', '0x10'])
      expect(Object.keys(errorsOf(await t.call('GET', `/api/evaluation/${bad}`))), bad).toEqual(['id']);
    await expectGuarded(t, 'GET', `/api/evaluation/${ids.approved}`);
  });
});
