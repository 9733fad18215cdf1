import http from 'node:http';

export type Result = {
  name: string;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * `concurrency` clients on keep-alive connections, each sending its next request as soon as the
 * last one is answered, until `total` requests are done. The body is read but not parsed, so the
 * client costs little of the machine's two cores.
 */
export async function load(opts: {
  name: string;
  port: number;
  path: string;
  token: string;
  concurrency: number;
  total: number;
  warmup?: number;
}): Promise<Result> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.concurrency });
  const once = () =>
    new Promise<{ ms: number; ok: boolean }>((resolve, reject) => {
      const started = process.hrtime.bigint();
      const req = http.get(
        {
          host: '127.0.0.1',
          port: opts.port,
          path: opts.path,
          agent,
          headers: { authorization: `Bearer ${opts.token}` },
        },
        (res) => {
          res.on('data', () => {});
          res.on('end', () =>
            resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, ok: res.statusCode === 200 }),
          );
        },
      );
      req.on('error', reject);
    });
  // Warm every connection (and so every pooled database connection's prepared statement) first.
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      for (let i = 0; i < (opts.warmup ?? 5); i++) await once();
    }),
  );
  const times: number[] = [];
  let errors = 0;
  let sent = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (sent < opts.total) {
        sent++;
        const r = await once();
        times.push(r.ms);
        if (!r.ok) errors++;
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    name: opts.name,
    requests: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: times.length / seconds,
    errors,
  };
}
