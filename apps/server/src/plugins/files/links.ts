import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a link in a list or detail reply opens its file: the longest file link the server issues. */
export const LINK_TTL_SECONDS = 15 * 60;
/** How far another node's clock may run ahead of this one's (NTP keeps them far closer). */
export const CLOCK_SKEW_SECONDS = 2 * 60;

export type LinkCheck = 'valid' | 'expired' | 'invalid';

/**
 * A signed link's expiry (unix seconds) at `now`: expired once past, and not valid either when it is
 * further off than the server ever issues (`maxSeconds` from now, plus the clock skew): a link signed
 * for a year (a key that leaked for a moment, a signing call misused) never opens.
 */
export function expiryState(expires: number, maxSeconds: number, now = Date.now()): LinkCheck {
  if (expires * 1000 <= now) return 'expired';
  return expires * 1000 > now + (maxSeconds + CLOCK_SKEW_SECONDS) * 1000 ? 'invalid' : 'valid';
}

/** The link key: derived from the server's secret key, so it is never the key that seals secrets. */
export function linkKeyOf(secretKey: Buffer): Buffer {
  return createHmac('sha256', secretKey).update('hris file links v1').digest();
}

const sign = (key: Buffer, fileName: string, expires: number) =>
  createHmac('sha256', key).update(`${fileName}\n${expires}`).digest();

/**
 * `/upload/{file_name}?expires={unix seconds}&signature={HMAC-SHA256 of name and expiry}`, for
 * `ttlSeconds` up to LINK_TTL_SECONDS (a longer link would not open: `checkLink`).
 */
export function signedPath(
  key: Buffer,
  fileName: string,
  ttlSeconds = LINK_TTL_SECONDS,
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + Math.min(LINK_TTL_SECONDS, Math.max(1, Math.floor(ttlSeconds)));
  const signature = sign(key, fileName, expires).toString('base64url');
  return `/upload/${fileName}?expires=${expires}&signature=${signature}`;
}

/** Checks a link's expiry and signature (in constant time); the expiry only once the signature holds. */
export function checkLink(
  key: Buffer,
  fileName: string,
  expires: string,
  signature: string,
  now = Date.now(),
): LinkCheck {
  if (!/^\d{1,12}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return 'invalid';
  const expected = sign(key, fileName, Number(expires));
  if (!timingSafeEqual(expected, Buffer.from(signature, 'base64url'))) return 'invalid';
  return expiryState(Number(expires), LINK_TTL_SECONDS, now);
}

/**
 * RFC 6266 / RFC 8187: a quoted ASCII name for old clients and the exact name, UTF-8 and
 * percent-encoded, for the others.
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]|["\\%]/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
