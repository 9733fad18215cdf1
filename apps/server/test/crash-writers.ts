import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { expect } from 'vitest';
import { datasheet, type Org } from './fixtures';
import { multipart, pdf } from './sample-files';
import { call, callMultipart } from './server-process';

/**
 * The writers of the crash tests: each keeps writing one kind of record through the API, one request
 * at a time, and notes every write the server acknowledged; `verify` then finds each of those in the
 * database, and checks that nothing in it was written by half.
 */

export const WRITER_KINDS = [
  'department',
  'sub_department',
  'employee',
  'leave',
  'attendance_edit',
  'attendance_import',
  'upload',
  'group_memo',
  'contribution',
  'ess_leave',
] as const;
type WriterKind = (typeof WRITER_KINDS)[number];

/** What an acknowledged write is noted as: a leave is encoded, then approved; a log made, then edited. */
export const ACK_KINDS = [
  'department',
  'sub_department',
  'employee',
  'leave',
  'leave_approval',
  'attendance_log',
  'attendance_edit',
  'attendance_import',
  'upload',
  'group_memo',
  'contribution',
  'ess_leave',
  'ess_cancel',
] as const;
export type AckKind = (typeof ACK_KINDS)[number];
export type Ack = { kind: AckKind; id: number; name: string };
export type Counts = Record<AckKind, number>;

/** Members of the group every group memo goes to. */
const GROUP_SIZE = 5;
/** Steps a writer takes at most (its keys, days and months are numbered by step). */
const MAX_STEPS = 400;

/** What the writers write into: made once through the API before the first round. */
export type World = {
  token: string;
  org: Org;
  groupId: number;
  /** The employee a writer writes for (leave, attendance, uploads, contributions, self-service). */
  employeeOf: Map<number, { id: number; code: string }>;
  /** The self-service token of a self-service writer's employee. */
  essTokenOf: Map<number, string>;
};

const letters = (n: number): string =>
  (n >= 26 ? letters(Math.floor(n / 26)) : '') + String.fromCharCode(97 + (n % 26));
const kindOf = (i: number): WriterKind => WRITER_KINDS[i % WRITER_KINDS.length]!;

/** How many of `count` writers write files (one request, so one file, in flight each at most). */
export const fileWriters = (count: number) =>
  Array.from({ length: count }, (_, i) => kindOf(i)).filter((k) => k === 'upload' || k === 'group_memo')
    .length;
/** Writer i's k-th hire: `19ii-kkk` (employee numbers 900 and up are the writers' own employees). */
const hire = (org: Org, i: number, k: number, subId = org.subA) =>
  datasheet(org, {
    emp_id: `${1900 + i}-${String(k + 1).padStart(3, '0')}`,
    email_address: `w${i}.k${k}@example.com`,
    first_name: `Writer ${letters(i)}`,
    last_name: `Hire ${letters(k)}`,
    sub_department_id: subId,
  });

