import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, expectGuarded, json, type TestApp, testApp } from '../../../test/app';
import { hireVia, makeOrg } from '../../../test/fixtures';
import { buildApp } from '../../app';

/**
 * Terminals restricted to the addresses HR allows (Time > Devices): a call from elsewhere is refused
 * (403, nothing stored) and counted on the device, the first refusal of each hour audited; every heard
 * call notes the address and time. The address is the client's as the app determines it: the peer's,
 * or with HRIS_TRUST_PROXY what the named proxy saw.
 */

let t: TestApp;
let code: string;

beforeAll(async () => {
  t = await testApp();
  const org = await makeOrg(t);
  const id = await hireVia(t, org, { first_name: 'Amparo', last_name: 'Dizon' });
  code = (await t.db.execute<{ emp_id: string }>(sql`SELECT emp_id FROM employees WHERE id = ${id}`)).rows[0]!
    .emp_id;
});
afterAll(() => t.close());

type Device = Record<string, unknown> & { id: number; serial_number: string };

const addDevice = async (serial: string, allowed: string[]) =>
  json(
    await t.call('POST', '/api/attendance/devices/add', {
      serial_number: serial,
      name: `Terminal ${serial}`,
      allowed_addresses: allowed,
    }),
  ).data.id as number;

const deviceOf = async (serial: string): Promise<Device> =>
  json(await t.call('GET', `/api/attendance/devices?q=${serial}`)).data[0];

/** Each push carries a punch of its own minute (one employee and instant is stored once). */
let minute = 0;

/** A terminal's call from an address (light-my-request's peer address), with headers. */
const call = (
  serial: string,
  from: string,
  what: 'hello' | 'push' | 'poll' | 'command' = 'hello',
  headers: Record<string, string> = {},
  app: FastifyInstance = t.app,
) =>
  app.inject({
    method: what === 'hello' || what === 'poll' ? 'GET' : 'POST',
    url:
      what === 'hello'
        ? `/iclock/cdata?SN=${serial}&options=all`
        : what === 'push'
          ? `/iclock/cdata?SN=${serial}&table=ATTLOG`
          : what === 'poll'
            ? `/iclock/getrequest?SN=${serial}`
            : `/iclock/devicecmd?SN=${serial}`,
    remoteAddress: from,
    headers: { 'content-type': 'text/plain', ...headers },
    ...(what === 'push' && {
      payload: `${code}\t2026-03-10 08:${String(++minute).padStart(2, '0')}:00\t0\t1`,
    }),
  });

const punchesOf = async (device: number) =>
  (
    await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM attendance_punches WHERE device_id = ${device}`,
    )
  ).rows[0]!.n;

const refusalAudits = async (device: number) =>
  (
    await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'attendance_devices' AND entity_id = ${device}
        AND action = 'refuse'`,
    )
  ).rows[0]!.n;

