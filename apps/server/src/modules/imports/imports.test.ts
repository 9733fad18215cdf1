import net, { type AddressInfo } from 'node:net';
import { IMPORT_COLUMNS } from '@hris/domain/imports';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, expectGuarded, json, type TestApp, testApp } from '../../../test/app';
import { hireVia, makeOrg, type Org } from '../../../test/fixtures';
import { lockWaiters } from '../../../test/locks';

let t: TestApp;
let org: Org;
beforeAll(async () => {
  t = await testApp();
  org = await makeOrg(t);
});
afterAll(() => t.close());

/** A multipart body with one file (and a commit field when given). */
function multipart(name: string, content: Buffer | string, fields: Record<string, string> = {}) {
  const boundary = '----hrisImportTest';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (kind: string, name: string, content: Buffer | string, commit = false) => {
  const body = multipart(name, content, commit ? { commit: 'true' } : {});
  return t.app.inject({
    method: 'POST',
    url: `/api/import/${kind}`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${t.hrToken}` },
  });
};

const csvLine = (cells: string[]) =>
  cells.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');

/** A row of the employee template, every column filled in; `over` changes some cells by header. */
function employeeRow(n: number, over: Record<string, string> = {}) {
  const values: Record<string, string> = {
    'Employee ID': `2019-${String(n).padStart(3, '0')}`,
    'Employee No.': String(50000 + n),
    'First Name': 'Imported',
    'Middle Name': 'Santos',
    'Last Name': `Person ${String.fromCharCode(65 + (n % 26))}`,
    Suffix: 'none',
    Designation: 'Customer Service Representative',
    'Sub-department': 'va-us',
    'Civil Status': 'Single',
    Birthdate: '04/12/1996',
    'Current Address': '12 Rizal St., Pasig City',
    'Permanent Address': '45 Mabini St., Batangas City',
    'Company Address': '',
    'Contact Number': '0917-1234567',
    'Contact Person': 'Ana Reyes',
    Relationship: 'mother',
    'Emergency Number': '0918-7654321',
    'Email Address': `imported${n}@example.com`,
    'Employment Date': '2019-03-04',
    'Date Signed': '',
    'Training Start': '',
    'Training End': '',
    'Basic Salary': '18,000.00',
    'Monthly Allowance': '2000',
    'Others Amount': '',
    'SSS Number': '34-1234567-8',
    'HDMF Number': '',
    'MID Number': '',
    TIN: '',
    'PHIC Number': '',
    Schedule: 'Day-Shift',
    Time: '8AM-5PM',
    'Time Zone': '',
    Status: 'Probationary',
    ...over,
  };
  return IMPORT_COLUMNS.employees.map((c) => values[c.header] ?? '');
}
const employeeFile = (rows: string[][]) =>
  [csvLine(IMPORT_COLUMNS.employees.map((c) => c.header)), ...rows.map(csvLine)].join('\n');

const count = async (table: string) =>
  (await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`)).rows[0]!.n;

describe('GET api/import/{kind}/template', () => {
  it('gives an XLSX with every datasheet column and a sheet that explains them', async () => {
    const res = await t.call('GET', '/api/import/employees/template');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('employees-template.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const [data, help] = book.worksheets;
    expect((data!.getRow(1).values as string[]).slice(1)).toEqual(
      IMPORT_COLUMNS.employees.map((c) => c.header),
    );
    expect(data!.rowCount).toBe(1);
    expect(help!.getRow(2).values).toEqual([
      undefined,
      'Employee ID',
      'Yes',
      expect.stringContaining('####-###'),
      '2024-001',
    ]);
  });

  it('gives a CSV header line', async () => {
    const res = await t.call('GET', '/api/import/contributions/template?format=csv');
    expect(res.body.replace(/^\uFEFF/, '').trim()).toBe(
      'Employee ID,Month,SSS,PhilHealth,Pag-IBIG,HMO,SSS Loan,HDMF Loan,Withholding Tax,Others',
    );
  });
});

describe('POST api/import/employees', () => {
  it('previews a file with one bad row by row and column, and commits nothing while it has one', async () => {
    const file = employeeFile([
      employeeRow(1),
      employeeRow(2, { Designation: 'Astronaut', 'Contact Number': '12345' }),
      employeeRow(3),
    ]);
    const before = await count('employees');
    const preview = json(await upload('employees', 'staff.csv', file));
    expect(preview).toMatchObject({
      kind: 'employees',
      file_name: 'staff.csv',
      rows: 3,
      valid: 2,
      created: 0,
      committed: false,
    });
    expect(preview.problems).toEqual([
      { row: 3, column: 'Designation', message: 'There is no designation named "Astronaut".' },
      { row: 3, column: 'Contact Number', message: expect.stringContaining('0917-1234567') },
    ]);
    const refused = await upload('employees', 'staff.csv', file, true);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(
      /^Nothing was imported: 2 problems in the file\. Row 3, Designation/,
    );
    expect(errorsOf(refused)['3.Designation']).toEqual(['There is no designation named "Astronaut".']);
    expect(await count('employees')).toBe(before);
  });

  it('commits a good file whole: the employees, their requirements, shifts and History', async () => {
    const file = employeeFile([employeeRow(1), employeeRow(2), employeeRow(3)]);
    const before = await count('employees');
    const done = json(await upload('employees', 'staff-fixed.csv', file, true));
    expect(done).toMatchObject({
      rows: 3,
      valid: 3,
      problem_count: 0,
      created: 3,
      committed: true,
      imported_before: null,
    });
    expect(await count('employees')).toBe(before + 3);
    const { rows } = await t.db.execute<{
      id: number;
      civil_status: string;
      status: string;
      sub: string;
      shifts: number;
      reqs: number;
    }>(sql`
      SELECT e.id, e.civil_status, e.status, s.sub_department_name AS sub,
        (SELECT count(*)::int FROM shift_history h WHERE h.employee_id = e.id) AS shifts,
        (SELECT count(*)::int FROM employee_requirements r WHERE r.employee_id = e.id) AS reqs
      FROM employees e JOIN sub_departments s ON s.id = e.sub_department_id WHERE e.emp_id = '2019-002'`);
    expect(rows[0]).toMatchObject({
      civil_status: 'single',
      status: 'probationary',
      sub: 'VA-US',
      shifts: 1,
      reqs: 1,
    });
    const history = json(await t.call('GET', `/api/audit/employee/${rows[0]!.id}`));
    expect(history.data[0]).toMatchObject({ action: 'import', user_name: 'hr.tester' });
    const log = json(await t.call('GET', '/api/audit?entity=import'));
    expect(log.data[0].after).toMatchObject({ kind: 'Employees', file_name: 'staff-fixed.csv', rows: 3 });
  });

  it('refuses the same file twice, and a file whose ids are taken names them', async () => {
    const file = employeeFile([employeeRow(1), employeeRow(2), employeeRow(3)]);
    const before = await count('employees');
    const preview = json(await upload('employees', 'again.csv', file));
    expect(preview.imported_before).toMatchObject({ by: 'hr.tester' });
    expect(preview.problems[0]).toEqual({
      row: 2,
      column: 'Employee ID',
      message: 'The employee id has already been taken.',
    });
    const again = await upload('employees', 'again.csv', file, true);
    expect(errorsOf(again).file?.[0]).toMatch(/^This file was already imported/);
    expect(await count('employees')).toBe(before);
  });

  it('flags the same employee id twice in one file', async () => {
    const preview = json(
      await upload('employees', 'dup.csv', employeeFile([employeeRow(10), employeeRow(10)])),
    );
    expect(preview.problems).toEqual([
      { row: 3, column: 'Employee ID', message: 'The employee id 2019-010 is also on row 2.' },
    ]);
  });

  it('reads an XLSX with Excel dates and numbers', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Employees');
    sheet.addRow(IMPORT_COLUMNS.employees.map((c) => c.header));
    const row = employeeRow(20);
    const cells: unknown[] = [...row];
    cells[IMPORT_COLUMNS.employees.findIndex((c) => c.field === 'birthdate')] = new Date(
      Date.UTC(1995, 0, 31),
    );
    cells[IMPORT_COLUMNS.employees.findIndex((c) => c.field === 'basic_salary')] = 21500.5;
    sheet.addRow(cells);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const done = json(await upload('employees', 'staff.xlsx', bytes, true));
    expect(done).toMatchObject({ created: 1 });
    const { rows } = await t.db.execute<{ birthdate: string; basic_salary: string }>(
      sql`SELECT birthdate::text, basic_salary::text FROM employees WHERE emp_id = '2019-020'`,
    );
    expect(rows[0]).toEqual({ birthdate: '1995-01-31', basic_salary: '21500.50' });
  });

  it('refuses a file without a required column, an empty file, another kind of file and a missing file', async () => {
    expect(errorsOf(await upload('employees', 'x.csv', 'First Name,Last Name\nA,B')).file?.[0]).toMatch(
      /^The file has no "Employee ID", "Designation", /,
    );
    expect(errorsOf(await upload('employees', 'x.csv', '')).file).toEqual(['The file is empty.']);
    expect((await upload('employees', 'x.pdf', '%PDF-1.4')).statusCode).toBe(415);
    expect(errorsOf(await upload('employees', 'x.xlsx', 'not a zip')).file).toEqual([
      'The file is not an Excel workbook (.xlsx).',
    ]);
    const none = await t.call('POST', '/api/import/employees', {});
    expect(none.statusCode).toBe(415);
  });
});

describe('POST api/import/leave-credits', () => {
  it('registers credits with their ledger, refuses those who have some and the same file twice', async () => {
    const a = await hireVia(t, org);
    const b = await hireVia(t, org);
    const ids = (
      await t.db.execute<{ id: number; emp_id: string }>(
        sql`SELECT id, emp_id FROM employees WHERE id IN (${a}, ${b}) ORDER BY id`,
      )
    ).rows;
    const file = [
      'Employee ID,Balance,Used,Maternity',
      `${ids[0]!.emp_id},5,1.25,0`,
      `${ids[1]!.emp_id},3.5,0,60`,
    ].join('\n');
    const done = json(await upload('leave-credits', 'credits.csv', file, true));
    expect(done).toMatchObject({ created: 2, committed: true });
    const { rows } = await t.db.execute<{ balance: string; used: string; ledger: number }>(sql`
      SELECT c.leave_credit_balance::text AS balance, c.leave_credit_used::text AS used,
        (SELECT count(*)::int FROM leave_credit_ledger l WHERE l.employee_id = c.employee_id) AS ledger
      FROM leave_credits c WHERE c.employee_id = ${a}`);
    expect(rows[0]).toEqual({ balance: '5.00', used: '1.25', ledger: 2 });
    expect(errorsOf(await upload('leave-credits', 'credits.csv', file, true)).file?.[0]).toMatch(
      /already imported/,
    );
    const other = json(await upload('leave-credits', 'credits2.csv', `${file}\n9999-999,1`));
    expect(other.problems).toEqual([
      {
        row: 2,
        column: 'Employee ID',
        message: 'This employee already has leave credits. Update them instead.',
      },
      {
        row: 3,
        column: 'Employee ID',
        message: 'This employee already has leave credits. Update them instead.',
      },
      { row: 4, column: 'Employee ID', message: 'There is no employee with the id "9999-999".' },
    ]);
    const bad = json(
      await upload('leave-credits', 'credits3.csv', `Employee ID,Balance\n${ids[0]!.emp_id},1.3`),
    );
    expect(bad.problems[0]).toMatchObject({
      column: 'Balance',
      message: 'The balance must be in quarter days.',
    });
  });
});

describe('POST api/import/contributions', () => {
  it('records months from YYYY-MM, flags a month already recorded and a duplicate row', async () => {
    const a = await hireVia(t, org);
    const emp = (await t.db.execute<{ emp_id: string }>(sql`SELECT emp_id FROM employees WHERE id = ${a}`))
      .rows[0]!.emp_id;
    const head = 'Employee ID,Month,SSS,PhilHealth,Pag-IBIG,HMO,SSS Loan,HDMF Loan,Withholding Tax,Others';
    const done = json(
      await upload(
        'contributions',
        'c.csv',
        [head, `${emp},2026-09,900,450,200,0,0,0,0,0`, `${emp},2026-10-01,900,450,200,0,0,0,313.8,0`].join(
          '\n',
        ),
        true,
      ),
    );
    expect(done).toMatchObject({ created: 2 });
    const again = json(
      await upload(
        'contributions',
        'c2.csv',
        [
          head,
          `${emp},2026-10,1,1,1,0,0,0,0,0`,
          `${emp},2026-11,1,1,1,0,0,0,0,0`,
          `${emp},2026-11,1,1,1,0,0,0,0,0`,
        ].join('\n'),
      ),
    );
    expect(again.problems).toEqual([
      { row: 2, column: 'Month', message: 'This month is already recorded for this employee.' },
      { row: 4, column: 'Month', message: 'This employee and month are also on row 3.' },
    ]);
    const { rows } = await t.db.execute<{ tax: string }>(
      sql`SELECT withholding_tax::text AS tax FROM contributions WHERE employee_id = ${a} AND date_covered = '2026-10-01'`,
    );
    expect(rows[0]!.tax).toBe('313.80');
  });
});

describe('commits racing for the same records', () => {
  /** 24 files (each a little different, so none is "already imported") committed at once. */
  async function race(kind: string, file: (i: number) => string) {
    const replies = await Promise.all(
      Array.from({ length: 24 }, (_, i) => upload(kind, `race-${i}.csv`, file(i), true)),
    );
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(23);
    for (const r of replies.filter((x) => x.statusCode === 422))
      expect(r.json().errors.file?.[0] ?? r.json().message).toMatch(/Nothing was imported|already|meanwhile/);
    return replies;
  }
  const empIdOf = async (id: number) =>
    (await t.db.execute<{ emp_id: string }>(sql`SELECT emp_id FROM employees WHERE id = ${id}`)).rows[0]!
      .emp_id;

  it('contributions: one of 24 commits for the same employee and month wins, the others are 422s', async () => {
    const a = await hireVia(t, org);
    const emp = await empIdOf(a);
    const head = 'Employee ID,Month,SSS,PhilHealth,Pag-IBIG,HMO,SSS Loan,HDMF Loan,Withholding Tax,Others';
    await race('contributions', (i) => `${head}\n${emp},2027-01,${900 + i},450,200,0,0,0,0,0`);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM contributions WHERE employee_id = ${a} AND date_covered = '2027-01-01'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('leave credits: one of 24 commits for the same employee wins', async () => {
    const a = await hireVia(t, org);
    const emp = await empIdOf(a);
    await race('leave-credits', (i) => `Employee ID,Balance\n${emp},${i + 1}`);
    const { rows } = await t.db.execute<{ n: number; ledger: number }>(sql`
      SELECT (SELECT count(*)::int FROM leave_credits WHERE employee_id = ${a}) AS n,
        (SELECT count(*)::int FROM leave_credit_ledger WHERE employee_id = ${a}) AS ledger`);
    expect(rows[0]).toEqual({ n: 1, ledger: 1 });
  });

  it('employees: one of 24 commits of the same employee id wins', async () => {
    const before = await count('employees');
    await race('employees', (i) => employeeFile([employeeRow(900, { 'Employee No.': String(70000 + i) })]));
    expect(await count('employees')).toBe(before + 1);
  });
});

describe('a record removed between the checks and the commit', () => {
  it('is a 422 on the file that says so, never a 500, and nothing is imported', async () => {
    const a = await hireVia(t, org);
    const emp = (await t.db.execute<{ emp_id: string }>(sql`SELECT emp_id FROM employees WHERE id = ${a}`))
      .rows[0]!.emp_id;
    const head = 'Employee ID,Month,SSS,PhilHealth,Pag-IBIG,HMO,SSS Loan,HDMF Loan,Withholding Tax,Others';
    // The commit's checks find the employee; its first write waits behind a lock on the imports
    // table while the employee is removed (by an operator, or a restore), then goes on.
    const holder = new pg.Client(t.tdb.url);
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE imports IN SHARE ROW EXCLUSIVE MODE');
      const committing = upload(
        'contributions',
        'removed.csv',
        `${head}\n${emp},2027-02,900,450,200,0,0,0,0,0`,
        true,
      );
      // the commit waits behind the lock
      await lockWaiters(holder);
      await t.db.execute(sql`DELETE FROM employees WHERE id = ${a}`);
      await holder.query('COMMIT');
      const res = await committing;
      expect(res.statusCode, res.body).toBe(422);
      expect(errorsOf(res).file?.[0]).toMatch(/removed meanwhile.*Preview the file again/);
    } finally {
      await holder.end();
    }
    expect(await count("imports WHERE file_name = 'removed.csv'")).toBe(0);
  });
});

describe('a multipart body cut off', () => {
  /**
   * A request written on a real socket whose multipart body ends in the middle of the file (no closing
   * boundary): the bytes stop where `Content-Length` says, as when a proxy or a client cuts the upload.
   */
  async function cutOff(url: string, field: string, name: string, chunked: boolean) {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const boundary = '----hrisCut';
    const commit = `--${boundary}\r\nContent-Disposition: form-data; name="commit"\r\n\r\ntrue`;
    const body = Buffer.from(
      name === ''
        ? commit // cut in a text field
        : `${commit}\r\n--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n` +
            (name.endsWith('.pdf')
              ? '%PDF-1.4\n%âãÏÓ\n1 0 obj'
              : 'Employee ID,Month,SSS\n2019-001,2026-01,90'),
    );
    const head =
      `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${t.hrToken}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nConnection: close\r\n` +
      (chunked ? 'Transfer-Encoding: chunked\r\n\r\n' : `Content-Length: ${body.length}\r\n\r\n`);
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let text = '';
      socket.setTimeout(10_000, () => socket.destroy(new Error(`no reply from ${url}`)));
      socket.on('data', (d) => {
        text += d.toString('latin1');
      });
      socket.on('error', reject);
      socket.on('close', () => {
        const [h = '', ...rest] = text.split('\r\n\r\n');
        resolve({ status: Number(h.split(' ')[1]), body: rest.join('\r\n\r\n') });
      });
      socket.write(head);
      if (chunked)
        socket.write(`${body.length.toString(16)}\r\n${body.toString('latin1')}\r\n0\r\n\r\n`, 'latin1');
      else socket.write(body);
    });
  }

  it('answers 400 on an import, as on an upload route, for a body that ends in the middle of a part', async () => {
    const before = { imports: await count('imports'), files: await count('files') };
    for (const chunked of [false, true]) {
      for (const name of ['cut.csv', '']) {
        const imported = await cutOff('/api/import/contributions', 'file', name, chunked);
        expect(imported.status, imported.body).toBe(400);
        expect(JSON.parse(imported.body).message).toBe('The upload was cut off before it ended.');
      }
      for (const name of ['cut.pdf', '']) {
        const uploaded = await cutOff('/api/nterequestbyhr/add', 'files[0]', name, chunked);
        expect(uploaded.status, uploaded.body).toBe(400);
        expect(JSON.parse(uploaded.body).message).toMatch(/cut off before it ended/);
      }
    }
    expect({ imports: await count('imports'), files: await count('files') }).toEqual(before);
  });
});

describe('guards', () => {
  it('refuses a bad kind or commit value with 422', async () => {
    expect(errorsOf(await t.call('GET', '/api/import/payroll/template')).kind).toBeDefined();
    expect(errorsOf(await t.call('GET', '/api/import/employees/template?format=pdf')).format).toBeDefined();
    const body = multipart('x.csv', 'a', { commit: 'maybe' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/import/employees',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${t.hrToken}` },
    });
    expect(errorsOf(res).commit).toEqual(['Commit must be true or false.']);
  });

  it('is for HR only', async () => {
    await expectGuarded(t, 'GET', '/api/import/employees/template');
    await expectGuarded(t, 'POST', '/api/import/employees', {});
  });
});