export async function prepareWorld(server: { base: string }, token: string, writers: number): Promise<World> {
  const post = async (url: string, body: object) => {
    const res = await call(server, 'POST', url, body, token);
    expect(res.status, `${url} ${JSON.stringify(res.json)}`).toBe(200);
    return (res.json.data as { id: number }).id;
  };
  const depId = await post('/api/departments/add', { department_name: 'Operations' });
  const org = {
    depId,
    agent: await post('/api/positions/add', { position_name: 'Agent', department_id: depId }),
    subA: await post('/api/subdepartments/add', { sub_department_name: 'Crash Floor' }),
  } as Org;
  const groupId = await post('/api/subdepartments/add', { sub_department_name: 'Crash Group' });
  await Promise.all(
    Array.from({ length: GROUP_SIZE }, (_, m) => post('/api/employees/add', hire(org, 99, 950 + m, groupId))),
  );
  const employeeOf = new Map<number, { id: number; code: string }>();
  const own: WriterKind[] = [
    'leave',
    'attendance_edit',
    'attendance_import',
    'upload',
    'contribution',
    'ess_leave',
  ];
  const essTokenOf = new Map<number, string>();
  await Promise.all(
    Array.from({ length: writers }, async (_, i) => {
      if (!own.includes(kindOf(i))) return;
      const body = hire(org, i, 899);
      const id = await post('/api/employees/add', body);
      if (kindOf(i) === 'leave' || kindOf(i) === 'ess_leave')
        await post('/api/register/credits', { employee_id: id, leave_credit_balance: 900 });
      employeeOf.set(i, { id, code: body.emp_id as string });
      if (kindOf(i) !== 'ess_leave') return;
      // the employee's own account, signed in to self-service as the employee would
      const name = `crash.ess.${i}`;
      const password = 'Crash-Self-Service-2026';
      await post('/api/register', {
        employee_id: id,
        role_id: 1,
        name,
        email: `${name}@example.com`,
        password,
      });
      const signed = await call(server, 'POST', '/api/ess/login', { name, password });
      expect(signed.status, JSON.stringify(signed.json)).toBe(200);
      essTokenOf.set(i, (signed.json as { access_token: string }).access_token);
    }),
  );
  return { token, org, groupId, employeeOf, essTokenOf };
}

/** A network failure: the server is gone. */
class CutOff extends Error {}

export type Refusal = { at: number; status: number; text: string };

/**
 * Starts `count` writers against `server`. A writer stops at its first network failure (the server
 * died) or when `stop()` is called; a reply other than 200 is noted as a refusal and the writer goes on
 * to its next key. Round r writes keys, days and months no other round uses.
 */
