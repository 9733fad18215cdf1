import { ACTIVE_STATUSES } from '@hris/domain/employee';
import { type CorrectiveAction, type InfractionType, nextCorrectiveAction } from '@hris/domain/infractions';
import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import {
  coachingRecords,
  evaluationActionPlans,
  evaluations,
  nteAttachments,
  nteOccurrences,
  nteRequests,
} from '../../modules/discipline/discipline.tables';
import type { FileStorage } from '../../plugins/files/storage';
import { storeBytes } from '../../plugins/files/store-bytes';
import type { Tx } from '../client';
import { addDays, rng } from './random';
import { samplePdf, signaturePng } from './sample-files';

type Rng = ReturnType<typeof rng>;

/**
 * Files the demo's NTEs, coaching records and evaluations carry (attachments and signature images),
 * written through the files layer. Returns the id of the stored file.
 */
export type SeedFiles = {
  attachment: (kind: 'pdf' | 'png', tx: Tx) => Promise<number>;
  signature: (tx: Tx) => Promise<number>;
};

/**
 * SeedFiles that write through the files layer's storage, with a `files` row each (in the seed's
 * transaction): attachments uploaded by HR (`createdBy`), signatures sent by the self-service system.
 */
export function storedSeedFiles(storage: FileStorage, createdBy: number | null): SeedFiles {
  let n = 0;
  const store = async (tx: Tx, ext: 'pdf' | 'png', bytes: Buffer, original: string, by: number | null) =>
    (await storeBytes(tx, storage, { bytes, ext, original, createdBy: by })).id;
  return {
    attachment: (kind, tx) =>
      kind === 'pdf'
        ? store(
            tx,
            'pdf',
            samplePdf('Incident report', [
              'Prepared by the team leader for HR.',
              'The details and the occurrences are on the NTE.',
            ]),
            'incident-report.pdf',
            createdBy,
          )
        : store(tx, 'png', signaturePng(1000 + ++n), 'screenshot.png', createdBy),
    signature: (tx) => store(tx, 'png', signaturePng(++n), 'signature.png', null),
  };
}

type Person = {
  id: number;
  status: string;
  role_id: number;
  employment_date: string;
  supervisor: string | null;
  supervisor_id: number | null;
  head: string | null;
};

/** What an infraction of each type looked like, the common ones first and most often. */
const DETAILS: Record<InfractionType, string[]> = {
  i: [
    'Reported for work 45 minutes late three times within one week without notice.',
    'Absent on a scheduled shift without leave or notice to the team leader.',
    'Habitual tardiness: late on 6 of the last 10 working days.',
  ],
  ii: [
    'Was away from the workstation for over an hour while logged in as available.',
    'Overbreak of 40 minutes on lunch without logging the break.',
    'Asked a teammate to log in on their behalf.',
  ],
  iii: [
    'Raised their voice at a teammate on the production floor during a huddle.',
    'Used a personal mobile phone on the production floor against the clean-desk policy.',
  ],
  iv: [
    'Left the production floor for two hours without notice.',
    'Missed the quality checklist on 12 of 20 audited calls.',
    'Did not send the end-of-shift report to the client for three days.',
  ],
  v: ['Submitted a medical certificate that the clinic did not issue to cover an absence.'],
  vi: ['Left food waste at the workstation again after two reminders from facilities.'],
  vii: ['Damaged a company headset by misuse; the second one this quarter.'],
  viii: ["Refused the team leader's instruction to attend a scheduled coaching session."],
  ix: ["Shared a customer's account details in a personal group chat."],
  x: ['Installed unauthorised software on a company computer.'],
  xi: ['Did not publish the team schedule on time for two consecutive weeks.'],
  xii: [
    'Released customer calls before resolution (call avoidance) on four audited calls.',
    'Placed customers on hold for more than five minutes without checking back.',
  ],
  xiii: ['Made unwelcome remarks about a colleague during a team activity.'],
  xiv: ['Was found with prohibited substances in a locker on company premises.'],
};
const COMMON: InfractionType[] = ['i', 'i', 'i', 'ii', 'ii', 'iv', 'iv', 'xii', 'xii', 'iii', 'vii', 'viii'];
const RARE: InfractionType[] = ['v', 'vi', 'ix', 'x', 'xi', 'xiii', 'xiv'];

