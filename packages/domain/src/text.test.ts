import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  idOrZero,
  optionalId,
  optionalMoney,
  optionalPersonName,
  optionalText,
  personName,
  requiredText,
  shownDate,
} from './text';

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

  it('take real names: any script, hyphens, apostrophes and periods, with a letter, up to 32', () => {
    const name = personName('first name');
    for (const v of [
      'Dela Cruz-Santos',
      "O'Neil",
      'O\u2019Neil',
      'Ma. Cristina',
      'Peña',
      'Éloïse',
      'Zoë',
      'Nguyễn',
      'Ана',
      '李小龍',
      'A',
    ])
      expect(name.parse(v), v).toBe(v);
    // Trimmed, one space between words, and composed: "n" and a combining tilde are stored as "ñ".
    expect(name.parse('  Ma.   Cristina ')).toBe('Ma. Cristina');
    expect(name.parse('Pen\u0303a')).toBe('Peña');
    // Pasted from a document or a web page: a no-break or other wide space is a space, a typographic
    // hyphen a hyphen (they were refused by a message that says spaces and hyphens are allowed).
    expect(name.parse('Ma.\u00a0Cristina')).toBe('Ma. Cristina');
    expect(name.parse('\u00a0Ma.\u3000\u2009Cristina\u202f')).toBe('Ma. Cristina');
    expect(name.parse('Dela\u00a0Cruz\u2010Santos')).toBe('Dela Cruz-Santos');
    expect(name.parse('Dela Cruz\u2011Santos')).toBe('Dela Cruz-Santos');
    expect(name.safeParse('\u00a0\u3000').error?.issues[0]?.message).toBe(
      'The first name field is required.',
    );
    const message = (v: unknown) => name.safeParse(v).error?.issues[0]?.message;
    const rule = 'The first name may only contain letters, spaces, hyphens, apostrophes and periods.';
    for (const v of ['Juan2', 'Ana_Marie', 'Juan\tCruz', 'José!', 'a@b', '<b>'])
      expect(message(v), v).toBe(rule);
    for (const v of ["-'.", '.', ' - ']) expect(message(v), v).toBe('The first name must contain a letter.');
    expect(message('')).toBe('The first name field is required.');
    expect(message('   ')).toBe('The first name field is required.');
    expect(message(undefined)).toBe('The first name field is required.');
    expect(message('x'.repeat(33))).toBe('The first name may not be greater than 32 characters.');
    expect(name.parse('x'.repeat(32))).toBe('x'.repeat(32));
    expect(message('Ana\u0000')).toBe('The first name may not contain a NUL character.');
  });

  it('leave an optional name out as null, and check one given as a name', () => {
    const middle = optionalPersonName('middle name');
    for (const v of [undefined, null, '', '   ']) expect(middle.parse(v)).toBeNull();
    expect(middle.parse(' Santos ')).toBe('Santos');
    expect(middle.safeParse('S4ntos').error?.issues[0]?.message).toBe(
      'The middle name may only contain letters, spaces, hyphens, apostrophes and periods.',
    );
    expect(middle.safeParse(5).success).toBe(false);
    expect(z.object({ middle_name: middle }).parse({})).toEqual({ middle_name: null });
  });
});

describe('fields that may be left out (omissible)', () => {
  const body = z.object({
    id: optionalId('employee'),
    belongs_to: idOrZero('supervisor'),
    money: optionalMoney('pay'),
  });

  it('are their none when missing or empty, and checked otherwise', () => {
    expect(body.parse({})).toEqual({ id: null, belongs_to: 0, money: null });
    expect(body.parse({ id: '', belongs_to: '0', money: '' })).toEqual({
      id: null,
      belongs_to: 0,
      money: null,
    });
    expect(body.parse({ id: '7', belongs_to: 3, money: '1,000.5' })).toEqual({
      id: 7,
      belongs_to: 3,
      money: '1000.50',
    });
    expect(body.safeParse({ id: 'x' }).success).toBe(false);
  });

  it('stay left out in a partial body (an update changes only what is sent)', () => {
    expect(body.partial().parse({ money: '' })).toEqual({ money: null });
  });

  it('are not required in the JSON schema of a request', () => {
    expect(z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }).required ?? []).toEqual([]);
  });
});