export function startWriters(server: { base: string }, world: World, count: number, round: number) {
  const acks: Ack[] = [];
  const refused: Refusal[] = [];
  let cutOff = 0;
  let stopping = false;
  const post = async (url: string, body: object | undefined, token = world.token) => {
    let res: Awaited<ReturnType<typeof call>>;
    try {
      res = await call(server, 'POST', url, body, token);
    } catch {
      throw new CutOff();
    }
    return ok(url, res);
  };
  const upload = async (url: string, parts: Parameters<typeof multipart>[0]) => {
    let res: Awaited<ReturnType<typeof call>>;
    try {
      res = await callMultipart(server, url, multipart(parts), world.token);
    } catch {
      throw new CutOff();
    }
    return ok(url, res);
  };
  const ok = (url: string, res: Awaited<ReturnType<typeof call>>) => {
    // a reply's record, or the reply itself for those without one (a leave decision, an import)
    if (res.status === 200 || res.status === 201)
      return (res.json.data ?? res.json) as Record<string, unknown> & { id: number };
    refused.push({
      at: Date.now(),
      status: res.status,
      text: `${url} ${res.status} ${JSON.stringify(res.json)}`,
    });
    return null;
  };
  const ack = (kind: AckKind, id: number, name: string) => acks.push({ kind, id, name });
  const day = (k: number) => new Date(Date.UTC(2021 + 2 * round, 0, 1 + k)).toISOString().slice(0, 10);
  const month = (k: number) => {
    const m = round * 450 + k;
    return `${2019 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
  };

  const steps: Record<WriterKind, (i: number, k: number) => Promise<void>> = {
    async department(i, k) {
      const name = `Crash Dept ${round}-${i}-${k}`;
      const d = await post('/api/departments/add', { department_name: name, functionality: `by ${i}` });
      if (d) ack('department', d.id, name);
    },
    async sub_department(i, k) {
      const name = `Crash Sub ${round}-${i}-${k}`;
      const d = await post('/api/subdepartments/add', { sub_department_name: name });
      if (d) ack('sub_department', d.id, name);
    },
    async employee(i, k) {
      const body = hire(world.org, i, round * 450 + k);
      const d = await post('/api/employees/add', body);
      if (d) ack('employee', d.id, body.emp_id as string);
    },
    async leave(i, k) {
      const fields = {
        date_filled: day(k),
        leave_type: 'Vacation',
        remarks: 'With Pay',
        start_date: day(k),
        end_date: day(k),
        reason: `Leave ${round}-${i}-${k}`,
      };
      const employee_id = world.employeeOf.get(i)!.id;
      const d = await post('/api/manualleave/add', { employee_id, ...fields, status: 'pending' });
      if (!d) return;
      ack('leave', d.id, fields.reason);
      if (await post(`/api/leaveabsences/update/hr/${d.id}`, { ...fields, status: 'approved' }))
        ack('leave_approval', d.id, fields.reason);
    },
    async attendance_edit(i, k) {
      const emp_id = world.employeeOf.get(i)!.id;
      const made = await post('/api/createindividualattendanceinfo', {
        emp_id,
        att_date: day(k),
        time_in: '08:00',
        time_out: '17:00',
        update_reason: `Log ${round}-${i}-${k}`,
      });
      if (!made) return;
      ack('attendance_log', made.id, day(k));
      const reason = `Edit ${round}-${i}-${k}`;
      const edited = await post('/api/updateindividualattendanceinfo', {
        id: made.id,
        time_in: '08:05',
        time_out: '17:05',
        update_reason: reason,
      });
      if (edited) ack('attendance_edit', made.id, reason);
    },
    async attendance_import(i, k) {
      const { id, code } = world.employeeOf.get(i)!;
      const d = day(k);
      const csv = ['emp_id,timestamp', ...PUNCHES.map((t) => `${code},${d} ${t}`)].join('\n');
      const name = `punches-${round}-${i}-${k}.csv`;
      const r = await upload('/api/attendance/import', [
        ['commit', 'true'],
        ['file', name, Buffer.from(csv)],
      ]);
      if (r) ack('attendance_import', id, d);
    },
    async upload(i, k) {
      const name = `Contract ${round}-${i}-${k}.pdf`;
      const r = await upload('/api/uploadmemoscontracts/multiple', [
        ['employee_id', String(world.employeeOf.get(i)!.id)],
        ['document_type', 'contract'],
        ['files[0]', name, pdf(name)],
      ]);
      const doc = (r as { documents?: { id: number }[] } | null)?.documents?.[0];
      if (doc) ack('upload', doc.id, name);
    },
    async group_memo(i, k) {
      const name = `Memo ${round}-${i}-${k}.pdf`;
      const r = await upload(`/api/assignmemos/sub/${world.groupId}`, [['files[0]', name, pdf(name)]]);
      const doc = (r as { documents?: { id: number }[] } | null)?.documents?.[0];
      if (doc) ack('group_memo', doc.id, name);
    },
    async contribution(i, k) {
      const d = await post('/api/contributions/create', {
        employee_id: world.employeeOf.get(i)!.id,
        date_covered: month(k),
        sss_cont: '581.30',
        phic_cont: '450.00',
        hdmf_pagibig_cont: '200.00',
        hmo: '0',
        sss_loan: '0',
        hdmf_loan: '0',
        withholding_tax: '0',
        others: '0',
      });
      if (d) ack('contribution', d.id, `${month(k)}-01`);
    },
    // the employee files a leave through self-service, then cancels it
    async ess_leave(i, k) {
      const token = world.essTokenOf.get(i)!;
      const reason = `Self-service ${round}-${i}-${k}`;
      const fields = {
        leave_type: 'Vacation',
        remarks: 'With Pay',
        start_date: day(k),
        end_date: day(k),
        reason,
      };
      const d = await post('/api/ess/me/leave', fields, token);
      if (!d) return;
      ack('ess_leave', d.id, reason);
      if (await post(`/api/ess/me/leave/${d.id}/cancel`, undefined, token)) ack('ess_cancel', d.id, reason);
    },
  };

  const writer = async (i: number) => {
    for (let k = 0; k < MAX_STEPS && !stopping; k++) {
      try {
        await steps[kindOf(i)](i, k);
      } catch (err) {
        if (!(err instanceof CutOff)) throw err;
        cutOff++;
        return;
      }
    }
  };
  const done = Promise.all(Array.from({ length: count }, (_, i) => writer(i)));
  return {
    acks,
    refused,
    cutOff: () => cutOff,
    /** Acknowledged writes by kind. */
    counts: () => countBy(acks),
    done,
    stop: async () => {
      stopping = true;
      await done;
    },
  };
}

/** The punches of an import: a day of work with lunch, in Manila time. */
const PUNCHES = ['08:00:00', '12:00:00', '13:00:00', '17:00:00'];

export function countBy(acks: readonly Ack[]): Counts {
  const counts = Object.fromEntries(ACK_KINDS.map((k) => [k, 0])) as Counts;
  for (const a of acks) counts[a.kind]++;
  return counts;
}

/** Every kind has at least `n` acknowledged writes. */
export const everyKind = (counts: Counts, n: number) => ACK_KINDS.every((k) => counts[k] >= n);

export const describeCounts = (acked: Counts, found: Counts) =>
  ACK_KINDS.map((k) => `${k} ${acked[k]}/${found[k]}`).join(', ');

/** The key of an acknowledged write, and a query for the keys of the rows that hold it whole. */
const FOUND: Record<AckKind, string> = {
  department: 'SELECT id, department_name AS name FROM departments',
  sub_department: 'SELECT id, sub_department_name AS name FROM sub_departments',
  employee: 'SELECT id, emp_id AS name FROM employees',
  leave: 'SELECT id, reason AS name FROM leave_requests',
  leave_approval: `SELECT id, reason AS name FROM leave_requests WHERE status = 'approved'`,
  attendance_log: 'SELECT id, att_date::text AS name FROM attendance_logs',
  attendance_edit: `SELECT id, update_reason AS name FROM attendance_logs WHERE time_in = '08:05' AND time_out = '17:05'`,
  // an import: its four punches, and the day's log they made
  attendance_import: `SELECT p.employee_id AS id, l.att_date::text AS name
    FROM attendance_punches p JOIN attendance_logs l ON l.employee_id = p.employee_id
      AND l.att_date = (p.punched_at AT TIME ZONE 'Asia/Manila')::date
    WHERE l.time_in = '08:00' AND l.time_out = '17:00'
    GROUP BY 1, 2 HAVING count(*) = ${PUNCHES.length}`,
  upload: `SELECT d.id, f.original_name AS name FROM documents d JOIN files f ON f.id = d.file_id
    WHERE d.audience = 'employee' AND d.recipients = 1`,
  group_memo: `SELECT d.id, f.original_name AS name FROM documents d JOIN files f ON f.id = d.file_id
    WHERE d.audience = 'group' AND d.recipients = ${GROUP_SIZE}`,
  contribution: 'SELECT id, date_covered::text AS name FROM contributions',
  ess_leave: `SELECT id, reason AS name FROM leave_requests WHERE user_id IS NOT NULL`,
  ess_cancel: `SELECT id, reason AS name FROM leave_requests
    WHERE user_id IS NOT NULL AND status = 'rejected' AND reason_to_declined = 'Cancelled by the employee'`,
};

/** Rows that would show a write done by half; each query must find none. */
const HALF_WRITTEN: Record<string, string> = {
  'rows without their audit row': `
    SELECT 'department ' || id FROM departments t WHERE NOT EXISTS (SELECT 1 FROM audit_log a
      WHERE a.entity = 'department' AND a.entity_id = t.id::text AND a.action = 'create')
    UNION ALL SELECT 'sub_department ' || id FROM sub_departments t WHERE NOT EXISTS (SELECT 1 FROM audit_log a
      WHERE a.entity = 'sub_department' AND a.entity_id = t.id::text AND a.action = 'create')
    UNION ALL SELECT 'employee ' || id FROM employees t WHERE NOT EXISTS (SELECT 1 FROM audit_log a
      WHERE a.entity = 'employee' AND a.entity_id = t.id::text AND a.action = 'create')
    UNION ALL SELECT 'leave ' || id FROM leave_requests t WHERE NOT EXISTS (SELECT 1 FROM audit_log a
      WHERE a.entity = 'leave' AND a.entity_id = t.id::text AND a.action = 'create')
    UNION ALL SELECT 'leave approval ' || id FROM leave_requests t WHERE status = 'approved' AND NOT EXISTS
      (SELECT 1 FROM audit_log a WHERE a.entity = 'leave' AND a.entity_id = t.id::text AND a.action = 'update')
    UNION ALL SELECT 'attendance log ' || id FROM attendance_logs t WHERE update_reason LIKE 'Log %' AND NOT EXISTS
      (SELECT 1 FROM audit_log a WHERE a.entity = 'attendance_logs' AND a.entity_id = t.id::text AND a.action = 'create')
    UNION ALL SELECT 'attendance edit ' || id FROM attendance_logs t WHERE update_reason LIKE 'Edit %' AND NOT EXISTS
      (SELECT 1 FROM audit_log a WHERE a.entity = 'attendance_logs' AND a.entity_id = t.id::text AND a.action = 'update')
    UNION ALL SELECT 'contribution ' || id FROM contributions t WHERE NOT EXISTS (SELECT 1 FROM audit_log a
      WHERE a.entity = 'contributions' AND a.entity_id = t.id::text AND a.action = 'create')
    UNION ALL SELECT 'document ' || id FROM documents t WHERE NOT EXISTS (SELECT 1 FROM audit_log a
      WHERE a.entity = 'documents' AND a.entity_id = t.id::text AND a.action = 'send')
    UNION ALL SELECT 'file ' || id FROM files t WHERE NOT EXISTS (SELECT 1 FROM audit_log a
      WHERE a.entity = 'files' AND a.entity_id = t.id::text AND a.action = 'upload')`,
  'employees without their experience or requirements': `
    SELECT e.id FROM employees e
    WHERE NOT EXISTS (SELECT 1 FROM employee_experience x WHERE x.employee_id = e.id)
       OR NOT EXISTS (SELECT 1 FROM employee_requirements r WHERE r.employee_id = e.id)`,
  'approved leave without its deduction, or pending leave with one': `
    SELECT l.id, l.status FROM leave_requests l
    WHERE (l.status = 'approved') <> EXISTS (SELECT 1 FROM leave_credit_ledger g
      WHERE g.leave_id = l.id AND g.field = 'balance' AND g.delta = -l.no_of_days)`,
  'credits that their ledger does not explain': `
    SELECT c.employee_id FROM leave_credits c
    WHERE c.leave_credit_balance <> (SELECT coalesce(sum(delta), 0) FROM leave_credit_ledger g
                                     WHERE g.employee_id = c.employee_id AND g.field = 'balance')
       OR c.leave_credit_used <> (SELECT coalesce(sum(delta), 0) FROM leave_credit_ledger g
                                  WHERE g.employee_id = c.employee_id AND g.field = 'used')`,
  'imports applied in part (a day with some of its punches), or punches without their import': `
    SELECT p.employee_id, (p.punched_at AT TIME ZONE 'Asia/Manila')::date AS day, count(*)
    FROM attendance_punches p GROUP BY 1, 2 HAVING count(*) <> ${PUNCHES.length}
    UNION ALL SELECT -1, NULL, (SELECT count(*) FROM attendance_punches) / ${PUNCHES.length}
      - (SELECT count(*) FROM audit_log WHERE entity = 'attendance_punches' AND action = 'import')
    HAVING (SELECT count(*) FROM attendance_punches) / ${PUNCHES.length}
      <> (SELECT count(*) FROM audit_log WHERE entity = 'attendance_punches' AND action = 'import')`,
  'documents sent to part of their audience': `
    SELECT d.id, d.audience, d.recipients, (SELECT count(*) FROM employee_documents c WHERE c.document_id = d.id) AS copies
    FROM documents d
    WHERE d.recipients <> (SELECT count(*) FROM employee_documents c WHERE c.document_id = d.id)
       OR d.recipients <> CASE d.audience WHEN 'group' THEN ${GROUP_SIZE} ELSE 1 END`,
  'documents without the mail to each recipient': `
    SELECT d.id FROM documents d JOIN files f ON f.id = d.file_id
    WHERE d.recipients <> (SELECT count(*) FROM mail_outbox m WHERE m.subject LIKE '%"' || f.original_name || '"')`,
  'files that no document holds': `
    SELECT f.id FROM files f WHERE NOT EXISTS (SELECT 1 FROM documents d WHERE d.file_id = f.id)`,
};

/** What the uploads folder holds: stored files by name with their size, and unfinished `.part` files. */
async function storedFiles(dir: string): Promise<{ sizes: Map<string, number>; parts: number }> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const sizes = new Map<string, number>();
  let parts = 0;
  for (const name of names) {
    if (name.endsWith('.part')) parts++;
    else {
      // the app may delete a refused upload's file between the listing and this look at it: gone
      const size = await stat(path.join(dir, name)).then(
        (s) => s.size,
        (err: NodeJS.ErrnoException) => {
          if (err.code === 'ENOENT') return undefined;
          throw err;
        },
      );
      if (size !== undefined) sizes.set(name, size);
    }
  }
  return { sizes, parts };
}

/**
 * Finds every acknowledged write whole, and nothing half-written anywhere: rows with their audit
 * rows, approved leave with its deduction, imports whole, documents with every copy and mail, every
 * file row with its file. Returns what it found by kind, and the files on disk that no row names (an
 * upload cut off between storing its file and committing its row; never served).
 * `found` is the acknowledged writes it found whole (the test fails when any is missing).
 */
export async function verify(db: pg.Client, acks: readonly Ack[], uploadsDir: string) {
  const found: Ack[] = [];
  for (const kind of ACK_KINDS) {
    const mine = acks.filter((a) => a.kind === kind);
    const { rows } = await db.query<{ id: number; name: string }>(
      `SELECT * FROM (${FOUND[kind]}) x WHERE id = ANY($1)`,
      [mine.map((a) => a.id)],
    );
    const keys = new Set(rows.map((r) => `${r.id}|${r.name}`));
    const missing = mine.filter((a) => !keys.has(`${a.id}|${a.name}`));
    expect(missing, `acknowledged ${kind} writes not found whole`).toEqual([]);
    found.push(...mine.filter((a) => keys.has(`${a.id}|${a.name}`)));
  }
  for (const [what, query] of Object.entries(HALF_WRITTEN)) {
    const { rows } = await db.query(query);
    expect(rows, what).toEqual([]);
  }
  const files = await storedAndRecorded(db, uploadsDir);
  expect(files.withoutFile, 'file rows without their whole file').toEqual([]);
  return { found, files: files.rows, orphans: files.orphans, parts: files.parts };
}

/** File rows against the uploads folder: rows whose file is missing or not whole, files no row names. */
export async function storedAndRecorded(db: pg.Client, uploadsDir: string) {
  const { rows } = await db.query<{ file_name: string; size_bytes: string }>(
    'SELECT file_name, size_bytes FROM files',
  );
  const { sizes, parts } = await storedFiles(uploadsDir);
  const named = new Set(rows.map((f) => f.file_name));
  return {
    rows: rows.length,
    withoutFile: rows.filter((f) => sizes.get(f.file_name) !== Number(f.size_bytes)),
    orphans: [...sizes.keys()].filter((n) => !named.has(n)).length,
    parts,
  };
}
