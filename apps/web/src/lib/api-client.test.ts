import { currentUserCall } from '@hris/domain/calls/auth';
import { essLogoutCall } from '@hris/domain/calls/ess';
import { essMeCall } from '@hris/domain/calls/ess-me';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, pageOf, setUnauthorizedHandler } from './api-client';
import { essTokens, hrTokens } from './session';

/**
 * The two apps' sessions side by side: each call takes the token of its audience (`audience: 'ess'`
 * for self-service), and a 401 signs out of that app only, leading to that app's login.
 */

const LATER = '2999-01-01T00:00:00Z';
let sent: { url: string; authorization: string | null }[];
let status: number;
const hrSignedOut = vi.fn();
const essSignedOut = vi.fn();

beforeEach(() => {
  localStorage.clear();
  sent = [];
  status = 200;
  hrSignedOut.mockReset();
  essSignedOut.mockReset();
  setUnauthorizedHandler(hrSignedOut);
  setUnauthorizedHandler(essSignedOut, 'ess');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, authorization: new Headers(init.headers).get('Authorization') });
      const body =
        status === 200 ? { response: 'success' } : { response: 'error', message: 'Unauthenticated.' };
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  hrTokens.save('hr-token', LATER);
  essTokens.save('ess-token', LATER);
});

afterEach(() => vi.unstubAllGlobals());

describe('the API client with an HR and a self-service session', () => {
  it('sends the self-service token to self-service calls and the HR token to the others', async () => {
    await api(currentUserCall);
    await api(essLogoutCall);
    // a list's fetchPage too (this call takes no query)
    await pageOf(essMeCall)({} as never, new AbortController().signal);
    expect(sent).toEqual([
      { url: '/api/user', authorization: 'Bearer hr-token' },
      { url: '/api/ess/logout', authorization: 'Bearer ess-token' },
      { url: '/api/ess/me', authorization: 'Bearer ess-token' },
    ]);
  });

  it('signs out of self-service only on a 401 of a self-service call, to its own login', async () => {
    status = 401;
    await expect(api(essLogoutCall)).rejects.toBeInstanceOf(ApiError);
    expect(essSignedOut).toHaveBeenCalledOnce();
    expect(hrSignedOut).not.toHaveBeenCalled();
    expect(essTokens.get()).toBeNull();
    expect(hrTokens.get()).toBe('hr-token');
  });

  it('signs out of the HR app only on a 401 of an HR call, as before', async () => {
    status = 401;
    await expect(api(currentUserCall)).rejects.toMatchObject({ status: 401 });
    expect(hrSignedOut).toHaveBeenCalledOnce();
    expect(essSignedOut).not.toHaveBeenCalled();
    expect(hrTokens.get()).toBeNull();
    expect(essTokens.get()).toBe('ess-token');
  });

  it('does not ask the server without the token of the call, and leads to that login', async () => {
    essTokens.clear();
    await expect(api(essLogoutCall)).rejects.toMatchObject({ status: 401 });
    expect(sent).toEqual([]);
    expect(essSignedOut).toHaveBeenCalledOnce();
    await api(currentUserCall);
    expect(sent).toEqual([{ url: '/api/user', authorization: 'Bearer hr-token' }]);
  });

  it('keeps each token under keys of its own, and drops an expired one', () => {
    expect(localStorage.getItem('token')).toBe('hr-token');
    expect(localStorage.getItem('ess_token')).toBe('ess-token');
    essTokens.save('old', '2000-01-01T00:00:00Z');
    expect(essTokens.get()).toBeNull();
    expect(localStorage.getItem('ess_token')).toBeNull();
    expect(hrTokens.get()).toBe('hr-token');
  });
});
