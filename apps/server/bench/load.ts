import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';

export type Result = {
  name: string;
  path: string;
  requests: number;
  p50: number;
  p95: number;
  p975: number;
  p99: number;
  rps: number;
  errors: number;
  /** Bytes of the last reply body (uncompressed: the client does not ask for compression). */
  bytes: number;
  /** CPU time the server spent per request (Node and PostgreSQL), when a `cpu` probe was given. */
  cpuMs: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * `concurrency` clients on keep-alive connections, each sending its next request as soon as the
 * last one is answered, for at least `seconds` and at least `minRequests` requests. The body is read
 * but not parsed, so the client costs little of the machine's two cores. Every connection is warmed
 * first (`warmup` requests each), so each pooled database connection has planned the query.
 */
export async function load(opts: {
  name: string;
  port: number;
  path: string;
  /** Paths taken in turn instead of `path` (pages of a list, say); `path` names the scenario. */
  paths?: readonly string[];
  token: string;
  /** Tokens taken in turn instead of `token` (each request as another employee, say). */
  tokens?: readonly string[];
  concurrency: number;
  seconds: number;
  minRequests: number;
  warmup?: number;
  /** The server's CPU time so far, in ms (see serverCpuMs). */
  cpu?: () => number;
}): Promise<Result> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.concurrency });
  let bytes = 0;
  let turn = 0;
  let tokenTurn = 0;
  const once = () =>
    new Promise<{ ms: number; ok: boolean }>((resolve, reject) => {
      const started = process.hrtime.bigint();
      const req = http.get(
        {
          host: '127.0.0.1',
          port: opts.port,
          path: opts.paths?.length ? opts.paths[turn++ % opts.paths.length] : opts.path,
          agent,
          headers: {
            authorization: `Bearer ${opts.tokens?.length ? opts.tokens[tokenTurn++ % opts.tokens.length] : opts.token}`,
          },
        },
        (res) => {
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
          });
          res.on('end', () => {
            bytes = size;
            resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, ok: res.statusCode === 200 });
          });
        },
      );
      req.on('error', reject);
    });
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      for (let i = 0; i < (opts.warmup ?? 5); i++) await once();
    }),
  );
  const times: number[] = [];
  let errors = 0;
  const cpuBefore = opts.cpu?.() ?? 0;
  const started = performance.now();
  const until = started + opts.seconds * 1000;
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (performance.now() < until || times.length < opts.minRequests) {
        const r = await once();
        times.push(r.ms);
        if (!r.ok) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuMs = ((opts.cpu?.() ?? 0) - cpuBefore) / times.length;
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    name: opts.name,
    path: opts.path,
    requests: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p975: percentile(times, 97.5),
    p99: percentile(times, 99),
    rps: times.length / seconds,
    errors,
    bytes,
    cpuMs,
  };
}

/**
 * CPU time (user + system, ms) of a process and all its descendants: the server and the PostgreSQL
 * it runs (postmaster and backends), from /proc. A figure that holds when other work shares the
 * machine, where requests per second do not.
 */
export function serverCpuMs(rootPid: number): number {
  const stats = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((d) => {
      try {
        // pid (comm) state ppid ... utime(14) stime(15): fields counted after the closing parenthesis.
        const text = readFileSync(`/proc/${d}/stat`, 'utf8');
        const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
        return { pid: Number(d), ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) };
      } catch {
        return undefined;
      }
    })
    .filter((x) => x !== undefined);
  const children = new Map<number, number[]>();
  for (const p of stats) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p.pid]);
  const ticks = new Map(stats.map((p) => [p.pid, p.ticks]));
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    total += ticks.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return (total * 1000) / TICKS_PER_SECOND;
}
const TICKS_PER_SECOND = 100;

/** The resident set size of a process in bytes (VmRSS of /proc/<pid>/status); 0 once it has gone. */
export function rssBytes(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Samples a process's RSS every `everyMs` ms until stopped: where it started and its peak meanwhile. */
export function rssSampler(pid: number, everyMs = 20): { stop: () => { start: number; peak: number } } {
  const start = rssBytes(pid);
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssBytes(pid));
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      peak = Math.max(peak, rssBytes(pid));
      return { start, peak };
    },
  };
}

export type Timed = {
  status: number;
  /** Time to the first byte of the reply (its head), and to its last byte, in ms. */
  ttfbMs: number;
  ms: number;
  bytes: number;
  contentType: string;
  /** The reply body, when asked for (`keepBody`). */
  body?: Buffer;
};

/** A request not answered within `timeoutMs`. */
export class RequestTimeout extends Error {}

/**
 * One request, on a fresh connection unless an agent is given, read to its last byte (uncompressed:
 * no Accept-Encoding, as the load above), timed from before it is sent; past `timeoutMs` it is cut
 * and fails with RequestTimeout.
 */
export function timedRequest(opts: {
  port: number;
  path: string;
  token: string;
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer;
  keepBody?: boolean;
  agent?: http.Agent;
  timeoutMs?: number;
}): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      {
        host: '127.0.0.1',
        port: opts.port,
        path: opts.path,
        method: opts.method ?? 'GET',
        agent: opts.agent ?? false,
        headers: {
          authorization: `Bearer ${opts.token}`,
          ...(opts.body && { 'content-length': String(opts.body.length) }),
          ...opts.headers,
        },
      },
      (res) => {
        const ttfbMs = performance.now() - started;
        let bytes = 0;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (opts.keepBody) chunks.push(chunk);
        });
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ttfbMs,
            ms: performance.now() - started,
            bytes,
            contentType: String(res.headers['content-type'] ?? ''),
            ...(opts.keepBody && { body: Buffer.concat(chunks) }),
          }),
        );
      },
    );
    if (opts.timeoutMs) req.setTimeout(opts.timeoutMs, () => req.destroy(new RequestTimeout('timeout')));
    req.on('error', reject);
    req.end(opts.body);
  });
}
