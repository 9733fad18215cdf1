import { PATTERNS } from '@hris/domain/masks';
import { punchInstant } from '@hris/domain/punches';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
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
 * Routes are public (a terminal sends no bearer token): the registered serial is the credential.
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

export type AdmsDeps = { db: Db };

export async function admsRoutes(app: FastifyInstance, { db }: AdmsDeps): Promise<void> {
  // Terminals send their lines as text under varying content types; read every body as text here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );

  const text = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/plain; charset=utf-8').send(body);

  /** The registered device of a serial number, marked seen; null when unknown. */
  async function device(serial: string): Promise<number | null> {
    const { rows } = await db.execute<{ id: number }>(
      sql`UPDATE attendance_devices SET last_seen_at = now() WHERE serial_number = ${serial} RETURNING id`,
    );
    return rows[0]?.id ?? null;
  }

  const open = {
    config: { public: true, rateLimit: TERMINAL_LIMIT },
    bodyLimit: BODY_LIMIT,
    schema: { querystring: snQuery, hide: true, tags: ['terminals'] },
  };

  app.get('/iclock/cdata', open, async (req, reply) => {
    const { SN } = req.query as z.infer<typeof snQuery>;
    if ((await device(SN)) === null) return text(reply, 403, 'Unknown device');
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
    const deviceId = await device(SN);
    if (deviceId === null) return text(reply, 403, 'Unknown device');
    const lines = typeof req.body === 'string' ? req.body.split(/\r?\n/).filter((l) => l.trim()) : [];
    if (table !== 'ATTLOG') return text(reply, 200, `OK: ${lines.length}`);
    if (lines.length > MAX_LINES) return text(reply, 413, 'Too many lines');

    const parsed = lines.map((l) => l.split('\t').map((c) => c.trim()));
    const pins = [...new Set(parsed.map((c) => c[0] ?? ''))].filter((p) => /^[\d-]{1,16}$/.test(p));
    const { rows: staff } = await db.execute<{ id: number; emp_id: string }>(
      sql`SELECT id, emp_id FROM employees WHERE emp_id = ANY(${`{${pins.map((p) => (PATTERNS.emp_id.test(p) ? p : `${p.slice(0, 4)}-${p.slice(4)}`)).join(',')}}`}::text[])`,
    );
    const byPin = new Map<string, number>();
    for (const s of staff) {
      byPin.set(s.emp_id, s.id);
      byPin.set(s.emp_id.replace('-', ''), s.id);
    }
    const punches: IncomingPunch[] = [];
    for (const [pin = '', stamp = '', status = ''] of parsed) {
      const employee = byPin.get(pin);
      const at = punchInstant(stamp);
      // A line of someone we do not know (a visitor enrolled on the terminal) or unreadable is skipped.
      if (!employee || !at) continue;
      const type = /^[0-5]$/.test(status) ? Number(status) : null;
      punches.push({ employee_id: employee, at, type, source: 'device', device_id: deviceId });
    }
    await db.transaction(async (tx) => {
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
    // The terminal counts the lines we took: all of them, so it does not send them again.
    return text(reply, 200, `OK: ${lines.length}`);
  });

  app.get('/iclock/getrequest', open, async (req, reply) => {
    const { SN } = req.query as z.infer<typeof snQuery>;
    return (await device(SN)) === null ? text(reply, 403, 'Unknown device') : text(reply, 200, 'OK');
  });

  app.post('/iclock/devicecmd', open, async (req, reply) => {
    const { SN } = req.query as z.infer<typeof snQuery>;
    return (await device(SN)) === null ? text(reply, 403, 'Unknown device') : text(reply, 200, 'OK');
  });
}
