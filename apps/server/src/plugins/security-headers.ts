import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

/**
 * The headers every reply carries (`@fastify/helmet` in app.ts), whatever it holds (JSON, a file, the app's HTML, the calendar
 * feed, an export, an error): a Content-Security-Policy without inline or evaluated scripts, no
 * framing (`frame-ancestors 'none'` and `X-Frame-Options: DENY`), `nosniff`, no referrer, and HSTS
 * only when people reach the app over HTTPS (`HRIS_PUBLIC_URL`), since a browser ignores it over
 * plain HTTP and the app cannot vouch for other hosts of the domain (no includeSubDomains).
 */
export function securityHeaders(publicUrl: string): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Mantine writes its CSS variables in <style> elements at run time; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // The app is often reached over plain HTTP on a LAN: upgrading would break it there.
        upgradeInsecureRequests: null,
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: publicUrl.startsWith('https://')
      ? { maxAge: 365 * 24 * 3600, includeSubDomains: false }
      : false,
  };
}

/**
 * Fastify's own replies to a URL it cannot route (bad percent-encoding, a parameter over 100
 * characters), which are sent before any hook runs: the same headers and the shared error shape.
 */
export function frameworkErrorReply(options: FastifyHelmetOptions) {
  // helmet's own types, for the ESM import, are a copy of those @fastify/helmet reads
  const headers = helmet(options as Parameters<typeof helmet>[0]);
  return (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    headers(req.raw, reply.raw, () => {});
    const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
    return reply
      .code(tooLong ? 414 : 400)
      .header('Cache-Control', 'no-store')
      .send({
        response: 'error',
        message: tooLong
          ? 'The address of the request is too long.'
          : 'The address of the request is not valid: a percent sign must start a valid escape such as %20.',
      });
  };
}

/** The headers helmet sets with these options, as name and value (for replies written on the socket). */
function helmetHeaders(options: FastifyHelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  (helmet as unknown as (o: unknown) => (q: unknown, r: unknown, next: () => void) => void)(options)(
    {} as IncomingMessage,
    res as unknown as ServerResponse,
    () => {},
  );
  return [...headers];
}

/** Node's own refusals (`clientError`), by its error code: status and what to tell the sender. */
const CLIENT_ERRORS: Record<string, [status: number, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request has more header data than the server accepts (16 KB).'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'The request has more chunk extension data than the server accepts.'],
};
const MALFORMED = 'The request is not valid HTTP: check its request line and headers.';

/**
 * The reply to a request Node's HTTP parser refuses (a bad request line or header, headers over
 * 16 KB, a request that timed out), which never reaches Fastify's routes or hooks: written on the
 * socket with the headers every other reply carries, the shared error shape, and `Connection: close`
 * (the rest of the stream cannot be trusted). The log gets the error's code and message only, never
 * the raw bytes Node keeps on it (they hold the request's headers, tokens included).
 */
export function clientErrorReply(options: FastifyHelmetOptions) {
  const security = helmetHeaders(options)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return function onClientError(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket) {
    // A connection reset or already closed: nobody is left to answer.
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] = CLIENT_ERRORS[err.code ?? ''] ?? [400, MALFORMED];
    this.log.trace({ code: err.code, reason: err.message }, `client error ${status}`);
    // Node's own rule: no reply over one whose headers already went out on this socket.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !inFlight?.headersSent) {
      const body = JSON.stringify({ response: 'error', message });
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n` +
          'Content-Type: application/json; charset=utf-8\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\n` +
          'Cache-Control: no-store\r\n' +
          security +
          'Connection: close\r\n\r\n' +
          body,
      );
    }
    socket.destroy();
  };
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Content Too Large',
  431: 'Request Header Fields Too Large',
};
