import { sql } from 'drizzle-orm';
import type { FileStorage } from '../../plugins/files/storage';
import { storeBytes } from '../../plugins/files/store-bytes';
import type { Tx } from '../client';
import { addDays } from './random';
import { samplePdf } from './sample-files';

/**
 * The demo's contracts and memos: a signed contract for every employee (sent on their hiring day and
 * acknowledged within the week by most, the newest hires not yet), and memos to groups and to
 * everyone, each acknowledged by part of its recipients, so every figure of the screens shows. No
 * mail is queued for them: Remind sends the links of those who have not acknowledged.
 */
const MEMOS: Memo[] = [
  {
    title: 'Dress code for the CD-HW floor',
    to: 'CD-HW',
    daysAgo: 45,
    acknowledged: 80,
    lines: ['Smart casual from Monday to Thursday; company shirt on Fridays.', 'No slippers on the floor.'],
  },
  {
    title: 'Schedule swaps on VA-US',
    to: 'VA-US',
    daysAgo: 12,
    acknowledged: 45,
    lines: ['Swaps need the team leader’s approval a day before.', 'Swapped shifts count as worked shifts.'],
  },
  {
    title: 'Call recording notice for Collections',
    to: 'Collections',
    daysAgo: 3,
    acknowledged: 20,
    lines: ['Every call is recorded for quality and compliance.'],
  },
  {
    title: 'Holiday pay for the year-end holidays',
    to: null,
    daysAgo: 20,
    acknowledged: 60,
    lines: ['Work on a regular holiday is paid at 200% of the daily rate.', 'Special days at 130%.'],
  },
  {
    title: 'Data Privacy Act refresher',
    to: null,
    daysAgo: 75,
    acknowledged: 90,
    lines: ['Personal data of clients and colleagues stays on company systems.'],
  },
];

/** A share of the rows, the same on every machine: `pct` in 100 of each `key`. */
const share = (key: ReturnType<typeof sql>, salt: string, pct: number) =>
  sql`abs(hashtext(${key}::text || ${salt})) % 100 < ${pct}`;

export async function seedDocuments(
  tx: Tx,
  opts: { today: string; storage: FileStorage; createdBy: number },
): Promise<void> {
  // Contracts: one file each, as each employee's signed contract is their own.
  const { rows: people } = await tx.execute<{ id: number; full_name: string; employment_date: string }>(sql`
    SELECT id, full_name, employment_date::text AS employment_date FROM employees
    WHERE employment_date <= ${opts.today}::date ORDER BY id`);
  for (const p of people) {
    const file = await storeBytes(tx, opts.storage, {
      bytes: samplePdf('Employment contract', [p.full_name, `Start of employment: ${p.employment_date}`]),
      ext: 'pdf',
      original: `contract-${p.full_name.toLowerCase().replace(/[^a-z]+/g, '-')}.pdf`,
      createdBy: opts.createdBy,
    });
    const sentAt = `${p.employment_date} 09:00+08`;
    const acknowledged = p.employment_date < addDays(opts.today, -30) || p.id % 3 === 0;
    await tx.execute(sql`
      WITH d AS (
        INSERT INTO documents (file_id, document_type, audience, sent_by, sent_at, recipients, acknowledged)
        VALUES (${file.id}, 'contract', 'employee', ${opts.createdBy}, ${sentAt}::timestamptz, 1, ${acknowledged ? 1 : 0})
        RETURNING id)
      INSERT INTO employee_documents (document_id, employee_id, document_type, date_sent, status, acknowledged_at, acknowledged_via)
      SELECT d.id, ${p.id}, 'contract', ${sentAt}::timestamptz, ${acknowledged ? 'acknowledged' : 'unacknowledged'},
        ${acknowledged ? sql`${sentAt}::timestamptz + interval '2 days 3 hours'` : null}, ${acknowledged ? 'link' : null}
      FROM d`);
  }

  for (const m of MEMOS) await seedMemo(tx, opts, m);
}

type Memo = {
  title: string;
  to: string | null;
  daysAgo: number;
  acknowledged: number;
  lines: string[];
  kind?: 'contract' | 'memo';
};