describe('the allowed addresses of a terminal (POST api/attendance/devices/add, update)', () => {
  it('are for HR only', async () => {
    await expectGuarded(t, 'POST', '/api/attendance/devices/add', {
      serial_number: 'GUARD1',
      name: 'x',
      allowed_addresses: ['10.0.0.0/8'],
    });
    await expectGuarded(t, 'POST', '/api/attendance/devices/update/1', {});
    await expectGuarded(t, 'GET', '/api/attendance/devices');
  });

  it('take addresses and ranges of IPv4 and IPv6, kept as ranges without repeats', async () => {
    await addDevice('ADDR1', [
      ' 203.0.113.7 ',
      '192.168.1.0/24',
      '2001:DB8::/32',
      '::ffff:10.1.0.0/112',
      '',
      '203.0.113.7/32',
    ]);
    const device = await deviceOf('ADDR1');
    expect(device.allowed_addresses).toEqual([
      '203.0.113.7/32',
      '192.168.1.0/24',
      '2001:db8::/32',
      '10.1.0.0/16',
    ]);
    expect(device).toMatchObject({
      last_seen_at: null,
      last_address: null,
      refused_calls: 0,
      last_refused_at: null,
      last_refused_address: null,
      stamps_refused: 0,
      last_stamp_refused: null,
    });
  });

  it('refuse each bad entry with its own message (422), and save nothing', async () => {
    const res = await t.call('POST', '/api/attendance/devices/add', {
      serial_number: 'ADDR2',
      name: 'Bad',
      allowed_addresses: ['10.0.0.1/8', 'gate', '10.0.0.0/33', '300.1.1.1', '2001:db8::1/64', '10.0.0.0/8'],
    });
    expect(errorsOf(res).allowed_addresses).toEqual([
      '"10.0.0.1/8" has host bits set after its prefix: did you mean 10.0.0.0/8?',
      '"gate" is not an IPv4 or IPv6 address or range (such as 192.168.1.0/24).',
      '"10.0.0.0/33": the prefix after "/" must be a number from 0 to 32.',
      '"300.1.1.1" is not an IPv4 or IPv6 address or range (such as 192.168.1.0/24).',
      '"2001:db8::1/64" has host bits set after its prefix: did you mean 2001:db8::/64?',
    ]);
    expect(await deviceOf('ADDR2')).toBeUndefined();
    expect(
      errorsOf(
        await t.call('POST', '/api/attendance/devices/add', {
          serial_number: 'ADDR2',
          name: 'Many',
          allowed_addresses: Array.from({ length: 33 }, (_, i) => `10.0.${i}.0/24`),
        }),
      ).allowed_addresses,
    ).toEqual(['A device may have at most 32 allowed addresses.']);
    for (const odd of ['10.0.0.0/8', [1], [null], { a: 1 }, ['a\u0000b'], ['x'.repeat(100_000)]])
      expect(
        (
          await t.call('POST', '/api/attendance/devices/add', {
            serial_number: 'ADDR2',
            name: 'Odd',
            allowed_addresses: odd,
          })
        ).statusCode,
        JSON.stringify(odd).slice(0, 40),
      ).toBe(422);
  });

  it('are changed on Edit, and audited', async () => {
    const id = await addDevice('ADDR3', []);
    json(
      await t.call('POST', `/api/attendance/devices/update/${id}`, {
        serial_number: 'ADDR3',
        name: 'Gate',
        allowed_addresses: ['198.51.100.0/24'],
      }),
    );
    expect((await deviceOf('ADDR3')).allowed_addresses).toEqual(['198.51.100.0/24']);
    const { rows } = await t.db.execute<{ before: { allowed_addresses: string[] }; after: object }>(
      sql`SELECT before, after FROM audit_log WHERE entity = 'attendance_devices' AND entity_id = ${id}
        AND action = 'update'`,
    );
    expect(rows[0]!.before.allowed_addresses).toEqual([]);
    expect(rows[0]!.after).toMatchObject({ allowed_addresses: ['198.51.100.0/24'] });
    expect(
      errorsOf(
        await t.call('POST', `/api/attendance/devices/update/${id}`, {
          serial_number: 'ADDR3',
          name: 'Gate',
          allowed_addresses: ['198.51.100.1/24'],
        }),
      ).allowed_addresses,
    ).toHaveLength(1);
    expect((await deviceOf('ADDR3')).allowed_addresses).toEqual(['198.51.100.0/24']);
  });
});

