import { clientAddress } from '@hris/domain/addresses';
import { companyDate } from '@hris/domain/company-clock';
import { PATTERNS } from '@hris/domain/masks';
import { punchYears, readPunchStamp } from '@hris/domain/punches';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pgArray } from '../../db/arrays';
import type { Db } from '../../db/client';
import { writeAudit } from '../../plugins/audit';
import type { RateLimit } from '../../plugins/public-limits';
import { applyPunches, type IncomingPunch } from './punches.service';

/**
 * ZKTeco's ADMS push protocol ("iclock"), which most biometric terminals speak: the terminal says
 * hello with `GET /iclock/cdata?SN=...` (we answer its options), posts its attendance log as ATTLOG
 * lines (`PIN \t YYYY-MM-DD HH:MM:SS \t status \t verify ...`) to `POST /iclock/cdata?SN=...&table=ATTLOG`
 * (we answer `OK: n`), and polls `GET /iclock/getrequest` for commands (none). Only the serial numbers
 * HR registered are heard; others get 403. The PIN is the employee id (2024-001) or its digits
 * (2024001); the time is the terminal's clock, which is set to the company's (Asia/Manila).
 * Routes are public (a terminal sends no bearer token): the registered serial is the credential, and
 * where HR gave a terminal allowed addresses, the address it calls from (the client's address as the
 * app determines it: the peer's, or what a proxy named in HRIS_TRUST_PROXY saw). A call from anywhere
 * else is a 403 that stores nothing; the device's row counts it for the Devices screen, and the first
 * refusal of each hour leaves an audit row. A line dated outside 2000 to next year is skipped and
 * counted (a terminal whose clock was reset), never stored.
 */

const snQuery = z.object({
  SN: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
  table: z.string().max(32).optional(),
  options: z.string().max(32).optional(),
  Stamp: z.string().max(32).optional(),
  pushver: z.string().max(32).optional(),
  language: z.string().max(32).optional(),
});

/** The most lines one push may carry (terminals send a few hundred at most). */
const MAX_LINES = 20_000;

/** A push of MAX_LINES lines of about 60 bytes, and some room. */
const BODY_LIMIT = 2 * 1024 * 1024;

/**
 * Per route and address: a terminal polls every 10 seconds and pushes each punch as it happens, and
 * a site's terminals may share one address; a 429 makes a terminal send again later.
 */
const TERMINAL_LIMIT: RateLimit = { max: 600, timeWindow: '1 minute' };

export type AdmsDeps = {
  db: Db;
  /** The clock the company's "today" is read from (the years a punch may be dated). */
  clock?: () => Date;
};

/** The refused calls of a terminal leave one audit row an hour at most (its row counts them all). */
const REFUSAL_AUDIT_EVERY = '1 hour';

