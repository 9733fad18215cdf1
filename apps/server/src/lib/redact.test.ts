import { describe, expect, it } from 'vitest';
import { redactedError, redactText } from './redact';

const TOKEN = 'Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7cDe0fGh3';

describe('redactText', () => {
  it('hides the values of secret-named query parameters and keeps the others', () => {
    expect(redactText('/api/calendar.ics?token=abc&year=2026')).toBe(
      '/api/calendar.ics?token=[redacted]&year=2026',
    );
    expect(redactText('/upload/x.pdf?expires=17&signature=s1g')).toBe(
      '/upload/x.pdf?expires=17&signature=[redacted]',
    );
    expect(redactText('/x?new_password=p&code=123456&q=code')).toBe(
      '/x?new_password=[redacted]&code=[redacted]&q=code',
    );
  });

  it('hides the token of acknowledgement and reset links, in any text', () => {
    expect(redactText('open http://hris.ph/new/password/abc?x=1 now')).toBe(
      'open http://hris.ph/new/password/[redacted]?x=1 now',
    );
    expect(redactText('/api/acknowledge/12.1790000000.sig')).toBe('/api/acknowledge/[redacted]');
  });

  it('hides bearer tokens, secret JSON members, query parameters of failed queries and token-shaped runs', () => {
    expect(redactText('for Bearer abc.def')).toBe('for Bearer [redacted]');
    expect(redactText('{"name":"hr","password":"p\\"w","code":"123456"}')).toBe(
      '{"name":"hr","password":"[redacted]","code":"[redacted]"}',
    );
    expect(redactText('Failed query: select 1\nparams: a,b')).toBe(
      'Failed query: select 1\nparams: [redacted]',
    );
    expect(redactText(`token ${TOKEN} and ${'f'.repeat(64)}`)).toBe('token [redacted] and [redacted]');
    // a stored file's name (32 hex digits) is not a secret
    expect(redactText('/upload/0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a.pdf')).toBe(
      '/upload/0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a.pdf',
    );
  });
});

describe('redactedError', () => {
  it('keeps the type, code and cause, redacts the texts and drops everything else', () => {
    const cause = Object.assign(new Error(`token ${TOKEN}`), { code: '23505' });
    const err = Object.assign(new Error('Failed query: x\nparams: secret', { cause }), {
      params: ['secret'],
      rawPacket: Buffer.from('Authorization: Bearer x'),
    });
    const out = redactedError(err);
    expect(out.message).toBe('Failed query: x\nparams: [redacted]');
    expect(out.cause).toMatchObject({ type: 'Error', message: 'token [redacted]', code: '23505' });
    expect(JSON.stringify(out)).not.toMatch(/rawPacket|"params"|secret/);
  });
});
