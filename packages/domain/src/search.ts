/**
 * The search box of the employee lists and selects, as HR types it: "Cabrera, Adrian", "Cabrera
 * Adrian" and "adrian cabrera" find Adrian Cabrera (every word, in any order), "pena" finds Peña,
 * "o'neil" finds O’Neil, and an employee id may be typed without its dash ("2024007", "20240").
 * The server matches the words on `employees.search_name`, which PostgreSQL keeps folded the same
 * way (employees.tables.ts); the screens' own selects filter their options with `matchesName`.
 */

/**
 * The combining accents a search ignores: the diacritical marks and their extensions, which NFD
 * splits from Latin letters (ñ is n and a tilde). The same ranges are written into the SQL fold
 * (`ACCENTS_SQL`), so both sides agree; marks of other scripts (vowel signs) stay.
 */
const ACCENT_RANGES = [
  ['0300', '036f'],
  ['1ab0', '1aff'],
  ['1dc0', '1dff'],
  ['20d0', '20ff'],
  ['fe20', 'fe2f'],
] as const;
const ACCENTS = new RegExp(`[${ACCENT_RANGES.map(([a, b]) => `\\u${a}-\\u${b}`).join('')}]`, 'g');
/** The same class for PostgreSQL's regular expressions. */
export const ACCENTS_SQL = `[${ACCENT_RANGES.map(([a, b]) => `\\u${a}-\\u${b}`).join('')}]`;

/** A name as the search compares it: lower case, without accents, ’ written as '. */
export function foldName(text: string): string {
  return text.toLowerCase().replaceAll('\u2019', "'").normalize('NFD').replace(ACCENTS, '').normalize('NFC');
}

/** What a search box's text asks for: the start of an employee id, or words of a name. */
export type NameSearch =
  | { kind: 'id'; prefix: string }
  /** The words as typed (the database folds them), each once, the longest (after folding) first. */
  | { kind: 'name'; words: string[] };

/** Digits, with or without the dash and spaces: the start of an employee id (####-###). */
const ID_TEXT = /^\d[\d\s-]*$/;
/** Commas and spaces separate words ("Cabrera, Adrian"); nothing in a name is either. */
const SEPARATORS = /[\s,;]+/u;

/** Reads the search box's text, or undefined when it asks for nothing. */
export function parseSearch(q: string | undefined): NameSearch | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  if (ID_TEXT.test(text)) {
    const digits = text.replace(/\s+/g, '');
    // "2024007" and "20240" are typed without the dash: it goes after the year.
    const prefix =
      !digits.includes('-') && digits.length > 4 ? `${digits.slice(0, 4)}-${digits.slice(4)}` : digits;
    return { kind: 'id', prefix };
  }
  const seen = new Map<string, string>();
  for (const word of text.split(SEPARATORS)) {
    const folded = foldName(word);
    if (folded && !seen.has(folded)) seen.set(folded, word);
  }
  if (!seen.size) return undefined;
  const words = [...seen.entries()].sort(([a], [b]) => [...b].length - [...a].length).map(([, word]) => word);
  return { kind: 'name', words };
}

/** Characters of a word as the search counts them (after folding). */
export const foldedLength = (word: string) => [...foldName(word)].length;

/**
 * Whether a name (and its employee id, when given) is found by the search box's text, by the
 * server's rule: the id's start, or every word somewhere in the name, in any order.
 */
export function matchesName(q: string | undefined, name: string, empId?: string): boolean {
  const search = parseSearch(q);
  if (!search) return true;
  if (search.kind === 'id' && empId !== undefined) return empId.startsWith(search.prefix);
  // Options without an id (a designation, "Level 2") are searched by their words alone.
  const words = search.kind === 'name' ? search.words : (q ?? '').trim().split(SEPARATORS);
  const folded = foldName(name);
  return words.every((w) => folded.includes(foldName(w)));
}
