import { ACTIVE_STATUSES } from '@hris/domain/employee';
import { type CreditField, creditFieldOf, LEAVE_TYPES, leaveDays } from '@hris/domain/leave';
import { shownDate } from '@hris/domain/text';
import { sql } from 'drizzle-orm';
import {
  leaveCreditConfig,
  type leaveCreditLedger,
  leaveCredits,
  leaveRequests,
} from '../../modules/leave/leave.tables';
import type { Tx } from '../client';
import { addDays, addMonths, rng } from './random';

type Person = {
  id: number;
  role_id: number;
  status: string;
  sub_department_id: number | null;
  user_id: number | null;
  supervisor: string | null;
  head: string | null;
  belong: number | null;
  employment_date: string;
};
type Ledger = typeof leaveCreditLedger.$inferInsert;

/** Credit config of the demo accounts: most earn 1.25 days a month and refresh yearly. */
const CONFIG: Record<string, [string, 'monthly' | 'yearly', string]> = {
  Mantra: ['1.00', 'monthly', 'Use-it-or-lose-it: unused days lapse at the start of each month'],
  Collections: ['1.00', 'monthly', 'Use-it-or-lose-it: unused days lapse at the start of each month'],
};
const DEFAULT_CONFIG: [string, 'monthly' | 'yearly', string] = [
  '1.25',
  'yearly',
  '15 days a year; unused days lapse on January 1',
];

const REASONS: Record<string, string[]> = {
  Vacation: ['Family vacation in Baguio', 'Out-of-town trip', 'Personal errands', 'Rest after peak season'],
  'Medical/Sick': ['Flu and fever', 'Dental procedure', 'Medical check-up', 'Migraine'],
  Emergency: ['Family emergency in the province', 'Child is sick', 'House flooded after heavy rain'],
  Maternity: ['Maternity leave'],
  Paternity: ['Birth of my child'],
  Bereavement: ['Death of a grandparent', 'Death in the family'],
  Offset: ['Offset for weekend overtime', 'Offset for holiday duty'],
};

export async function seedCreditConfig(tx: Tx): Promise<void> {
  const subs = await tx.execute<{ id: number; sub_department_name: string }>(
    sql`SELECT id, sub_department_name FROM sub_departments`,
  );
  for (const s of subs.rows) {
    const [earn, refresh, description] = CONFIG[s.sub_department_name] ?? DEFAULT_CONFIG;
    await tx
      .insert(leaveCreditConfig)
      .values({ sub_department_id: s.id, monthly_earn: earn, leave_refresh: refresh, description })
      .onConflictDoNothing();
  }
}

/**
 * A year of leave for the given employees (those without credits yet), simulated month by month so
 * that the ledger explains every balance: registration, each month's refresh and earning (with their
 * period, so the live monthly run continues them), and each approved leave's deduction. Requests in
 * every state, at both approval levels, some today and some coming up.
 */
