import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { RESPONSIBILITY_MESSAGES } from '@hris/domain/responsibility';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, expectGuarded, json, type TestApp, testApp } from '../../../test/app';
import { hireVia, makeOrg } from '../../../test/fixtures';
import { exe, jpg, multipart, pdf, png } from '../../../test/sample-files';
import { localStorage } from '../../plugins/files/local-storage';

let t: TestApp;
let uploads: string;
let ana: number;
let ben: number;
beforeAll(async () => {
  uploads = await mkdtemp(path.join(os.tmpdir(), 'hris-responsibility-test-'));
  t = await testApp({ storage: localStorage(uploads) });
  const org = await makeOrg(t);
  ana = await hireVia(t, org, { first_name: 'Ana', last_name: 'Cruz' });
  ben = await hireVia(t, org, { first_name: 'Ben', last_name: 'Dizon' });
});
afterAll(async () => {
  await t.close();
  await rm(uploads, { recursive: true, force: true });
});

const laptop = { name: 'Laptop', description: 'Dell Latitude 5440, SN 7H2K9', quantity: 1, received: true };
const headset = { name: 'Headset', description: '', quantity: '2', received: 'no' };

describe('responsibility forms', () => {
  let id = 0;

  it('adds a form with its items (JSON text too), for an employee without one, once', async () => {
    const options = json(await t.call('GET', '/api/employeenoresponsibility?q=ana'));
    expect(options.map((o: { id: number }) => o.id)).toEqual([ana]);
    const added = json(
      await t.call('POST', '/api/manualresponsibility/add', {
        employee_id: ana,
        responsibility: JSON.stringify([laptop, headset]),
      }),
    );
    id = added.data.id;
    const form = json(await t.call('GET', `/api/responsibility/get/${id}`));
    expect(form).toMatchObject({ res_id: id, employee_id: ana, signature: null });
    expect(form.items).toEqual([laptop, { ...headset, quantity: 2, received: false }]);
    expect(json(await t.call('GET', '/api/employeenoresponsibility?q=ana'))).toEqual([]);
    const second = await t.call('POST', '/api/manualresponsibility/add', {
      employee_id: ana,
      responsibility: [laptop],
    });
    expect(errorsOf(second).employee_id).toEqual([RESPONSIBILITY_MESSAGES.exists]);
    const list = json(await t.call('GET', '/api/responsibility'));
    expect(list.data[0]).toMatchObject({ res_id: id, employee_id: ana, items: 2 });
  });

  it('refuses no items, bad quantities and names, and an unknown employee (422)', async () => {
    const none = await t.call('POST', '/api/manualresponsibility/add', {
      employee_id: ben,
      responsibility: [],
    });
    expect(errorsOf(none).responsibility).toEqual([RESPONSIBILITY_MESSAGES.noItems]);
    const bad = await t.call('POST', '/api/manualresponsibility/add', {
      employee_id: ben,
      responsibility: [{ name: '', quantity: 0, received: 'maybe' }],
    });
    expect(Object.keys(errorsOf(bad)).sort()).toEqual([
      'responsibility.0.name',
      'responsibility.0.quantity',
      'responsibility.0.received',
    ]);
    const notJson = await t.call('POST', '/api/manualresponsibility/add', {
      employee_id: ben,
      responsibility: '[{',
    });
    expect(errorsOf(notJson).responsibility).toBeDefined();
    const nobody = await t.call('POST', '/api/manualresponsibility/add', {
      employee_id: 999999,
      responsibility: [laptop],
    });
    expect(errorsOf(nobody).employee_id).toEqual(['Please select an employee.']);
  });

  it('replaces the items on update and deletes the form', async () => {
    json(await t.call('POST', `/api/responsibility/update/${id}`, { responsibility: [headset] }));
    const form = json(await t.call('GET', `/api/responsibilitymodify/get/${id}`));
    expect(form.items).toEqual([{ ...headset, quantity: 2, received: false }]);
    expect(
      (await t.call('POST', '/api/responsibility/update/999999', { responsibility: [laptop] })).statusCode,
    ).toBe(404);
    expect(json(await t.call('DELETE', `/api/responsibility/delete/${id}`)).message).toBe(
      RESPONSIBILITY_MESSAGES.deleted,
    );
    expect((await t.call('GET', `/api/responsibility/get/${id}`)).statusCode).toBe(404);
  });
});

describe('work-from-home undertakings', () => {
  const send = (fields: [string, string][], file?: [string, Buffer]) => {
    const body = multipart([
      ...fields,
      ...(file ? [['files[0]', file[0], file[1]] as [string, string, Buffer]] : []),
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/wfh/responsibility/hr/add',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${t.hrToken}` },
    });
  };
  const fields = (employee: number): [string, string][] => [
    ['employee_id', String(employee)],
    ['until_date', '2026-12-31'],
    ['date_sign', '2026-11-20'],
  ];

  it('records an undertaking with its signature image and opens it for the addendum', async () => {
    const saved = json(await send(fields(ben), ['signature.png', png()]));
    const detail = json(await t.call('GET', `/api/wfh/responsibility/hr/get/${saved.data.id}`));
    expect(detail).toMatchObject({ employee_id: ben, until_date: '2026-12-31', date_sign: '2026-11-20' });
    expect((await t.app.inject({ method: 'GET', url: detail.wfh_signature.url })).statusCode).toBe(200);
    json(await send(fields(ana), ['signature.jpg', jpg()]));
    const list = json(await t.call('GET', '/api/wfh/responsibility/hr/get?q=ben'));
    expect(list.data.map((r: { employee_id: number }) => r.employee_id)).toEqual([ben]);
  });

  it('needs one signature image, and an end date on or after the signing', async () => {
    expect(errorsOf(await send(fields(ben))).files).toBeDefined();
    expect((await send(fields(ben), ['signature.pdf', pdf('x')])).statusCode).toBe(415);
    expect((await send(fields(ben), ['signature.png', exe()])).statusCode).toBe(415);
    const early = await send(
      [
        ['employee_id', String(ben)],
        ['until_date', '2026-11-01'],
        ['date_sign', '2026-11-20'],
      ],
      ['signature.png', png()],
    );
    expect(errorsOf(early).until_date).toBeDefined();
  });

  it('guards every route', async () => {
    for (const url of [
      '/api/responsibility',
      '/api/responsibility/get/1',
      '/api/responsibilitymodify/get/1',
      '/api/employeenoresponsibility',
      '/api/wfh/responsibility/hr/get',
      '/api/wfh/responsibility/hr/get/1',
    ])
      await expectGuarded(t, 'GET', url);
    await expectGuarded(t, 'POST', '/api/manualresponsibility/add', {});
    await expectGuarded(t, 'POST', '/api/responsibility/update/1', {});
    await expectGuarded(t, 'DELETE', '/api/responsibility/delete/1');
  });
});
