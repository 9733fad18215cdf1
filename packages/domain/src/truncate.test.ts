import { describe, expect, it } from 'vitest';
import { truncate } from './truncate';

describe('truncate', () => {
  it('keeps a text up to the length and cuts a longer one with an ellipsis', () => {
    expect(truncate('Juan Dela Cruz', 16)).toBe('Juan Dela Cruz');
    expect(truncate('x'.repeat(16), 16)).toBe('x'.repeat(16));
    expect(truncate('Maria Cristina Santos', 16)).toBe('Maria Cristina S...');
  });

  it('shows nothing for a missing text', () => {
    expect(truncate(null, 16)).toBe('');
    expect(truncate(undefined, 16)).toBe('');
    expect(truncate('', 16)).toBe('');
  });
});
