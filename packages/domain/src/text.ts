import { z } from 'zod';
import { fromJsonText } from './json-text';

/** Half of a UTF-16 surrogate pair without its other half: no UTF-8 text (so no PostgreSQL text) holds it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Why PostgreSQL cannot store a text as it is, or undefined: a NUL character (no text column takes
 * one), or a lone surrogate (`"\ud800"` in JSON: the database would store a replacement character,
 * and refuses it in JSON columns such as the audit log's). The server refuses both in every request
 * part; the domain's text fields check again for those that arrive escaped inside JSON text, which
 * only appear once the field is parsed.
 */
export function unstorableText(v: string, label: string): string | undefined {
  if (v.includes('\u0000')) return `The ${label} may not contain a NUL character.`;
  if (LONE_SURROGATE.test(v)) return `The ${label} contains a character that is not valid text.`;
  return undefined;
}

/** A refinement refusing text PostgreSQL cannot store. */
const storable = (label: string) => (v: string, ctx: z.RefinementCtx) => {
  const message = unstorableText(v, label);
  if (message) ctx.addIssue({ code: 'custom', message });
};

/** A required, trimmed text field with Laravel-style messages the legacy clients already show. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} may not be greater than ${max} characters.`)
    .superRefine(storable(label));
}

/** An optional text field: missing or null becomes an empty string. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, `The ${label} may not be greater than ${max} characters.`)
    .superRefine(storable(label))
    .nullish()
    .transform((v) => v ?? '');
}

/**
 * The error of a choice (a select, radio buttons): a plain request when nothing was chosen (missing,
 * null or ""), the list of what it may hold for anything else.
 */
export function choiceError(missing: string, wrong: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || issue.input === '' ? missing : wrong;
}

/** The largest id (and whole number) PostgreSQL's `integer` holds. */
export const MAX_INT = 2_147_483_647;

const ID_TEXT = /^[1-9]\d{0,9}$/;
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * A number sent as a JSON number or as plain decimal text ("12", "0.25", " 7 "), which is what forms,
 * selects and query strings send. Never "0x10", "1e3", "+1", "", [], null or true.
 */
