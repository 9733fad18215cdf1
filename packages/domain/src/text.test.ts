import { describe, expect, it } from 'vitest';
import { optionalText, requiredText, shownDate } from './text';

describe('text fields', () => {
  it('refuse a NUL character, which no PostgreSQL text column stores', () => {
    const r = requiredText('details', 100).safeParse('a\u0000b');
    expect(r.error?.issues[0]?.message).toBe('The details may not contain a NUL character.');
    expect(optionalText('note', 100).safeParse('\u0000').success).toBe(false);
    expect(optionalText('note', 100).parse(null)).toBe('');
  });

  it('refuse half a surrogate pair (from a "\\ud800" escape), and keep whole pairs', () => {
    const r = requiredText('details', 100).safeParse('a\ud800b');
    expect(r.error?.issues[0]?.message).toBe('The details contains a character that is not valid text.');
    expect(optionalText('note', 100).safeParse('\udc00x').success).toBe(false);
    expect(requiredText('details', 100).parse('ok \ud83d\ude00')).toBe('ok \ud83d\ude00');
  });

  it('show dates as the screens do', () => {
    expect(shownDate('2026-03-07')).toBe('Mar 07 2026');
  });
});
