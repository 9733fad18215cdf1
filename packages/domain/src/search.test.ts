import { describe, expect, it } from 'vitest';
import { foldName, matchesName, parseSearch } from './search';

describe('the search box', () => {
  it('folds a name: lower case, without accents, ’ as an apostrophe', () => {
    expect(foldName('Ñora PEÑAFLOR')).toBe('nora penaflor');
    expect(foldName('Éloïse O’Neil')).toBe("eloise o'neil");
    expect(foldName('Pen\u0303a')).toBe('pena');
    expect(foldName('Nguyễn')).toBe('nguyen');
    // Marks of other scripts are not accents.
    expect(foldName('हिन्दी')).toBe('हिन्दी');
  });

  it('reads words in any order, without commas, each once, the longest first', () => {
    expect(parseSearch('Cabrera, Adrian')).toEqual({ kind: 'name', words: ['Cabrera', 'Adrian'] });
    expect(parseSearch('  adrian   cabrera ')).toEqual({ kind: 'name', words: ['cabrera', 'adrian'] });
    expect(parseSearch('Ma. Cristina')).toEqual({ kind: 'name', words: ['Cristina', 'Ma.'] });
    expect(parseSearch('ana ANA Ána')).toEqual({ kind: 'name', words: ['ana'] });
    expect(parseSearch('Dela Cruz-Santos')).toEqual({ kind: 'name', words: ['Cruz-Santos', 'Dela'] });
    for (const q of [undefined, '', '  ', ',', ' , ,'])
      expect(parseSearch(q), JSON.stringify(q)).toBeUndefined();
  });

  it('reads digits as the start of an employee id, with the dash after the year', () => {
    expect(parseSearch('2024007')).toEqual({ kind: 'id', prefix: '2024-007' });
    expect(parseSearch('20240')).toEqual({ kind: 'id', prefix: '2024-0' });
    expect(parseSearch('2024')).toEqual({ kind: 'id', prefix: '2024' });
    expect(parseSearch('202')).toEqual({ kind: 'id', prefix: '202' });
    expect(parseSearch('2024-007')).toEqual({ kind: 'id', prefix: '2024-007' });
    expect(parseSearch('2024-')).toEqual({ kind: 'id', prefix: '2024-' });
    expect(parseSearch('2024 007')).toEqual({ kind: 'id', prefix: '2024-007' });
  });

  it('matches names and ids by the same rule on screen', () => {
    for (const q of [
      'Cabrera, Adrian',
      'Cabrera Adrian',
      'Adrian Cabrera',
      'ADRIAN',
      'ian cab',
      '2024007',
      '2024-0',
    ])
      expect(matchesName(q, 'Adrian Cabrera', '2024-007'), q).toBe(true);
    for (const q of ['Cabrera, Adriana', 'Adrian Cruz', '2024008', '2025'])
      expect(matchesName(q, 'Adrian Cabrera', '2024-007'), q).toBe(false);
    expect(matchesName('pena', 'Ñora Peñaflor')).toBe(true);
    expect(matchesName("o'neil", 'Sean O’Neil')).toBe(true);
    // Options without an id are searched by their words, digits included.
    expect(matchesName('level 2', 'Level 2')).toBe(true);
    expect(matchesName('2', 'Level 3')).toBe(false);
    expect(matchesName('', 'anyone')).toBe(true);
  });
});