export function decimalNumber(message: string) {
  return z.union([z.number(), z.string()], { error: message }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : DECIMAL_TEXT.test(v.trim()) ? Number(v.trim()) : Number.NaN;
    if (Number.isFinite(n)) return n;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

/** A whole number within [min, max], by the rules of decimalNumber. */
export function wholeNumber(message: string, min: number, max: number) {
  return decimalNumber(message).pipe(z.number().int(message).min(min, message).max(max, message));
}

/**
 * The id of a record: a JSON integer, or plain decimal digits without leading zeros, from 1 to the
 * largest integer PostgreSQL stores. "00001", "0x10", "1e3" and "+1" are not ids.
 */
export function recordId(message: string) {
  // null is taken (and refused) so that a form's empty select can start as null
  return z.union([z.number(), z.string(), z.null()], { error: message }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : v !== null && ID_TEXT.test(v) ? Number(v) : Number.NaN;
    if (Number.isInteger(n) && n >= 1 && n <= MAX_INT) return n;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

/** A required id of another record, sent as a number or a numeric string by a select. */
export function requiredId(label: string) {
  return recordId(`Please select ${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label}.`);
}

/** An optional id that narrows a list (`position_id`, `sub_department_id`, ...). */
export function filterId(label: string) {
  return recordId(`The ${label} filter must be the id of a record.`).optional();
}

/** The earliest and latest dates any field takes, unless the field says otherwise. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2100-12-31';
export type DateRange = { min?: string; max?: string };

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "2026-11-23" as the screens show it: "Nov 23 2026". */
export const shownDate = (d: string) =>
  `${MONTHS[Number(d.slice(5, 7)) - 1]} ${d.slice(8, 10)} ${d.slice(0, 4)}`;

/** A real calendar date as YYYY-MM-DD. */
export function isRealDate(v: string): boolean {
  if (!DATE_RE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** The problem with a date, or null: not a real YYYY-MM-DD, or outside the field's range. */
function dateProblem(label: string, v: string, range: DateRange): string | null {
  if (!isRealDate(v)) return `The ${label} is not a valid date.`;
  const min = range.min ?? DATE_MIN;
  const max = range.max ?? DATE_MAX;
  if (v < min || v > max) return `The ${label} must be between ${shownDate(min)} and ${shownDate(max)}.`;
  return null;
}

/** A required date (YYYY-MM-DD) within the field's range (by default 1900 to 2100). */
export function requiredDate(label: string, range: DateRange = {}) {
  return z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .superRefine((v, ctx) => {
      const problem = dateProblem(label, v, range);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/** An optional date: missing, null or "" becomes null; otherwise as requiredDate. */
export function optionalDate(label: string, range: DateRange = {}) {
  return z
    .string({ error: `The ${label} is not a valid date.` })
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .superRefine((v, ctx) => {
      const problem = v === null ? null : dateProblem(label, v, range);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/** Text that must match a mask, or be left empty until known (null). */
export function optionalPattern(label: string, pattern: RegExp, example: string) {
  return z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || pattern.test(v), `The ${label} must look like ${example}.`);
}

/** Text that must match a mask. */
export function requiredPattern(label: string, pattern: RegExp, example: string) {
  return requiredText(label, 64).refine((v) => pattern.test(v), `The ${label} must look like ${example}.`);
}

const MONEY_TEXT = /^-?(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$/;

/**
 * Money up to 9 digits before the point and 2 after, sent as a number or as decimal text with or
 * without thousands commas ("25,000.50"); wire form "25000.50".
 */
export function money(label: string) {
  return z
    .union([z.number(), z.string().trim()], { error: `The ${label} field is required.` })
    .refine((v) => v !== '', `The ${label} field is required.`)
    .transform((v) =>
      typeof v === 'number' ? v : MONEY_TEXT.test(v) ? Number(v.replaceAll(',', '')) : Number.NaN,
    )
    .refine((v) => Number.isFinite(v), `The ${label} must be a number.`)
    .refine((v) => v >= 0, `The ${label} may not be negative.`)
    .refine((v) => v < 1_000_000_000, `The ${label} may not have more than 9 digits.`)
    .refine(
      (v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
      `The ${label} may have at most 2 decimals.`,
    )
    .transform((v) => v.toFixed(2));
}

/** Accepts an array, or the same array sent as JSON text (multipart and legacy clients). */
export function jsonArray<T extends z.ZodType>(item: T, label: string, max: number) {
  return z.preprocess(
    fromJsonText(label),
    z
      .array(item, { error: `The ${label} must be a list.` })
      .max(max, `At most ${max} ${label} can be saved.`),
  );
}

/** A required e-mail address. */
export function requiredEmail(label: string) {
  return requiredText(label, 190).refine(
    (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
    `The ${label} must be a valid email address.`,
  );
}

/**
 * What a person's name may hold: letters of any script with their combining marks, spaces, hyphens,
 * apostrophes (' and ’) and periods ("Dela Cruz-Santos", "O'Neil", "Ma. Cristina", "Peña"). Wider
 * than the original "letters and spaces", which refused real names (docs/departures.md#real-names).
 */
export const PERSON_NAME = /^[\p{L}\p{M} '’.-]+$/u;
const LETTER = /\p{L}/u;
export const PERSON_NAME_MAX = 32;

/**
 * A person's name: trimmed, one space between words, composed (NFC: "n" and a combining tilde are
 * stored as "ñ"), 1 to 32 characters of PERSON_NAME with at least one letter. A name pasted from a
 * document or a web page keeps its words: a no-break or other wide space (`\p{Zs}`) is a space, and
 * the typographic hyphens (U+2010, U+2011) are "-".
 */
export function personName(label: string) {
  return z
    .string({ error: `The ${label} field is required.` })
    .transform((v) =>
      v
        .replace(/\p{Zs}+/gu, ' ')
        .replace(/[\u2010\u2011]/g, '-')
        .trim()
        .normalize('NFC'),
    )
    .pipe(
      z
        .string()
        .min(1, `The ${label} field is required.`)
        .max(PERSON_NAME_MAX, `The ${label} may not be greater than ${PERSON_NAME_MAX} characters.`)
        .superRefine(storable(label))
        .refine(
          (v) => PERSON_NAME.test(v),
          `The ${label} may only contain letters, spaces, hyphens, apostrophes and periods.`,
        )
        .refine((v) => LETTER.test(v), `The ${label} must contain a letter.`),
    );
}

/**
 * A field that may be left out: missing, or one of its empty forms (`isEmpty`), it is `none`; any
 * other value is checked by `schema`. zod describes a preprocess by the schema after it, which made
 * such fields required in the OpenAPI document though the server never asked for them: that schema
 * carries `none` as its default, which it never applies (a missing value became `none` before it)
 * but which says the field may be left out, to the docs and to the input type. Not a default of the
 * whole field: an optional (`.partial()`) field left out must stay left out.
 */
export function omissible<T extends z.ZodType>(
  schema: T,
  none: z.core.util.NoUndefined<z.output<T>>,
  isEmpty: (v: unknown) => boolean,
) {
  return z.preprocess((v) => (v === undefined || isEmpty(v) ? none : v), schema.default(none));
}

/** A name that may be left out (a middle name): missing, null or blank becomes null. */
export function optionalPersonName(label: string) {
  return omissible(personName(label).nullable(), null, (v) => typeof v === 'string' && v.trim() === '');
}

/** Optional money: missing, null or "" becomes null. */
export function optionalMoney(label: string) {
  return omissible(money(label).nullable(), null, (v) => v === '');
}

/** An optional id of another record: missing, null, "" or 0 becomes null. */
export function optionalId(label: string) {
  return omissible(
    recordId(`Please select a valid ${label}.`).nullable(),
    null,
    (v) => v === '' || v === 0 || v === '0',
  );
}

/** An id or 0 for "none" (the legacy `belongs_to` and substitute fields), 0 when missing. */
export function idOrZero(label: string) {
  return omissible(
    z.union([z.literal(0), recordId(`Please select a valid ${label}.`)]),
    0,
    (v) => v === '' || v === null || v === '0',
  );
}