const EXPLANATIONS = [
  'I was unwell that week and did not inform my team leader in time. I understand this affected the team.',
  'There was heavy traffic and a transport strike on those days. I should have left earlier.',
  'I misunderstood the policy; I thought the break could be taken later in the shift.',
  'I had a family emergency and could not call in. I can show proof if needed.',
  'I admit the lapse and I have no excuse. I will do better.',
];
const COMMITMENTS = [
  'I will inform my team leader ahead of any absence or delay.',
  'I will follow the break schedule and log every break.',
  'I will complete the quality checklist on every call.',
  'I will leave home an hour earlier and use the company shuttle.',
];
const DECISIONS = [
  'After reviewing the explanation, a verbal warning is given. A repeat will lead to the next corrective action.',
  'The explanation is not accepted. The corrective action stands as stated in the notice.',
  'The explanation is partly accepted; the action is recorded, with a coaching plan with the team leader.',
  'Considering the gravity of the offence, the action to be taken is upheld.',
];
const REQUESTERS_OTHER = ['HR Department', 'Quality Assurance Team', 'Client Services'];

const COACHING = {
  agreement: [
    'Attend on time for every shift for the next 30 days.',
    'Raise the quality score to 90% within the month.',
    'Follow the break schedule and log every break.',
  ],
  strength: [
    'Good rapport with customers; calm under pressure.',
    'Quick learner; knows the product well.',
    'Helpful to new teammates.',
  ],
  performance: [
    'Quality score dropped to 78% over the last two weeks; several calls missed the verification step.',
    'Average handling time is 40% above target.',
    'Late on 5 of the last 15 shifts; adherence to schedule at 82%.',
    'Customer satisfaction fell after the process change; tone on calls needs work.',
  ],
  client: ['Customers wait longer in the queue.', 'The client flagged the account in the weekly review.'],
  employee: ['At risk of a lower rating and of missing the incentive.', 'Stress from the backlog.'],
  team: ['Teammates cover the queue during absences.', 'The team misses its service level.'],
  company: ['Risk of penalties under the service agreement.', 'Reputation with the client suffers.'],
  commitment: [
    'I will review the call checklist before each shift.',
    'I will set two alarms and take the earlier shuttle.',
    'I will ask for help on difficult calls instead of holding.',
  ],
  expected: [
    'Quality at 90% or more by the end of the month.',
    'No late log-in over the next 30 days.',
    'Handling time within target in four weeks.',
  ],
};

const REVIEW_TYPES = [
  'Annual Review',
  'Probationary Review',
  'Regularization Review',
  'Quarterly Review',
  'Others',
];
const RATING_COMMENTS = {
  performance: [
    'Meets targets consistently.',
    'Quality needs attention.',
    'Exceeded targets in peak season.',
  ],
  communication: ['Clear and courteous with customers.', 'Needs to update the team lead more often.'],
  adherence: ['Always on time.', 'Several late log-ins this period.', 'Follows the schedule well.'],
  aplus_value: ['Lives the company values.', 'A good team player.', 'Helps onboard new hires.'],
};
const PLANS: [string, string][] = [
  ['Complete the product refresher course', 'Course certificate by the end of the quarter'],
  ['Shadow a top performer for two shifts', 'Quality score of 90% or more next month'],
  ['Take the business writing workshop', 'No escalations about e-mail tone for 60 days'],
  ['Lead the weekly team huddle', 'Huddles held every week for a quarter'],
  ['Reduce average handling time', 'Within target for four consecutive weeks'],
];
const SUPERVISOR_COMMENTS = [
  'A dependable agent who meets expectations; work on handling time next.',
  'Strong quarter: exceeded the quality target and helped the new hires.',
  'Adherence must improve; quality is good.',
  'Ready for more responsibility; recommended for the mentoring programme.',
];
const EMPLOYEE_COMMENTS = [
  'Thank you for the feedback. I will work on the action plan.',
  'I agree with the review.',
  'I would like more coaching on the new process.',
];

