import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { describeError } from '../../lib/describe-error';

/** How long /readyz waits for the database before it says it is unavailable. */
export const READY_TIMEOUT_MS = 2_000;

/**
 * Probes for load balancers and supervisors, at the root (not under /api) and public:
 * `GET /healthz` is the process answering (liveness: restart me when this fails);
 * `GET /readyz` also reaches the database within READY_TIMEOUT_MS (readiness: send me traffic).
 * No rate limit: a 429 would take a healthy node out of service, and behind a load balancer every
 * caller shares its address. So that a flood of /readyz cannot take the pool's connections from real
 * work, concurrent probes share one database check.
 */
export async function healthRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const probe = {
    config: { public: true, rateLimit: false },
    schema: { hide: true, tags: ['health'] },
  } as const;
  let checking: Promise<unknown> | null = null;
  const check = () => {
    checking ??= opts.db.$client.query('SELECT 1').finally(() => {
      checking = null;
    });
    return checking;
  };
  app.get('/healthz', probe, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', probe, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        check(),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)),
            READY_TIMEOUT_MS,
          );
        }),
      ]);
      return { status: 'ok' };
    } catch (err) {
      req.log.warn(`readyz: database unavailable: ${describeError(err)}`);
      return reply.code(503).header('Retry-After', '5').send({
        status: 'unavailable',
        database: 'unreachable',
        message: 'The database cannot be reached.',
      });
    } finally {
      clearTimeout(timer);
    }
  });
}