export async function seedLeaveHistory(tx: Tx, today: string, seed = 42): Promise<void> {
  const r = rng(seed);
  const people = (
    await tx.execute<Person>(sql`
      SELECT e.id, e.role_id, e.status, e.sub_department_id, e.belong, e.employment_date,
        (SELECT u.id FROM users u WHERE u.employee_id = e.id ORDER BY u.id LIMIT 1) AS user_id,
        s.full_name AS supervisor, h.full_name AS head
      FROM employees e LEFT JOIN employees s ON s.id = e.belong LEFT JOIN employees h ON h.id = s.belong
      WHERE NOT EXISTS (SELECT 1 FROM leave_credits c WHERE c.employee_id = e.id) ORDER BY e.id`)
  ).rows;
  const config = new Map(
    (await tx.select().from(leaveCreditConfig)).map((k) => [
      k.sub_department_id,
      { earn: Number(k.monthly_earn), refresh: k.leave_refresh },
    ]),
  );
  const thisMonth = `${today.slice(0, 7)}-01`;
  const start = addMonths(thisMonth, -12);

  const ledger: Ledger[] = [];
  const leaves: (typeof leaveRequests.$inferInsert & { _ledger: Ledger[] })[] = [];
  const credits: (typeof leaveCredits.$inferInsert)[] = [];

  for (const p of people) {
    const active = (ACTIVE_STATUSES as readonly string[]).includes(p.status);
    const since = p.employment_date > start ? `${p.employment_date.slice(0, 7)}-01` : start;
    const bal: Record<CreditField, number> = {
      balance: r.int(0, 4),
      used: 0,
      bereavement: 3,
      solo_parents: r.chance(0.05) ? 7 : 0,
      maternity: r.chance(0.3) ? 105 : 0,
      paternity: r.chance(0.3) ? 7 : 0,
    };
    const at = (day: string) => `${day}T01:00:00Z`;
    for (const f of Object.keys(bal) as CreditField[]) {
      if (bal[f])
        ledger.push({
          employee_id: p.id,
          field: f,
          delta: String(bal[f]),
          reason: 'register',
          note: 'Opening credits',
          created_at: at(since),
        });
    }
    const k = p.sub_department_id ? config.get(p.sub_department_id) : undefined;
    // planned leave: one to four requests over the year
    const planned = Array.from({ length: r.int(1, 4) }, () => {
      const type = r.chance(0.8)
        ? r.pick(['Vacation', 'Medical/Sick', 'Emergency'] as const)
        : r.pick(LEAVE_TYPES);
      const s = r.date(since, addDays(today, 45));
      return { type, start: s, end: addDays(s, type === 'Maternity' ? 104 : r.int(0, 3)) };
    }).sort((a, b) => a.start.localeCompare(b.start));

    for (let month = since; month <= addMonths(thisMonth, -1); month = addMonths(month, 1)) {
      const period = month.slice(0, 7);
      if (active && k) {
        if (k.refresh === 'monthly' || month.endsWith('-01-01')) {
          ledger.push({
            employee_id: p.id,
            field: 'balance',
            delta: String(-bal.balance),
            reason: 'refresh',
            period,
            note: 'Unused credits lapse',
            created_at: at(month),
          });
          if (bal.used)
            ledger.push({
              employee_id: p.id,
              field: 'used',
              delta: String(-bal.used),
              reason: 'refresh',
              period,
              note: 'Unused credits lapse',
              created_at: at(month),
            });
          bal.balance = 0;
          bal.used = 0;
        }
        if (k.earn > 0) {
          ledger.push({
            employee_id: p.id,
            field: 'balance',
            delta: String(k.earn),
            reason: 'accrual',
            period,
            note: 'Monthly earning',
            created_at: at(month),
          });
          bal.balance += k.earn;
        }
      }
      const next = addMonths(month, 1);
      for (const l of planned.filter((x) => x.start >= month && x.start < next))
        leaves.push(makeLeave(p, l, bal, today));
    }
    for (const l of planned.filter((x) => x.start >= thisMonth)) leaves.push(makeLeave(p, l, bal, today));
    credits.push({
      employee_id: p.id,
      // registered when their history starts, so the live monthly run continues it
      created_at: at(since),
      leave_credit_balance: bal.balance.toFixed(2),
      leave_credit_used: bal.used.toFixed(2),
      leave_credit_bereavement: bal.bereavement.toFixed(2),
      leave_credit_solo_parents: bal.solo_parents.toFixed(2),
      leave_credit_maternity: bal.maternity.toFixed(2),
      leave_credit_paternity: bal.paternity.toFixed(2),
    });
  }

  function makeLeave(
    p: Person,
    l: { type: string; start: string; end: string },
    bal: Record<CreditField, number>,
    now: string,
  ) {
    const days = leaveDays(l.start, l.end);
    // Filed some days before the start, and never after today (future leave is filed in advance).
    const early = addDays(l.start, -r.int(2, 14));
    const filed = early < now ? early : addDays(now, -r.int(0, 10));
    const acted = (d: string) => (d < now ? d : now);
    const past = l.start < now;
    let status: 'pending' | 'approved' | 'rejected' = past
      ? r.chance(0.88)
        ? 'approved'
        : 'rejected'
      : r.pick(['pending', 'pending', 'approved']);
    let remarks = l.type === 'Offset' || r.chance(0.1) ? 'Without Pay' : 'With Pay';
    const field = creditFieldOf(l.type, remarks);
    if (status === 'approved' && field && bal[field] < days) {
      if (past) remarks = 'Without Pay';
      else status = 'pending';
    }
    const want = status === 'approved' ? creditFieldOf(l.type, remarks) : null;
    const level = p.role_id === 2 ? 2 : 1;
    const tl =
      level === 1
        ? status === 'pending'
          ? r.pick(['pending', 'approved', 'approved'] as const)
          : 'approved'
        : 'approved';
    const asm =
      status === 'pending' && tl === 'pending'
        ? 'pending'
        : status === 'pending'
          ? r.pick(['pending', 'approved'] as const)
          : 'approved';
    const _ledger: Ledger[] = [];
    if (want) {
      bal[want] -= days;
      const note = `${l.type} ${shownDate(l.start)} to ${shownDate(l.end)}`;
      const when = `${acted(addDays(filed, 2))}T02:00:00Z`;
      _ledger.push({
        employee_id: p.id,
        field: want,
        delta: String(-days),
        reason: 'deduction',
        note,
        created_at: when,
      });
      if (want === 'balance') {
        bal.used += days;
        _ledger.push({
          employee_id: p.id,
          field: 'used',
          delta: String(days),
          reason: 'deduction',
          note,
          created_at: when,
        });
      }
    }
    return {
      employee_id: p.id,
      user_id: p.user_id ?? 0,
      date_filled: filed,
      leave_type: l.type,
      no_of_days: days,
      start_date: l.start,
      end_date: l.end,
      reason: r.pick(REASONS[l.type] ?? ['Personal']),
      remarks,
      status,
      reason_to_declined:
        status === 'rejected'
          ? r.pick(['Peak season: the account needs full staffing', 'Filed too late for the schedule'])
          : '',
      tl_status: tl,
      tl_date_approved: tl === 'approved' ? acted(addDays(filed, 1)) : null,
      asm_status: asm,
      asm_date_approved: asm === 'approved' ? acted(addDays(filed, 1)) : null,
      ceo_status: status === 'approved' || asm === 'approved' ? 'approved' : 'pending',
      hr_date_recived: status === 'pending' && r.chance(0.6) ? null : acted(addDays(filed, 2)),
      hr_date_approved: status === 'approved' ? acted(addDays(filed, 2)) : null,
      supervisor: level === 1 ? p.supervisor : null,
      department_head: level === 1 ? p.head : p.supervisor,
      roles: level,
      belongs_to: p.belong ?? 0,
      credit_field: want,
      credit_days: want ? String(days) : '0',
      _ledger,
    };
  }

  for (let i = 0; i < leaves.length; i += 1000) {
    const chunk = leaves.slice(i, i + 1000);
    const ids = await tx
      .insert(leaveRequests)
      .values(chunk.map(({ _ledger, ...l }) => l))
      .returning({ id: leaveRequests.id });
    chunk.forEach((l, j) => {
      for (const x of l._ledger)
        ledger.push({ ...x, leave_id: ids[j]!.id, note: `${x.note} (leave #${ids[j]!.id})` });
    });
  }
  for (let i = 0; i < credits.length; i += 2000)
    await tx.insert(leaveCredits).values(credits.slice(i, i + 2000));
  // One JSON parameter a chunk: a VALUES list with a parameter per value took minutes for the
  // million ledger rows of 50,000 employees.
  for (let i = 0; i < ledger.length; i += 5000)
    await tx.execute(sql`
      INSERT INTO leave_credit_ledger (employee_id, field, delta, reason, leave_id, period, note, created_at)
      SELECT employee_id, field, delta, reason, leave_id, period, note, created_at
      FROM json_populate_recordset(NULL::leave_credit_ledger, ${JSON.stringify(ledger.slice(i, i + 5000))}::json)`);
}
