import { describe, expect, it } from 'vitest';
import { listQuery, listYear, pageMeta, yearParams } from './paging';

const q = listQuery({ perPage: 20, sorts: ['name', 'created_at'] });

describe('listQuery', () => {
  it('fills the screen defaults', () => {
    expect(q.parse({})).toEqual({ page: 1, per_page: 20, order: 'asc', sort: 'name' });
  });

  it('coerces query-string numbers and trims the search', () => {
    expect(q.parse({ page: '3', per_page: '50', q: '  ana ', order: 'desc', sort: 'created_at' })).toEqual({
      page: 3,
      per_page: 50,
      q: 'ana',
      order: 'desc',
      sort: 'created_at',
    });
  });

  it('refuses pages below 1, sizes over 500 and unknown sorts or orders', () => {
    for (const bad of [
      { page: '0' },
      { per_page: '501' },
      { per_page: '0' },
      { sort: 'password' },
      { order: '-1' },
      { page: 'x' },
    ]) {
      expect(q.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('pageMeta', () => {
  it('counts the last page, and says 1 for an empty list', () => {
    expect(pageMeta(1, 20, 0)).toEqual({ page: 1, per_page: 20, total: 0, last_page: 1 });
    expect(pageMeta(2, 20, 41)).toEqual({ page: 2, per_page: 20, total: 41, last_page: 3 });
    expect(pageMeta(1, 20, 40).last_page).toBe(2);
  });
});

describe('year filters', () => {
  it('start at 2019 and end at 2100, from a query string or a path', () => {
    expect(yearParams.parse({ year: '2019' })).toEqual({ year: 2019 });
    expect(listYear().parse(2100)).toBe(2100);
    for (const bad of ['2018', '2101', '20.5', '0x7e3', '', null, [2026]])
      expect(listYear().safeParse(bad).success, String(bad)).toBe(false);
  });
});
