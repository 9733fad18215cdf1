import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as sample from '../../../test/sample-files';
import { ackKeyOf, ackToken, checkAckToken } from '../../modules/documents/ack-links';
import { CLOCK_SKEW_SECONDS, checkLink, expiryState, LINK_TTL_SECONDS, signedPath } from './links';
import { storeBytes } from './store-bytes';

let t: TestApp;
let name = '';
beforeAll(async () => {
  t = await testApp();
  name = (
    await storeBytes(t.db, t.app.files.storage, { bytes: sample.png(), ext: 'png', original: 'id.png' })
  ).file_name;
});
afterAll(() => t.close());

const DAY = 24 * 3600 * 1000;
const open = (path: string) => t.app.inject({ method: 'GET', url: path, remoteAddress: '10.66.0.1' });

describe('a signed link lives no longer than the server ever issues', () => {
  it('counts the expiry against the longest lifetime and the clock skew', () => {
    const now = 1_800_000_000_000;
    const at = (seconds: number) => now / 1000 + seconds;
    expect(expiryState(at(-1), 60, now)).toBe('expired');
    expect(expiryState(at(0), 60, now)).toBe('expired');
    expect(expiryState(at(60 + CLOCK_SKEW_SECONDS), 60, now)).toBe('valid');
    expect(expiryState(at(60 + CLOCK_SKEW_SECONDS + 1), 60, now)).toBe('invalid');
  });

  it('opens a file by a link of 15 minutes, not by a well-signed link that lasts a year (403)', async () => {
    const key = t.app.files.linkKey;
    expect((await open(signedPath(key, name))).statusCode).toBe(200);
    // signed as the server signs, but made a year from now: it would open for a year
    const yearLong = signedPath(key, name, LINK_TTL_SECONDS, Date.now() + 365 * DAY);
    const [, query] = yearLong.split('?');
    const params = new URLSearchParams(query);
    expect(checkLink(key, name, params.get('expires')!, params.get('signature')!)).toBe('invalid');
    const res = await open(yearLong);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This link is not valid: open the file again from its page.');
    // a node whose clock runs a minute ahead still makes links that open here
    expect((await open(signedPath(key, name, LINK_TTL_SECONDS, Date.now() + 60_000))).statusCode).toBe(200);
    // and asking for a longer link gives one of 15 minutes
    const asked = new URLSearchParams(signedPath(key, name, 365 * 86_400).split('?')[1]);
    expect(Number(asked.get('expires'))).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + LINK_TTL_SECONDS);
  });

  it('holds acknowledgement links to their own 30 days the same way', async () => {
    const key = ackKeyOf(t.app.files.linkKey);
    expect(checkAckToken(key, ackToken(key, 1)).state).toBe('valid');
    expect(checkAckToken(key, ackToken(key, 1, Date.now() + 60_000)).state).toBe('valid');
    const yearLong = ackToken(key, 1, Date.now() + 365 * DAY);
    expect(checkAckToken(key, yearLong)).toEqual({ state: 'invalid' });
    const res = await t.call('GET', `/api/acknowledge/${yearLong}`, undefined, null);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This link is not valid. Ask HR for a new one.');
  });
});