export async function admsRoutes(
  app: FastifyInstance,
  { db, clock = () => new Date() }: AdmsDeps,
): Promise<void> {
  // Terminals send their lines as text under varying content types; read every body as text here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );

  const text = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/plain; charset=utf-8').send(body);

  /**
   * The registered device of a serial number, if the call comes from an address it may call from:
   * noted as heard (time, address) or as refused (the counters), in one statement.
   */
  async function device(req: FastifyRequest, serial: string): Promise<number | 'unknown' | 'refused'> {
    const address = clientAddress(req.ip);
    const { rows } = await db.execute<{ id: number; ok: boolean; audit: boolean; refused_calls: number }>(sql`
      WITH d AS (
        SELECT id, cardinality(allowed_addresses) = 0
          OR coalesce(${address}::inet <<= ANY(allowed_addresses), false) AS ok
        FROM attendance_devices WHERE serial_number = ${serial})
      UPDATE attendance_devices a SET
        last_seen_at = CASE WHEN d.ok THEN now() ELSE a.last_seen_at END,
        last_address = CASE WHEN d.ok THEN ${address}::inet ELSE a.last_address END,
        refused_calls = a.refused_calls + CASE WHEN d.ok THEN 0 ELSE 1 END,
        last_refused_at = CASE WHEN d.ok THEN a.last_refused_at ELSE now() END,
        last_refused_address = CASE WHEN d.ok THEN a.last_refused_address ELSE ${address}::inet END,
        refusal_audited_at = CASE WHEN NOT d.ok AND (a.refusal_audited_at IS NULL
          OR a.refusal_audited_at < now() - ${REFUSAL_AUDIT_EVERY}::interval) THEN now()
          ELSE a.refusal_audited_at END
      FROM d WHERE a.id = d.id
      RETURNING a.id, d.ok, NOT d.ok AND a.refusal_audited_at = now() AS audit, a.refused_calls`);
    const row = rows[0];
    if (!row) return 'unknown';
    if (row.ok) return row.id;
    if (row.audit)
      await writeAudit(
        db,
        { userId: null, ip: req.ip },
        {
          action: 'refuse',
          entity: 'attendance_devices',
          entityId: row.id,
          after: { serial, address, refused_calls: row.refused_calls },
        },
      );
    return 'refused';
  }

  /** The reply to a call from an unknown serial or a refused address (nothing stored). */
  const denied = (reply: FastifyReply, why: 'unknown' | 'refused') =>
    text(reply, 403, why === 'unknown' ? 'Unknown device' : 'Address not allowed');

  const open = {
    config: { public: true, rateLimit: TERMINAL_LIMIT },
    bodyLimit: BODY_LIMIT,
    schema: { querystring: snQuery, hide: true, tags: ['terminals'] },
  };

  app.get('/iclock/cdata', open, async (req, reply) => {
    const { SN } = req.query as z.infer<typeof snQuery>;
    const heard = await device(req, SN);
    if (typeof heard !== 'number') return denied(reply, heard);
    return text(
      reply,
      200,
      [
        `GET OPTION FROM: ${SN}`,
        'ATTLOGStamp=None',
        'OPERLOGStamp=9999',
        'ATTPHOTOStamp=None',
        'ErrorDelay=30',
        'Delay=10',
        'TransTimes=00:00;14:05',
        'TransInterval=1',
        'TransFlag=TransData AttLog',
        'TimeZone=8',
        'Realtime=1',
        'Encrypt=None',
      ].join('\n'),
    );
  });

  app.post('/iclock/cdata', open, async (req, reply) => {
    const { SN, table } = req.query as z.infer<typeof snQuery>;
    const deviceId = await device(req, SN);
    if (typeof deviceId !== 'number') return denied(reply, deviceId);
    const lines = typeof req.body === 'string' ? req.body.split(/\r?\n/).filter((l) => l.trim()) : [];
    if (table !== 'ATTLOG') return text(reply, 200, `OK: ${lines.length}`);
    if (lines.length > MAX_LINES) return text(reply, 413, 'Too many lines');

    const parsed = lines.map((l) => l.split('\t').map((c) => c.trim()));
    const pins = [...new Set(parsed.map((c) => c[0] ?? ''))].filter((p) => /^[\d-]{1,16}$/.test(p));
    const { rows: staff } = await db.execute<{ id: number; emp_id: string }>(
      sql`SELECT id, emp_id FROM employees WHERE emp_id = ANY(${pgArray(
        'text',
        pins.map((p) => (PATTERNS.emp_id.test(p) ? p : `${p.slice(0, 4)}-${p.slice(4)}`)),
      )})`,
    );
    const byPin = new Map<string, number>();
    for (const s of staff) {
      byPin.set(s.emp_id, s.id);
      byPin.set(s.emp_id.replace('-', ''), s.id);
    }
    const years = punchYears(companyDate(clock()));
    const punches: IncomingPunch[] = [];
    let refused = 0;
    let lastRefused = '';
    for (const [pin = '', stamp = '', status = ''] of parsed) {
      const employee = byPin.get(pin);
      // A line of someone we do not know (a visitor enrolled on the terminal) is skipped.
      if (!employee) continue;
      // One dated where no punch can be (unreadable, or outside 2000 to next year) is counted.
      const read = readPunchStamp(stamp, years);
      if (!('at' in read)) {
        refused++;
        // Shown to HR as sent, but only printable ASCII (the body is anyone's text).
        lastRefused = stamp.replace(/[^\x20-\x7E]/g, '?').slice(0, 32);
        continue;
      }
      const type = /^[0-5]$/.test(status) ? Number(status) : null;
      punches.push({ employee_id: employee, at: read.at, type, source: 'device', device_id: deviceId });
    }
    await db.transaction(async (tx) => {
      if (refused > 0)
        await tx.execute(sql`UPDATE attendance_devices SET stamps_refused = stamps_refused + ${refused},
          last_stamp_refused = ${lastRefused}, last_stamp_refused_at = now() WHERE id = ${deviceId}`);
      const { changed: _, ...counts } = await applyPunches(tx, punches, { dryRun: false });
      // A resent batch stores nothing and leaves no audit row; new punches leave one per push.
      if (counts.punches_new > 0)
        await writeAudit(
          tx,
          { userId: null, ip: req.ip },
          {
            action: 'push',
            entity: 'attendance_punches',
            entityId: deviceId,
            after: { serial: SN, lines: lines.length, ...counts },
          },
        );
    });
    // The terminal counts the lines we took: all of them, so it does not send them again (a bad date
    // stays bad). The reply is the protocol's alone (a terminal's firmware may read nothing else); the
    // refused lines are shown to HR on the Devices screen.
    return text(reply, 200, `OK: ${lines.length}`);
  });

  app.get('/iclock/getrequest', open, async (req, reply) => {
    const { SN } = req.query as z.infer<typeof snQuery>;
    const heard = await device(req, SN);
    return typeof heard === 'number' ? text(reply, 200, 'OK') : denied(reply, heard);
  });

  app.post('/iclock/devicecmd', open, async (req, reply) => {
    const { SN } = req.query as z.infer<typeof snQuery>;
    const heard = await device(req, SN);
    return typeof heard === 'number' ? text(reply, 200, 'OK') : denied(reply, heard);
  });
}
