import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a database that is down, restarting or out of reach', () => {
    for (const err of [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('read ECONNRESET', 'ECONNRESET'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('terminating connection due to unexpected postmaster exit', '57P02'),
      withCode('the database system is starting up', '57P03'),
      withCode('connection failure', '08006'),
      withCode('sorry, too many clients already', '53300'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      // drizzle wraps the driver's error
      new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') }),
      // node tries each address of a host name
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
    ]) {
      expect(isDatabaseUnavailable(err), err.message).toBe(true);
    }
  });

  it('leaves every other failure alone', () => {
    for (const err of [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('relation "x" does not exist', '42P01'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      new Error('Failed query: select 1', { cause: withCode('division by zero', '22012') }),
      undefined,
      'Connection terminated',
    ]) {
      expect(isDatabaseUnavailable(err)).toBe(false);
    }
  });
});
