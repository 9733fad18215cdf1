import { describe, expect, it } from 'vitest';
import { isBlankRow, removeRow } from './repeatable-rows';

const empty = () => ({ date: '', details: '' });

describe('repeatable rows', () => {
  it('removes the chosen row and keeps the others in order', () => {
    const rows = [
      { date: '2026-03-01', details: 'a' },
      { date: '2026-03-02', details: 'b' },
      { date: '2026-03-03', details: 'c' },
    ];
    expect(removeRow(rows, 0, empty)).toEqual([rows[1], rows[2]]);
    expect(removeRow(rows, 1, empty)).toEqual([rows[0], rows[2]]);
    expect(rows).toHaveLength(3);
  });

  it('re-adds an empty row when the only row is removed', () => {
    expect(removeRow([{ date: '2026-03-01', details: 'a' }], 0, empty)).toEqual([empty()]);
  });

  it('knows a blank row', () => {
    expect(isBlankRow({ date: '', details: '  ' })).toBe(true);
    expect(isBlankRow({ date: null, details: undefined })).toBe(true);
    expect(isBlankRow({ date: '', details: 'late' })).toBe(false);
  });
});
