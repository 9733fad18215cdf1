import { describe, expect, it } from 'vitest';
import { toIsoTimestamp, toWire } from './wire';

describe('toWire', () => {
  it('rewrites PostgreSQL timestamps to ISO 8601 and leaves other strings alone', () => {
    expect(toIsoTimestamp('2026-11-22 10:04:01.500181+00')).toBe('2026-11-22T10:04:01.500Z');
    expect(toIsoTimestamp('2026-11-22 18:04:01+08')).toBe('2026-11-22T10:04:01.000Z');
    expect(toIsoTimestamp('2026-11-22 04:34:01.5-05:30')).toBe('2026-11-22T10:04:01.500Z');
    const reply = {
      data: [{ created_at: '2026-01-02 03:04:05.6+00', name: 'Juan Dela Cruz 2026-01-02 03:04' }],
      n: 1,
    };
    expect(toWire(reply)).toEqual({
      data: [{ created_at: '2026-01-02T03:04:05.600Z', name: 'Juan Dela Cruz 2026-01-02 03:04' }],
      n: 1,
    });
    expect(toWire('2026-01-02')).toBe('2026-01-02');
  });
});