type NteInsert = typeof nteRequests.$inferInsert;

/**
 * Rows of one shape (the same keys in each) inserted as one JSON parameter, in order; their ids in
 * the same order. Many times faster than a VALUES list with a parameter per value for the
 * thousands of rows of the bulk seed.
 */
async function insertRows(
  tx: Tx,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
): Promise<number[]> {
  const ids: number[] = [];
  const name = sql.identifier(getTableConfig(table).name);
  for (let i = 0; i < rows.length; i += 2000) {
    const chunk = rows.slice(i, i + 2000);
    const columns = sql.join(
      Object.keys(chunk[0]!).map((c) => sql.identifier(c)),
      sql`, `,
    );
    const { rows: out } = await tx.execute<{ id: number }>(sql`
      INSERT INTO ${name} (${columns})
      SELECT ${columns} FROM json_populate_recordset(NULL::${name}, ${JSON.stringify(chunk)}::json)
      RETURNING id`);
    ids.push(...out.map((r) => r.id));
  }
  return ids;
}

/** What an NTE row holds before its stage says otherwise: every row has every key. */
const NTE_BLANK = {
  tl_status: 'pending',
  tl_date_approved: null,
  asm_status: 'pending',
  asm_date_approved: null,
  hr_status: 'pending',
  hr_date_approved: null,
  employee_status: 'unacknowledged',
  acknowledged_at: null,
  plan_for_improvement: '',
  employees_commitment: '',
  hr_notice_for_decision: '',
  hr_decision_status: 'undecided',
  hr_date_decided: null,
  decided_at: null,
  signature_file_id: null,
} satisfies Partial<NteInsert>;
type Stage = 'awaiting' | 'review' | 'rejected' | 'served' | 'acknowledged' | 'decided';

/** The statuses and dates of an NTE at a stage, filed on `filed`, as of `today`. */
function statusesAt(stage: Stage, filed: string, today: string, r: Rng): Partial<NteInsert> {
  const upTo = (d: string) => (d < today ? d : today);
  const chainDay = upTo(addDays(filed, 1));
  const served = upTo(addDays(filed, r.int(1, 3)));
  const chain = {
    tl_status: 'approved',
    tl_date_approved: chainDay,
    asm_status: 'approved',
    asm_date_approved: chainDay,
  } as const;
  /** Served, then answered by the employee within four days. */
  const answered = () =>
    ({
      ...chain,
      hr_status: 'approved',
      hr_date_approved: served,
      employee_status: 'acknowledged',
      acknowledged_at: `${upTo(addDays(served, r.int(0, 4)))}T03:00:00Z`,
      plan_for_improvement: r.pick(EXPLANATIONS),
      employees_commitment: r.pick(COMMITMENTS),
    }) as const;
  switch (stage) {
    case 'awaiting': {
      const declined = r.chance(0.3);
      return {
        tl_status: declined ? 'rejected' : r.pick(['pending', 'approved']),
        asm_status: 'pending',
        hr_status: 'pending',
      };
    }
    case 'review':
      return { ...chain, hr_status: 'pending' };
    case 'rejected':
      return { ...chain, hr_status: 'rejected' };
    case 'served':
      return { ...chain, hr_status: 'approved', hr_date_approved: served };
    case 'acknowledged':
      return answered();
    case 'decided': {
      const decided = upTo(addDays(served, r.int(5, 9)));
      return {
        ...answered(),
        hr_decision_status: 'decided',
        hr_notice_for_decision: r.pick(DECISIONS),
        hr_date_decided: decided,
        decided_at: `${decided}T06:00:00Z`,
      };
    }
  }
}

