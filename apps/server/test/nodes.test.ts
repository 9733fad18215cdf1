import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MIGRATIONS_DIR } from '../src/lib/paths';
import { secretBox } from '../src/lib/secret-box';
import { datasheet, type Org } from './fixtures';
import { startS3, type TestS3 } from './s3';
import { multipart, pdf } from './sample-files';
import {
  call,
  callMultipart,
  clusterUrl,
  loginHr,
  removeServerBundle,
  type ServerProcess,
  startServer,
  stopServer,
  tempDataDir,
} from './server-process';
import { startSmtp } from './smtp';

/**
 * Several app nodes over one PostgreSQL and one S3-compatible bucket, as a company that outgrows one
 * machine runs them: node A with its embedded PostgreSQL, node B on A's database by DATABASE_URL, both
 * on one s3rver and one secret key. Sessions, files and scheduled jobs are shared, not per node; two
 * more nodes starting at once on an empty database migrate and seed it once; SIGTERM drains.
 */

const SECRET = 'one key for every node of the cluster';
const QUEUED_MAILS = 6;

let s3: TestS3;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const folders: Awaited<ReturnType<typeof tempDataDir>>[] = [];
const servers: ServerProcess[] = [];
let a: ServerProcess;
let b: ServerProcess;
let dirA: string;
let db: pg.Client;
/** The employee node A sent a contract to. */
let employee: number;
/** Before the outbox rows are queued: pg-boss jobs created since then are the cron's. */
let queuedAt: Date;
/** The test mail server's certificate, in a file for NODE_EXTRA_CA_CERTS. */
let caFile: string;
let caFolder: Awaited<ReturnType<typeof tempDataDir>> | undefined;

const s3Env = () => ({
  S3_BUCKET: s3.config.bucket,
  S3_REGION: s3.config.region,
  S3_ENDPOINT: s3.config.endpoint!,
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: s3.config.credentials!.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.config.credentials!.secretAccessKey,
});
async function folder(name: string): Promise<string> {
  const f = await tempDataDir(name);
  folders.push(f);
  return f.dir;
}
/** A node on the shared bucket and key; info-level logs, to see which node ran a job. */
const nodeEnv = async (name: string, env: Record<string, string> = {}) => ({
  HRIS_DATA_DIR: await folder(name),
  HRIS_SECRET_KEY: SECRET,
  SMTP_URL: smtp.url,
  // the test mail server's own certificate, which the nodes' STARTTLS must trust
  NODE_EXTRA_CA_CERTS: caFile,
  LOG_LEVEL: 'info',
  ...s3Env(),
  ...env,
});
async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer(env);
  servers.push(server);
  return server;
}
/** How many requests to `url` a node logged it received. */
const requestsTo = (server: ServerProcess, url: string) =>
  server
    .stdout()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { msg?: string; req?: { url?: string } })
    .filter((l) => l.msg === 'incoming request' && l.req?.url === url).length;
/** The `msg` of every JSON log line a node printed. */
const messages = (server: ServerProcess) =>
  server
    .stdout()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => (JSON.parse(l) as { msg?: string }).msg ?? '');

beforeAll(async () => {
  [s3, smtp] = await Promise.all([startS3(), startSmtp()]);
  caFolder = await tempDataDir('smtp-ca');
  caFile = path.join(caFolder.dir, 'ca.pem');
  await writeFile(caFile, smtp.ca);
  const envA = await nodeEnv('node-a');
  a = await start(envA);
  dirA = envA.HRIS_DATA_DIR;
  const url = await clusterUrl(dirA);
  b = await start(await nodeEnv('node-b', { DATABASE_URL: url }));
  db = new pg.Client(url);
  db.on('error', () => {});
  await db.connect();
}, 120_000);

afterAll(async () => {
  await db?.end().catch(() => {});
  for (const server of servers.reverse()) await stopServer(server);
  for (const f of folders) await f.remove();
  await smtp?.close();
  await caFolder?.remove();
  await s3?.stop();
  removeServerBundle();
});

