import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { doneReply, errorReply, successReply, wireDate, wireMoney, wireTimestamp } from './replies';

describe('reply contracts', () => {
  it('hold the wire formats', () => {
    expect(wireDate.safeParse('2026-02-28').success).toBe(true);
    expect(wireDate.safeParse('2026-02-30').success).toBe(false);
    expect(wireTimestamp.safeParse('2026-11-22T10:04:01.500Z').success).toBe(true);
    // PostgreSQL's own text form must have been rewritten (lib/wire.ts) before it leaves
    expect(wireTimestamp.safeParse('2026-11-22 10:04:01.500181+00').success).toBe(false);
    expect(wireMoney.safeParse('25000.00').success).toBe(true);
    for (const bad of ['25000', '25000.5', 25000, '25,000.00'])
      expect(wireMoney.safeParse(bad).success).toBe(false);
  });

  it('are strict: a field the contract does not name is a drift', () => {
    const saved = doneReply(z.strictObject({ id: z.number() }));
    expect(saved.safeParse({ response: 'success', message: 'Saved.', data: { id: 1 } }).success).toBe(true);
    expect(saved.safeParse({ response: 'success', message: 'Saved.', data: { id: 1, x: 1 } }).success).toBe(
      false,
    );
    expect(successReply.safeParse({ response: 'success', message: 'Saved.', data: {} }).success).toBe(false);
    expect(
      errorReply.safeParse({ response: 'error', message: 'No.', errors: { name: ['Required.'] } }).success,
    ).toBe(true);
    expect(errorReply.safeParse({ response: 'exist', message: 'Already exist' }).success).toBe(false);
  });
});