describe('a terminal calling (/iclock)', () => {
  it('is heard from any address when its list is empty, each call noting the address and time', async () => {
    const id = await addDevice('OPEN1', []);
    expect((await call('OPEN1', '203.0.113.50')).statusCode).toBe(200);
    const first = await deviceOf('OPEN1');
    expect(first.last_address).toBe('203.0.113.50');
    expect(first.last_seen_at).not.toBeNull();
    for (const [what, from] of [
      ['push', '198.51.100.7'],
      ['poll', '2001:db8::7'],
      ['command', '::ffff:192.0.2.9'],
    ] as const) {
      const res = await call('OPEN1', from, what);
      expect(res.statusCode, res.body).toBe(200);
      expect((await deviceOf('OPEN1')).last_address).toBe(from.replace('::ffff:', ''));
    }
    expect(await punchesOf(id)).toBe(1);
  });

  it('is heard from an allowed address and refused (403, nothing stored) from any other', async () => {
    const id = await addDevice('GATE1', ['10.1.0.0/16', '2001:db8:1::/48']);
    for (const from of ['10.1.2.3', '::ffff:10.1.200.1', '2001:db8:1::42']) {
      const res = await call('GATE1', from, 'push');
      expect(res.statusCode, from).toBe(200);
      expect(res.body).toBe('OK: 1');
    }
    expect(await punchesOf(id)).toBe(3);
    await t.db.execute(sql`DELETE FROM attendance_punches WHERE device_id = ${id}`);
    for (const [what, from] of [
      ['push', '10.2.0.1'],
      ['push', '::ffff:10.2.0.1'],
      ['hello', '2001:db8:2::1'],
      ['poll', '192.0.2.1'],
      ['command', '::1'],
    ] as const) {
      const res = await call('GATE1', from, what);
      expect(res.statusCode, `${what} from ${from}`).toBe(403);
      expect(res.body).toBe('Address not allowed');
    }
    expect(await punchesOf(id)).toBe(0);
    const device = await deviceOf('GATE1');
    expect(device).toMatchObject({
      last_address: '2001:db8:1::42',
      refused_calls: 5,
      last_refused_address: '::1',
    });
    expect(device.last_refused_at).not.toBeNull();
    // One audit row for the hour's refusals; the row counts them all.
    expect(await refusalAudits(id)).toBe(1);
  });

  it('audits the first refusal of each hour, however many come at once', async () => {
    const id = await addDevice('BURST1', ['10.9.0.0/16']);
    const replies = await Promise.all(Array.from({ length: 30 }, () => call('BURST1', '192.0.2.66', 'poll')));
    expect(replies.every((r) => r.statusCode === 403)).toBe(true);
    expect((await deviceOf('BURST1')).refused_calls).toBe(30);
    expect(await refusalAudits(id)).toBe(1);
    // An hour later, the next refusal is audited again.
    await t.db.execute(
      sql`UPDATE attendance_devices SET refusal_audited_at = now() - interval '61 minutes' WHERE id = ${id}`,
    );
    await call('BURST1', '192.0.2.67', 'poll');
    expect(await refusalAudits(id)).toBe(2);
    const { rows } = await t.db.execute<{ after: object; ip: string }>(
      sql`SELECT after, ip FROM audit_log WHERE entity_id = ${id} AND action = 'refuse' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]!.after).toEqual({ serial: 'BURST1', address: '192.0.2.67', refused_calls: 31 });
  });

  it('still refuses an unknown serial number, whatever the address', async () => {
    expect((await call('NOSUCH1', '10.1.2.3')).statusCode).toBe(403);
    expect((await call('NOSUCH1', '10.1.2.3')).body).toBe('Unknown device');
  });

  it('takes the address a trusted proxy saw, and no one else’s X-Forwarded-For', async () => {
    const id = await addDevice('PROXY1', ['10.5.0.0/16']);
    // Without HRIS_TRUST_PROXY the header is anyone's text: the peer's address counts.
    expect((await call('PROXY1', '198.51.100.9', 'poll', { 'x-forwarded-for': '10.5.1.1' })).statusCode).toBe(
      403,
    );
    const behind = await buildApp({ db: t.db, trustProxy: ['127.0.0.1'] });
    try {
      const viaProxy = await call('PROXY1', '127.0.0.1', 'poll', { 'x-forwarded-for': '10.5.1.1' }, behind);
      expect(viaProxy.statusCode).toBe(200);
      expect((await deviceOf('PROXY1')).last_address).toBe('10.5.1.1');
      // The proxy's own address is not the terminal's.
      expect((await call('PROXY1', '127.0.0.1', 'poll', {}, behind)).statusCode).toBe(403);
      // An untrusted peer's header is ignored even on that app.
      expect(
        (await call('PROXY1', '198.51.100.9', 'poll', { 'x-forwarded-for': '10.5.1.1' }, behind)).statusCode,
      ).toBe(403);
    } finally {
      await behind.close();
    }
    expect(await refusalAudits(id)).toBe(1);
  });
});
