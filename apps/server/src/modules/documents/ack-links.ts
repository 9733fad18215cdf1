import { createHmac, timingSafeEqual } from 'node:crypto';
import { ACK_LINK_DAYS } from '@hris/domain/documents';
import { expiryState } from '../../plugins/files/links';

/**
 * The personal link of one employee's copy of a document: `{copy id}.{expiry, unix seconds}.{HMAC}`,
 * signed with a key derived from the file links' key (so every node accepts every node's links, and
 * nothing is stored). It names one copy, so it is good for that employee and document only.
 */
export function ackKeyOf(linkKey: Buffer): Buffer {
  return createHmac('sha256', linkKey).update('hris acknowledgement links v1').digest();
}

const sign = (key: Buffer, copyId: number, expires: number) =>
  createHmac('sha256', key).update(`${copyId}\n${expires}`).digest();

/** When a link made at `now` stops working (unix seconds). */
export const ackExpiry = (now: number) => Math.floor(now / 1000) + ACK_LINK_DAYS * 24 * 3600;

export function ackToken(key: Buffer, copyId: number, now = Date.now()): string {
  const expires = ackExpiry(now);
  return `${copyId}.${expires}.${sign(key, copyId, expires).toString('base64url')}`;
}

export type AckCheck = { copyId: number; state: 'valid' | 'expired' } | { state: 'invalid' };

/** Reads a token (its form is checked by the route's schema): the signature first, then the expiry. */
export function checkAckToken(key: Buffer, token: string, now = Date.now()): AckCheck {
  const [id, expires, signature] = token.split('.');
  const copyId = Number(id);
  const until = Number(expires);
  if (!Number.isSafeInteger(copyId) || copyId < 1 || !Number.isSafeInteger(until) || !signature)
    return { state: 'invalid' };
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(key, copyId, until);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { state: 'invalid' };
  const state = expiryState(until, ACK_LINK_DAYS * 24 * 3600, now);
  return state === 'invalid' ? { state } : { copyId, state };
}
