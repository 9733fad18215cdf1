import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Secrets kept out of the log. Links carry credentials: a calendar feed token (`?token=`), an
 * acknowledgement token (`/acknowledge/{token}`), a password-reset token (`/new/password/{token}`),
 * a file link's `signature`; bodies carry passwords and codes; requests carry bearer tokens. Whatever
 * writes a line (Fastify's request log, an error, a mail logged when no sender is set up), the text
 * goes through `redactText`, the request's URL through `redactedUrl`, an error through `redactedError`.
 */

export const REDACTED = '[redacted]';

/** Names whose values are secrets: in a query string, a path parameter, a JSON member. */
const SECRET_NAME = /token|signature|password|passwd|secret|^code$|^otp$/i;

const RULES: [RegExp, string][] = [
  // query parameters named for a secret (?token=, &signature=, &new_password=, &code=)
  [
    /([?&;][^=&#\s"'<>]*?(?:token|signature|password|passwd|secret)[^=&#\s"'<>]*=|[?&;](?:code|otp)=)[^&#\s"'<>]*/gi,
    `$1${REDACTED}`,
  ],
  // the web app's and the API's links whose path holds the token
  [/(\/(?:acknowledge|new\/password)\/)[^/?#\s"'<>]+/gi, `$1${REDACTED}`],
  // a bearer token, wherever it is quoted
  [/(Bearer\s+)[^\s"',;]+/gi, `$1${REDACTED}`],
  // a JSON member named for a secret ("password":"...", "code":"...")
  [
    /("[^"]*?(?:token|signature|password|passwd|secret)[^"]*"\s*:\s*|"(?:code|otp)"\s*:\s*)"(?:[^"\\]|\\.)*"/gi,
    `$1"${REDACTED}"`,
  ],
  // the parameters drizzle writes into a failed query's message (hashes, personal data)
  [/(\nparams: ).*/g, `$1${REDACTED}`],
  // anything shaped like a token of ours (43 base64url characters: 256 bits) or a SHA-256 in hex
  [/(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43,}(?![A-Za-z0-9_-])/g, REDACTED],
];

/** `text` with every secret the rules know replaced by `[redacted]`. */
export function redactText(text: string): string {
  let out = text;
  for (const [rule, by] of RULES) out = out.replace(rule, by);
  return out;
}

/**
 * The URL of a request as the log may show it: the path parameters of its route that are named for
 * a secret (`/api/acknowledge/:token`, any such route added later) replaced, then the text rules.
 */
export function redactedUrl(req: FastifyRequest): string {
  const url = req.url ?? '';
  const pattern = req.routeOptions?.url;
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  if (pattern?.includes(':')) {
    const names = pattern.split('/');
    const segments = path.split('/');
    if (names.length === segments.length) {
      path = segments
        .map((s, i) => (/^:(\w+)/.exec(names[i] ?? '')?.[1]?.match(SECRET_NAME) ? REDACTED : s))
        .join('/');
    }
  }
  return redactText(q === -1 ? path : path + url.slice(q));
}

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/**
 * An error as the log shows it: type, code, status, message and stack redacted, and its cause the
 * same way; never the raw bytes Node keeps on a parse error (`rawPacket`) or a query's parameters.
 */
export function redactedError(err: unknown, depth = 0): SerializedError {
  const e = (err ?? {}) as Error & { code?: unknown; statusCode?: unknown; cause?: unknown };
  return {
    type: e.constructor?.name ?? typeof err,
    message: redactText(String(e.message ?? err)),
    stack: redactText(String(e.stack ?? '')),
    ...(e.code !== undefined && { code: e.code }),
    ...(e.statusCode !== undefined && { statusCode: e.statusCode }),
    ...(e.cause !== undefined && depth < 5 && { cause: redactedError(e.cause, depth + 1) }),
  };
}

/** Keys of hand-logged objects that hold a secret, at the top and one level down. */
const SECRET_PATHS = ['authorization', 'password', 'new_password', 'current_password', 'token', 'signature']
  .flatMap((k) => [k, `*.${k}`])
  .concat(['headers.authorization', '*.headers.authorization', 'headers.cookie', '*.headers.cookie']);

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The app's logger options, whatever level, stream or transport they name: the request's URL, every
 * error and every message redacted, and the secret keys of logged objects censored by pino.
 */
export function redactedLogger(options: LoggerOptions | true): LoggerOptions {
  const base = options === true ? {} : options;
  return {
    ...base,
    serializers: {
      ...base.serializers,
      req: (req) => ({
        method: req.method,
        url: redactedUrl(req as unknown as FastifyRequest),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
      err: (err) => redactedError(err),
    },
    redact: { paths: SECRET_PATHS, censor: REDACTED },
    hooks: {
      logMethod(args, method) {
        const clean = args.map((a: unknown) => (typeof a === 'string' ? redactText(a) : a)) as typeof args;
        return method.apply(this, clean);
      },
    },
  };
}