/** An NTE's stage by how long ago it was filed: old ones are decided, recent ones anywhere. */
function stageFor(filed: string, today: string, r: Rng): Stage {
  const age = (Date.parse(today) - Date.parse(filed)) / 86_400_000;
  if (age > 60) return r.chance(0.92) ? 'decided' : r.pick(['rejected', 'acknowledged']);
  if (age > 14) return r.pick(['decided', 'decided', 'acknowledged', 'served', 'rejected']);
  return r.pick(['awaiting', 'review', 'review', 'rejected', 'served', 'served', 'acknowledged', 'decided']);
}

/**
 * NTEs, coaching records and evaluations for the employees from `fromEmployeeId` on, over the
 * `years` up to `today`: NTEs in every stage of the tracker (the actions following the ladder of
 * each employee's earlier NTEs of a type), coaching records acknowledged and not, evaluations in
 * every state of the list. With `files`, some NTEs carry a PDF and a PNG attachment, and what was
 * acknowledged or signed carries a signature image.
 */
export async function seedDiscipline(
  tx: Tx,
  opts: {
    today: string;
    seed: number;
    fromEmployeeId?: number;
    /** How far back the records go, in days. */
    days: number;
    /** The share of employees with NTEs, coaching records and evaluations in that time. */
    rates: { nte: number; coaching: number; evaluation: number };
    createdBy?: number | null;
    /** Add recent NTEs so that every stage of the tracker shows (the demo). */
    everyStage?: boolean;
    files?: SeedFiles;
  },
): Promise<void> {
  const r = rng(opts.seed);
  const { today, files } = opts;
  const from = addDays(today, -opts.days);
  const people = (
    await tx.execute<Person>(sql`
      SELECT e.id, e.status, e.role_id, e.employment_date, s.full_name AS supervisor, s.id AS supervisor_id,
        h.full_name AS head
      FROM employees e LEFT JOIN employees s ON s.id = e.belong LEFT JOIN employees h ON h.id = s.belong
      WHERE e.id >= ${opts.fromEmployeeId ?? 0} ORDER BY e.id`)
  ).rows;
  const active = (p: Person) => (ACTIVE_STATUSES as readonly string[]).includes(p.status);
  const dayIn = (p: Person) => r.date(p.employment_date > from ? p.employment_date : from, today);

  // ---- NTEs
  const ntes: (NteInsert & { _occ: { date: string; details: string }[]; _files: ('pdf' | 'png')[] })[] = [];
  for (const p of people) {
    if (p.employment_date > today || !r.chance(opts.rates.nte)) continue;
    const count = r.chance(0.25) ? r.int(2, 4) : 1;
    const dates = Array.from({ length: count }, () => dayIn(p)).sort();
    const type: InfractionType = r.chance(0.9) ? r.pick(COMMON) : r.pick(RARE);
    const earlier: CorrectiveAction[] = [];
    for (const filed of dates) {
      const t = r.chance(0.7) ? type : r.pick(COMMON);
      const stage = stageFor(filed, today, r);
      const step = nextCorrectiveAction(t === type ? earlier : []);
      const action: CorrectiveAction =
        step === 'Suspension' ? r.pick(['3 Days Suspension', '10 Days Suspension'] as const) : step;
      const statuses = statusesAt(stage, filed, today, r);
      if (t === type && statuses.hr_status === 'approved') earlier.push(action);
      const incident = addDays(filed, -r.int(0, 5));
      const details = r.pick(DETAILS[t]);
      const occ =
        r.chance(0.6) && incident >= '2019-01-01'
          ? Array.from({ length: r.int(1, 3) }, (_, i) => ({
              date: addDays(incident, -i),
              details: i === 0 ? details : r.pick(DETAILS[t]),
            }))
          : [];
      ntes.push({
        employee_id: p.id,
        requested_by: p.supervisor && r.chance(0.8) ? p.supervisor : r.pick(REQUESTERS_OTHER),
        date_request: filed,
        date_incident: incident < '2019-01-01' ? filed : incident,
        type_of_infraction: t,
        action_to_be_taken: action,
        details_of_infraction: details,
        created_by: opts.createdBy ?? null,
        created_at: `${filed}T02:00:00Z`,
        updated_at: `${filed}T02:00:00Z`,
        ...NTE_BLANK,
        ...statuses,
        _occ: occ,
        _files:
          files && r.chance(0.35) ? (r.chance(0.5) ? ['pdf', 'png'] : [r.pick(['pdf', 'png'] as const)]) : [],
      });
    }
  }
  // The demo shows every row action of the tracker today: one recent NTE of each stage (served
  // twice: one the employee still has days to answer, one past its five days).
  if (opts.everyStage) {
    const staff = people.filter((p) => active(p) && p.employment_date < addDays(today, -30));
    const recent: [Stage, number][] = [
      ['awaiting', 2],
      ['review', 1],
      ['review', 3],
      ['rejected', 4],
      ['served', 2],
      ['served', 10],
      ['acknowledged', 6],
      ['decided', 12],
    ];
    for (const [k, [stage, ago]] of recent.entries()) {
      const p = staff[(k * 7 + 3) % staff.length];
      if (!p) break;
      const filed = addDays(today, -ago);
      const t = r.pick(COMMON);
      ntes.push({
        employee_id: p.id,
        requested_by: p.supervisor ?? 'HR Department',
        date_request: filed,
        date_incident: addDays(filed, -1),
        type_of_infraction: t,
        action_to_be_taken: 'VW',
        details_of_infraction: r.pick(DETAILS[t]),
        created_by: opts.createdBy ?? null,
        created_at: `${filed}T02:00:00Z`,
        updated_at: `${filed}T02:00:00Z`,
        ...NTE_BLANK,
        ...statusesAt(stage, filed, today, r),
        ...(stage === 'served' && { hr_date_approved: addDays(filed, 1) }),
        _occ: [{ date: addDays(filed, -1), details: r.pick(DETAILS[t]) }],
        _files: files ? ['pdf', 'png'] : [],
      });
    }
  }
  for (let i = 0; i < ntes.length; i += 1000) {
    const chunk = ntes.slice(i, i + 1000);
    if (files) {
      for (const n of chunk)
        if (n.employee_status === 'acknowledged') n.signature_file_id = await files.signature(tx);
    }
    const ids = await insertRows(
      tx,
      nteRequests,
      chunk.map(({ _occ, _files, ...n }) => n),
    );
    const occurrences = chunk.flatMap((n, j) =>
      n._occ.map((o, position) => ({ nte_id: ids[j]!, position, ...o })),
    );
    await insertRows(tx, nteOccurrences, occurrences);
    if (files) {
      const attachments: (typeof nteAttachments.$inferInsert)[] = [];
      for (const [j, n] of chunk.entries())
        for (const kind of n._files)
          attachments.push({ nte_id: ids[j]!, file_id: await files.attachment(kind, tx) });
      if (attachments.length) await tx.insert(nteAttachments).values(attachments);
    }
  }

  // ---- coaching records
  const coaching: (typeof coachingRecords.$inferInsert)[] = [];
  for (const p of people) {
    if (!active(p) || p.employment_date > today || !r.chance(opts.rates.coaching)) continue;
    const count = r.chance(0.3) ? 2 : 1;
    for (let i = 0; i < count; i++) {
      const day = dayIn(p);
      const acknowledged = addDays(day, 3) < today ? r.chance(0.8) : r.chance(0.3);
      coaching.push({
        employee_id: p.id,
        date_coaching: day,
        superior_name: p.supervisor ?? p.head ?? 'Operations Manager',
        coached_by: p.supervisor_id,
        agreement: r.pick(COACHING.agreement),
        strength: r.pick(COACHING.strength),
        performance: r.pick(COACHING.performance),
        client: r.pick(COACHING.client),
        employee: r.pick(COACHING.employee),
        team: r.pick(COACHING.team),
        company: r.pick(COACHING.company),
        employee_commitment: acknowledged ? r.pick(COACHING.commitment) : '',
        expected_result: r.pick(COACHING.expected),
        employee_status: acknowledged ? 'acknowledged' : 'unacknowledged',
        acknowledged_at: acknowledged
          ? `${addDays(day, 1) < today ? addDays(day, 1) : today}T04:00:00Z`
          : null,
        employee_signature_file_id: acknowledged && files ? await files.signature(tx) : null,
        created_at: `${day}T05:00:00Z`,
        updated_at: `${day}T05:00:00Z`,
      });
    }
  }
  await insertRows(tx, coachingRecords, coaching);

  // ---- evaluations
  const evals: (typeof evaluations.$inferInsert & { _plans: [string, string][] })[] = [];
  for (const p of people) {
    if (!active(p) || p.employment_date > today || !r.chance(opts.rates.evaluation)) continue;
    const day = dayIn(p);
    const ratings = Array.from({ length: 4 }, () => r.pick([2, 3, 3, 3, 4, 4, 4, 5]));
    const [performance, communication, adherence, aplus] = ratings as [number, number, number, number];
    const overall = (performance + communication + adherence + aplus) / 4;
    const byHead = p.role_id === 2 || !p.supervisor;
    const recent = addDays(day, 10) >= today;
    const roll = r.next();
    // every state of the list: approved, waiting for the employee, pending, rejected
    const state =
      roll < (recent ? 0.3 : 0.78)
        ? 'approved'
        : roll < (recent ? 0.6 : 0.88)
          ? 'waiting'
          : roll < (recent ? 0.85 : 0.92)
            ? 'pending'
            : 'rejected';
    const tl = state === 'pending' ? r.pick(['pending', 'approved'] as const) : 'approved';
    const asm =
      state === 'pending' && tl === 'approved'
        ? 'pending'
        : state === 'rejected'
          ? 'rejected'
          : tl === 'pending'
            ? 'pending'
            : 'approved';
    const employee =
      state === 'approved' ? 'approved' : state === 'rejected' && r.chance(0.3) ? 'rejected' : 'pending';
    const description = r.pick(REVIEW_TYPES);
    const signDay = addDays(day, 1) < today ? addDays(day, 1) : today;
    const comment = (area: keyof typeof RATING_COMMENTS, v: number) =>
      v === 3 && r.chance(0.6) ? '' : r.pick(RATING_COMMENTS[area]);
    evals.push({
      employee_id: p.id,
      supervisor_name: p.supervisor ?? '',
      department_head: p.head ?? p.supervisor ?? '',
      description,
      others: description === 'Others' ? 'Transfer to a new account' : '',
      performance,
      performance_comments: comment('performance', performance),
      communication,
      communication_comments: comment('communication', communication),
      adherence,
      adherence_comments: comment('adherence', adherence),
      aplus_value: aplus,
      aplus_value_comments: comment('aplus_value', aplus),
      overall_rating: overall.toFixed(2),
      supervisor_comments: r.pick(SUPERVISOR_COMMENTS),
      employee_comments: employee === 'approved' ? r.pick(EMPLOYEE_COMMENTS) : '',
      supervisor_signature_file_id: files ? await files.signature(tx) : null,
      employee_signature_file_id: files && employee === 'approved' ? await files.signature(tx) : null,
      supervisor_date_sign: day,
      employee_date_sign: employee === 'approved' ? signDay : null,
      requester_role_id: byHead ? 3 : 2,
      tl_status: tl,
      asm_status: asm,
      employee_status: employee,
      created_at: `${day}T06:00:00Z`,
      updated_at: `${day}T06:00:00Z`,
      _plans: Array.from({ length: r.int(1, 4) }, () => r.pick(PLANS)),
    });
  }
  for (let i = 0; i < evals.length; i += 1000) {
    const chunk = evals.slice(i, i + 1000);
    const ids = await insertRows(
      tx,
      evaluations,
      chunk.map(({ _plans, ...v }) => v),
    );
    const plans = chunk.flatMap((v, j) =>
      v._plans.map(([action_item, messure_of_success], position) => ({
        evaluation_id: ids[j]!,
        position,
        action_item,
        messure_of_success,
      })),
    );
    await insertRows(tx, evaluationActionPlans, plans);
  }
}
