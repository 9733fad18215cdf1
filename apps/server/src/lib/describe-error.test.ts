import { describe, expect, it } from 'vitest';
import { describeError } from './describe-error';

describe('describeError', () => {
  it('never says "undefined" or nothing', () => {
    expect(describeError(undefined)).toBe('an unknown error (nothing was reported)');
    expect(describeError(null)).toBe('an unknown error (nothing was reported)');
    expect(describeError(new Error(''))).toBe('Error');
    expect(describeError('plain text')).toBe('plain text');
    expect(describeError({ reason: 'an object' })).toBe('{"reason":"an object"}');
  });

  it("tells an Error's code, PostgreSQL's detail and hint, and its cause", () => {
    const pg = Object.assign(new Error('permission denied for schema public'), {
      code: '42501',
      hint: 'Grant CREATE on the schema.',
    });
    expect(describeError(pg)).toBe(
      'permission denied for schema public (42501)\n  Grant CREATE on the schema.',
    );
    expect(describeError(new Error('Cannot apply the migrations', { cause: new Error('disk full') }))).toBe(
      'Cannot apply the migrations\n  caused by: disk full',
    );
  });

  it('lists the errors of an AggregateError, whose own message is often empty', () => {
    const refused = (a: string) =>
      Object.assign(new Error(`connect ECONNREFUSED ${a}`), { code: 'ECONNREFUSED' });
    expect(describeError(new AggregateError([refused('::1:5432'), refused('127.0.0.1:5432')], ''))).toBe(
      'connect ECONNREFUSED ::1:5432; connect ECONNREFUSED 127.0.0.1:5432',
    );
  });
});
