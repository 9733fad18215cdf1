import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { UPLOAD_MAX_FILES, UPLOAD_MAX_MB } from '@hris/domain/files';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Db } from './db/client';
import { APP_VERSION, WEB_DIST_DIR } from './lib/paths';
import { redactedLogger } from './lib/redact';
import { type SecretBox, secretBox } from './lib/secret-box';
import { validatorCompiler } from './lib/validation';
import { serializeReply, toWire } from './lib/wire';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { admsRoutes } from './modules/attendance/adms.routes';
import { attendanceRoutes } from './modules/attendance/attendance.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { securityRoutes } from './modules/auth/security.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { contributionsRoutes } from './modules/contributions/contributions.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { disciplineRoutes } from './modules/discipline/discipline.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { employeesRoutes } from './modules/employees/employees.routes';
import { essRoutes } from './modules/ess/ess.routes';
import { healthRoutes } from './modules/health/health.routes';
import { importsRoutes } from './modules/imports/imports.routes';
import { leaveRoutes } from './modules/leave/leave.routes';
import { organisationRoutes } from './modules/organisation/organisation.routes';
import { outboxRoutes } from './modules/outbox/outbox.routes';
import { profileRequestRoutes } from './modules/profile-requests/profile-requests.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { responsibilityRoutes } from './modules/responsibility/responsibility.routes';
import { scheduleRoutes } from './modules/schedule/schedule.routes';
import { canonicalUrl, registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { createFiles, type Files } from './plugins/files/files';
import { fileRoutes } from './plugins/files/files.routes';
import { localStorage } from './plugins/files/local-storage';
import type { FileStorage } from './plugins/files/storage';
import { createMailer, type Mailer } from './plugins/mail';
import { limitContext, tooManyRequests } from './plugins/public-limits';
import { registerRequestParsing } from './plugins/request-parsing';
import { clientErrorReply, frameworkErrorReply, securityHeaders } from './plugins/security-headers';
import { closeUnreadBodies } from './plugins/unread-body';

export type AppDeps = {
  db: Db;
  /** Outgoing mail; by default kept in the outbox and logged. */
  mailer?: Mailer;
  /** The server's secret key (signed file links; the box when none is given); by default one for this process only. */
  secretKey?: Buffer;
  /** Seals secrets stored in the database; by default made from `secretKey`. */
  box?: SecretBox;
  /** Where uploads go; by default a folder under the system temp folder, made on the first upload (API tests). */
  storage?: FileStorage;
  /** The largest file and the most files an upload may carry; by default 10 MB and 10. */
  uploadLimits?: { maxBytes: number; maxFiles: number };
  /** Where people open the app, for links in e-mails. */
  publicUrl?: string;
  /** Minutes without a request after which a session ends; by default 30. */
  sessionIdleMinutes?: number;
  /** The proxies whose X-Forwarded-For names the client (HRIS_TRUST_PROXY); by default none. */
  trustProxy?: string[];
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web app from apps/web/dist (or this folder) when it holds index.html (off in API tests). */
  serveWeb?: boolean | string;
  /** Called before any plugin or route is registered, so its hooks reach every route (the API tests' reply checks). */
  instrument?: (app: FastifyInstance) => void;
  /** The clock the company's "today" is read from (the NTE's five days); the API tests move it. */
  clock?: () => Date;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The files layer (plugins/files): uploads, signed links, deletes. */
    files: Files;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const headers = securityHeaders(deps.publicUrl ?? '');
  const app = Fastify({
    // Tokens, signatures and passwords never reach the log, whatever level and stream (lib/redact.ts).
    logger: deps.logger ? redactedLogger(deps.logger) : false,
    bodyLimit: 1024 * 1024,
    // The client's address (rate limits, login lockouts, the audit trail) is the peer's, unless the
    // peer is a proxy named in HRIS_TRUST_PROXY: then it is the one that proxy saw.
    trustProxy: deps.trustProxy?.length ? deps.trustProxy : false,
    // The router sees one spelling of each path (`/ap%69/./users` is `/api/users`).
    rewriteUrl: (req) => canonicalUrl(req.url ?? '/'),
    frameworkErrors: frameworkErrorReply(headers),
    // A request Node cannot parse is answered on the socket with the same headers and shape.
    clientErrorHandler: clientErrorReply(headers),
  });
  // First, so that every route registered after it (plugins' too) gets the guard.
  registerAuth(app, deps.db, deps.sessionIdleMinutes);
  deps.instrument?.(app);
  app.setValidatorCompiler(validatorCompiler);
  // The one JSON body parser (depth and prototype keys refused before anything walks a body).
  registerRequestParsing(app);
  // Reply schemas (packages/domain) are the contract: the OpenAPI document shows them and the API tests
  // parse every reply with them, but a reply is never validated or stripped here, so a drift can
  // neither turn into a 500 nor silently drop a field. Every reply is serialized as it is.
  app.setSerializerCompiler(() => serializeReply);
  app.setReplySerializer(serializeReply);
  registerErrorHandling(app);
  closeUnreadBodies(app);

  await app.register(helmet, headers);
  // JSON replies go out brotli- or gzip-compressed when the client accepts it; built assets carry their own .br/.gz (registerWeb), which this leaves as they are.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  // Per-route limits only (public routes); authenticated traffic is not throttled here.
  await app.register(rateLimit, { global: false, errorResponseBuilder: tooManyRequests });
  await app.register(swagger, {
    openapi: {
      info: { title: 'HRIS API', version: APP_VERSION, description: 'Every call of the HRIS web app.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The docs are public: their routes are registered in a context that says so, and share one limit.
  // They get the app's own headers (its CSP allows Swagger UI, which has no inline script), and the
  // validator badge is off: the browser calls no outside service.
  await app.register(async (docs) => {
    markPublic(docs);
    limitContext(docs, { max: 300, timeWindow: '1 minute' });
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'list', validatorUrl: null },
    });
  });

  app.addHook('preSerialization', async (_req, _reply, payload) => toWire(payload));

  const secretKey = deps.secretKey ?? randomBytes(32);
  const box = deps.box ?? secretBox(secretKey);
  const files = createFiles({
    db: deps.db,
    storage: deps.storage ?? localStorage(path.join(os.tmpdir(), `hris-uploads-${process.pid}`)),
    secretKey,
    limits: deps.uploadLimits ?? { maxBytes: UPLOAD_MAX_MB * 1024 * 1024, maxFiles: UPLOAD_MAX_FILES },
    log: app.log,
  });
  app.decorate('files', files);
  // Multipart bodies are read as streams by files.saveUploads, which sets each route's limits and
  // refuses an oversize file itself, naming it.
  await app.register(multipart, { throwFileSizeLimit: false });
  const mailer = deps.mailer ?? createMailer(deps.db, { box, log: (m) => app.log.info(m) });
  const publicUrl = deps.publicUrl ?? 'http://127.0.0.1:3000';
  // Load balancer probes, at the root: /healthz and /readyz.
  await app.register(healthRoutes, { db: deps.db });
  // Stored files, at the root as the original contract has them: /upload/{file_name}.
  await app.register(fileRoutes, { db: deps.db, files });
  // Biometric terminals push punches outside /api, where they expect them (ZKTeco ADMS).
  await app.register(admsRoutes, { db: deps.db, clock: deps.clock ?? (() => new Date()) });
  await app.register(
    async (api) => {
      await api.register(authRoutes, { db: deps.db, box, mailer, publicUrl });
      await api.register(securityRoutes, { db: deps.db, box });
      await api.register(accountsRoutes, { db: deps.db, mailer, box, publicUrl });
      await api.register(outboxRoutes, { db: deps.db, box, mailer });
      await api.register(organisationRoutes, { db: deps.db });
      await api.register(employeesRoutes, { db: deps.db });
      await api.register(profileRequestRoutes, { db: deps.db, mailer, publicUrl });
      await api.register(dashboardRoutes, { db: deps.db });
      await api.register(auditRoutes, { db: deps.db });
      await api.register(importsRoutes, { db: deps.db });
      await api.register(leaveRoutes, { db: deps.db });
      await api.register(disciplineRoutes, { db: deps.db, files, clock: deps.clock ?? (() => new Date()) });
      await api.register(scheduleRoutes, { db: deps.db, clock: deps.clock ?? (() => new Date()) });
      await api.register(attendanceRoutes, { db: deps.db, clock: deps.clock ?? (() => new Date()) });
      await api.register(documentsRoutes, { db: deps.db, files, mailer, publicUrl });
      await api.register(contributionsRoutes, { db: deps.db, clock: deps.clock ?? (() => new Date()) });
      await api.register(responsibilityRoutes, { db: deps.db, files });
      await api.register(reportsRoutes, { db: deps.db, clock: deps.clock ?? (() => new Date()) });
      await api.register(essRoutes, {
        db: deps.db,
        files,
        mailer,
        publicUrl,
        clock: deps.clock ?? (() => new Date()),
      });
      await api.register(calendarRoutes, {
        db: deps.db,
        box,
        publicUrl: deps.publicUrl,
        clock: deps.clock ?? (() => new Date()),
      });
    },
    { prefix: '/api' },
  );

  const webDir = typeof deps.serveWeb === 'string' ? deps.serveWeb : WEB_DIST_DIR;
  if (deps.serveWeb && existsSync(path.join(webDir, 'index.html'))) registerWeb(app, webDir);
  return app;
}

/**
 * The built single-page app. With `wildcard: false` each built file gets its own route (hashed
 * assets cached for a year); every other GET is a client-side route and gets index.html, or
 * ess.html under /ess (employee self-service, the build's second entry). The build
 * writes a brotli and a gzip copy beside each text asset (apps/web/precompress.ts), sent as they are
 * to a client that accepts them (`preCompressed`). Source maps are never served: the build makes none,
 * and a *.map path answers 404 like any other missing asset, rather than the app's index.html.
 * No rate limit: a browser's first load fetches some sixty of these files, an office behind one
 * address many times that, and each costs a file read (docs/security.md#headers-and-limits).
 */
function registerWeb(app: FastifyInstance, root: string): void {
  app.register(async (web) => {
    markPublic(web, { unlimited: true });
    await registerWebRoutes(web, root);
  });
}

async function registerWebRoutes(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    setHeaders: (reply, file) => {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, (req, reply) => {
    const pathname = req.url.split('?')[0] ?? req.url;
    if (pathname.startsWith('/api/') || pathname.startsWith('/upload/')) {
      return reply.code(404).send({ response: 'error', message: `No API route ${req.method} ${pathname}.` });
    }
    if (pathname.startsWith('/assets/') || pathname.endsWith('.map')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found.');
    }
    reply.header('Cache-Control', 'no-cache');
    // employee self-service is the build's second entry (apps/web/ess.html)
    return reply.sendFile(isSelfService(pathname) ? 'ess.html' : 'index.html');
  });
}

/** `/ess` and every address under it (its client routes) belong to employee self-service. */
const isSelfService = (pathname: string) => pathname === '/ess' || pathname.startsWith('/ess/');

/**
 * Every route registered in this context (a plugin's routes, which we cannot annotate) is public;
 * `unlimited` says on purpose that they have no rate limit (see plugins/public-limits.ts).
 */
function markPublic(scope: FastifyInstance, opts: { unlimited?: boolean } = {}): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, public: true, ...(opts.unlimited && { rateLimit: false }) };
  });
}
