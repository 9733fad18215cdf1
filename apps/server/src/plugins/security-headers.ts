import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
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