describe('two nodes on one PostgreSQL and one bucket', () => {
  it('share sessions: a token from one works on the other, and a logout on one ends it on both', async () => {
    const token = await loginHr(a);
    expect((await call(b, 'GET', '/api/user', undefined, token)).status).toBe(200);
    expect((await call(b, 'POST', '/api/logout', {}, token)).status).toBe(200);
    expect((await call(a, 'GET', '/api/user', undefined, token)).status).toBe(401);
    expect((await call(b, 'GET', '/api/user', undefined, token)).status).toBe(401);
  });

  it('share files: a document uploaded through one opens through the other, by its link or a token', async () => {
    const token = await loginHr(a);
    const post = async (url: string, body: object) => {
      const res = await call(a, 'POST', url, body, token);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return (res.json.data as { id: number }).id;
    };
    const depId = await post('/api/departments/add', { department_name: 'Operations' });
    const org = {
      depId,
      agent: await post('/api/positions/add', { position_name: 'Agent', department_id: depId }),
      subA: await post('/api/subdepartments/add', { sub_department_name: 'Node Floor' }),
    } as Org;
    employee = await post('/api/employees/add', datasheet(org, { emp_id: '2026-101' }));
    const bytes = pdf('sent through node A');
    const sent = await callMultipart(
      a,
      '/api/uploadmemoscontracts/multiple',
      multipart([
        ['employee_id', String(employee)],
        ['document_type', 'contract'],
        ['files[0]', 'Contract.pdf', bytes],
      ]),
      token,
    );
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);

    // node B lists it, with a link it signed; the link and B's own bearer token both open it
    const tokenB = await loginHr(b);
    const info = await call(b, 'GET', `/api/contractsmemo/getinfo/${employee}`, undefined, tokenB);
    expect(info.status).toBe(200);
    const { documents } = (info.json.data ?? info.json) as { documents: { file: { url: string } }[] };
    const url = documents[0]!.file.url;
    const name = url.slice('/upload/'.length).split('?')[0]!;
    for (const [server, headers] of [
      [b, {}],
      [a, {}],
      [b, { authorization: `Bearer ${tokenB}` }],
    ] as const) {
      const res = await fetch(server.base + (headers.authorization ? `/upload/${name}` : url), { headers });
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    }
    // in the bucket, and on neither node's disk
    expect(await s3.keys()).toContain(name);
    for (const f of folders.slice(0, 2)) expect(await readdir(f.dir)).not.toContain('uploads');
  });

  it('queue mail that no node sent yet (a node stopped before sending)', async () => {
    // Once the node that sent the contract above has sent its mail (and so ended the send loop that
    // would take these too): only the outbox job sends these.
    for (const end = Date.now() + 10_000; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
      const { rows } = await db.query("SELECT 1 FROM mail_outbox WHERE status IN ('queued', 'sending')");
      if (rows.length === 0 && smtp.inbox.length > 0) break;
    }
    await new Promise((r) => setTimeout(r, 500));
    queuedAt = (await db.query<{ now: Date }>('SELECT now()')).rows[0]!.now;
    // sealed with the cluster's key, as a node keeps a mail's text
    const box = secretBox(createHash('sha256').update(SECRET).digest());
    await db.query(
      `INSERT INTO mail_outbox (to_address, subject, body_enc)
       SELECT 'queued' || i || '@example.com', 'Queued ' || i, $2 FROM generate_series(0, $1 - 1) i`,
      [QUEUED_MAILS, box.seal('Left in the outbox')],
    );
  });

  it('both answer /healthz and /readyz', async () => {
    for (const server of [a, b]) {
      expect((await call(server, 'GET', '/healthz')).json).toEqual({ status: 'ok' });
      expect((await call(server, 'GET', '/readyz')).json).toEqual({ status: 'ok' });
    }
  });

  it('two more starting at once on an empty database migrate it once, set it up once and run the month once', {
    timeout: 90_000,
  }, async () => {
    await db.query('CREATE DATABASE hris_fresh');
    const url = await clusterUrl(dirA, 'hris_fresh');
    const env = { DATABASE_URL: url };
    const t0 = Date.now();
    const [c, d] = await Promise.all([
      nodeEnv('node-c', env).then(start),
      nodeEnv('node-d', env).then(start),
    ]);
    const started = Date.now() - t0;
    const fresh = new pg.Client(url);
    await fresh.connect();
    try {
      const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'));
      const { rows: applied } = await fresh.query<{ hash: string }>(
        'SELECT hash FROM drizzle.__drizzle_migrations',
      );
      expect(applied).toHaveLength(journal.entries.length);
      expect(new Set(applied.map((r) => r.hash)).size).toBe(applied.length);
      const count = async (q: string) => (await fresh.query<{ n: number }>(q)).rows[0]!.n;
      expect(await count("SELECT count(*)::int AS n FROM users WHERE name = 'hr'")).toBe(1);
      // the month's credit run (each node's catch-up at start): run by one of them
      const period = (
        await fresh.query<{ p: string }>("SELECT to_char(now() AT TIME ZONE 'Asia/Manila', 'YYYY-MM') AS p")
      ).rows[0]!.p;
      expect(
        await count(`SELECT count(*)::int AS n FROM leave_accrual_runs WHERE period = '${period}'`),
      ).toBe(1);
      const runs = [c, d].map(
        (n) => messages(n).filter((m) => m.startsWith(`leave credits ${period}:`)).length,
      );
      expect(runs[0]! + runs[1]!).toBe(1);
      // one of them created the HR account (the first run), the other found it
      const outputs = [c, d].map((n) => n.output());
      expect(outputs.filter((o) => o.includes('log in as "hr"')).length).toBe(1);
      expect(outputs.filter((o) => o.includes('log in with your HR account')).length).toBe(1);
      console.info(
        `two nodes started at once on an empty database in ${started} ms: ${applied.length} migrations applied once, ` +
          `the HR account made once, the ${period} credit run once`,
      );
    } finally {
      await fresh.end();
    }
    for (const n of [c, d]) expect(await stopServer(n)).toEqual({ code: 0, signal: null });
  });

  it('run each scheduled tick on one node: the outbox job sends every queued mail once', async () => {
    const queued = () => smtp.inbox.filter((m) => m.to.some((t) => t.startsWith('queued')));
    const t0 = Date.now();
    // the job runs every minute (at the latest a minute and its cron pass after the rows were queued)
    for (; queued().length < QUEUED_MAILS && Date.now() - t0 < 100_000; )
      await new Promise((r) => setTimeout(r, 250));
    const sentAfter = Date.now() - queuedAt.getTime();
    // Every run of the job has ended (a second node's duplicate would have been sent within its run).
    await vi.waitUntil(
      async () =>
        (
          await db.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail-outbox' AND state = 'active'",
          )
        ).rows[0]!.n === 0,
      { timeout: 30_000, interval: 100 },
    );
    const to = queued()
      .flatMap((m) => m.to)
      .sort();
    expect(to).toEqual(Array.from({ length: QUEUED_MAILS }, (_, i) => `queued${i}@example.com`));
    const handled = `mail: ${QUEUED_MAILS} queued messages handled`;
    const byNode = [a, b].map((n) => messages(n).filter((m) => m === handled).length);
    expect(byNode[0]! + byNode[1]!).toBe(1);
    // pg-boss made one job of each minute's tick for the two nodes
    const { rows } = await db.query<{ minute: Date; n: number }>(
      `SELECT date_trunc('minute', created_on) AS minute, count(*)::int AS n FROM pgboss.job
       WHERE name = 'mail-outbox' AND created_on >= $1 GROUP BY 1 ORDER BY 1`,
      [queuedAt],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.n !== 1)).toEqual([]);
    console.info(
      `outbox job: ${QUEUED_MAILS} queued mails sent once, by node ${byNode[0] ? 'A' : 'B'}, ` +
        `${(sentAfter / 1000).toFixed(1)} s after they were queued; ${rows.length} minute tick(s), one job each`,
    );
  }, 120_000);

  it('SIGTERM drains: a request in flight completes with 200, new connections are refused, then the node exits 0', async () => {
    const token = await loginHr(a);
    const keysBefore = (await s3.keys()).length;
    const body = multipart([
      ['employee_id', String(employee)],
      ['document_type', 'memo'],
      ['files[0]', 'In flight.pdf', pdf('uploaded across a SIGTERM')],
    ]);
    // a client that keeps its connection open after the reply, as a load balancer does
    const agent = new http.Agent({ keepAlive: true });
    const req = http.request(`${a.base}/api/uploadmemoscontracts/multiple`, {
      agent,
      method: 'POST',
      headers: {
        ...body.headers,
        'content-length': String(body.payload.length),
        authorization: `Bearer ${token}`,
      },
    });
    const reply = new Promise<{ status: number; text: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => {
          text += c.toString('utf8');
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
    });
    // the node closing the connection the request leaves open (keep-alive), not the client
    const closedByNode = new Promise<void>((resolve) => req.once('socket', (s) => s.once('close', resolve)));
    const uploads = () => requestsTo(a, '/api/uploadmemoscontracts/multiple');
    const earlier = uploads();
    const half = Math.floor(body.payload.length / 2);
    req.write(body.payload.subarray(0, half));
    // in flight: the node has the request and reads its body
    await vi.waitUntil(() => uploads() > earlier, { timeout: 10_000, interval: 20 });
    a.child.kill('SIGTERM');
    const sentAt = Date.now();
    // the listener is closed at once: a new connection is refused
    let refused = '';
    for (const end = Date.now() + 5_000; refused !== 'ECONNREFUSED' && Date.now() < end; ) {
      refused = await new Promise<string>((resolve) => {
        const socket = net.connect(a.port, '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy(); // still listening: try again
          setTimeout(() => resolve('connected'), 50);
        });
        socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
      });
    }
    expect(refused).toBe('ECONNREFUSED');
    await new Promise((r) => setTimeout(r, 1_000)); // held open across the shutdown
    expect(a.child.exitCode).toBeNull();
    req.end(body.payload.subarray(half));
    const res = await reply;
    expect(res.status, res.text).toBe(200);
    expect(JSON.parse(res.text).data.documents).toHaveLength(1);
    const answeredAt = Date.now();
    // It closed the connection its request left open instead of waiting for the client to drop it
    // (app.close() would wait past the shutdown limit, and the node exit 1).
    await closedByNode;
    expect(await a.exited).toEqual({ code: 0, signal: null });
    agent.destroy();
    expect(await s3.keys()).toHaveLength(keysBefore + 1);
    console.info(
      `SIGTERM: the upload in flight answered 200 ${answeredAt - sentAt} ms after the signal, and node A ` +
        `exited ${Date.now() - answeredAt} ms later`,
    );
  });

  it('the other node, its database gone with node A, answers /healthz 200 and /readyz and data calls 503', async () => {
    expect((await call(b, 'GET', '/healthz')).status).toBe(200);
    const ready = await call(b, 'GET', '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.json).toMatchObject({ status: 'unavailable', database: 'unreachable' });
    expect((await call(b, 'GET', '/api/user', undefined, 'any-token')).status).toBe(503);
  });
});