/**
 * One memo to a group (`to`, a sub-department's name) or to all, sent `daysAgo` days before `today`
 * to the active members hired by then, `acknowledged` in 100 of them having acknowledged it.
 */
async function seedMemo(tx: Tx, opts: { today: string; storage: FileStorage; createdBy: number }, m: Memo) {
  const file = await storeBytes(tx, opts.storage, {
    bytes: samplePdf(m.title, m.lines),
    ext: 'pdf',
    original: `${m.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`,
    createdBy: opts.createdBy,
  });
  const sentAt = `${addDays(opts.today, -m.daysAgo)} 10:00+08`;
  const { rows } = await tx.execute<{ id: number }>(sql`
    INSERT INTO documents (file_id, document_type, audience, sub_department_id, group_name, sent_by, sent_at, recipients)
    SELECT ${file.id}, ${m.kind ?? 'memo'}, ${m.to ? 'group' : 'all'}, s.id, s.sub_department_name, ${opts.createdBy},
      ${sentAt}::timestamptz, 0
    FROM (SELECT 1) one LEFT JOIN sub_departments s ON s.sub_department_name = ${m.to}
    RETURNING id`);
  const id = rows[0]!.id;
  const members = m.to
    ? sql`e.sub_department_id = (SELECT sub_department_id FROM documents WHERE id = ${id})`
    : sql`true`;
  const acked = share(sql`e.id`, m.title, m.acknowledged);
  await tx.execute(sql`
    INSERT INTO employee_documents (document_id, employee_id, document_type, date_sent, status, acknowledged_at, acknowledged_via)
    SELECT ${id}, e.id, ${m.kind ?? 'memo'}, ${sentAt}::timestamptz,
      CASE WHEN ${acked} THEN 'acknowledged' ELSE 'unacknowledged' END,
      CASE WHEN ${acked} THEN least(${sentAt}::timestamptz + (abs(hashtext(e.id::text)) % 72) * interval '1 hour', now()) END,
      CASE WHEN ${acked} THEN 'link' END
    FROM employees e
    WHERE ${members} AND e.status IN ('trainee', 'probationary', 'regular', 'promoted')
      AND e.employment_date <= ${sentAt}::timestamptz::date`);
  await tx.execute(sql`
    UPDATE documents SET
      recipients = (SELECT count(*) FROM employee_documents WHERE document_id = ${id}),
      acknowledged = (SELECT count(*) FROM employee_documents WHERE document_id = ${id} AND status = 'acknowledged')
    WHERE id = ${id}`);
}

/**
 * The large seed's documents: a year of memos, one a week to each sub-department and one a month to
 * everyone (older ones acknowledged by more), and the company's contract template sent to everyone a
 * year ago. Shared files, as the app stores them: each memo's file once.
 */
export async function seedBulkDocuments(
  tx: Tx,
  opts: { today: string; storage: FileStorage; createdBy: number },
): Promise<void> {
  const { rows: groups } = await tx.execute<{ name: string }>(
    sql`SELECT sub_department_name AS name FROM sub_departments ORDER BY id`,
  );
  const acknowledged = (daysAgo: number) => Math.min(98, 20 + daysAgo);
  await seedMemo(tx, opts, {
    title: 'Employment contract, standard terms',
    kind: 'contract',
    to: null,
    daysAgo: 365,
    acknowledged: 95,
    lines: ['The standard terms of employment of the company.'],
  });
  for (let week = 0; week < 52; week++) {
    for (const g of groups)
      await seedMemo(tx, opts, {
        title: `${g.name} weekly memo ${52 - week}`,
        to: g.name,
        daysAgo: week * 7 + 1,
        acknowledged: acknowledged(week * 7 + 1),
        lines: [`Week ${52 - week} notes for ${g.name}.`],
      });
    if (week % 4 === 0)
      await seedMemo(tx, opts, {
        title: `Company memo ${13 - week / 4}`,
        to: null,
        daysAgo: week * 7 + 2,
        acknowledged: acknowledged(week * 7 + 2),
        lines: ['Notes for every employee.'],
      });
  }
}
