import { z } from 'zod';

/** A required, trimmed text field with Laravel-style messages the legacy clients already show. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} may not be greater than ${max} characters.`);
}

/** An optional text field: missing or null becomes an empty string. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, `The ${label} may not be greater than ${max} characters.`)
    .nullish()
    .transform((v) => v ?? '');
}

/** A required id of another record, sent as a number or a numeric string by a select. */
export function requiredId(label: string) {
  const message = `Please select ${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label}.`;
  return z.coerce.number({ error: message }).int(message).positive(message);
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date as YYYY-MM-DD. */
export function isRealDate(v: string): boolean {
  if (!DATE_RE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** A required date (YYYY-MM-DD). */
export function requiredDate(label: string) {
  return z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .refine(isRealDate, `The ${label} is not a valid date.`);
}

/** An optional date: missing, null or "" becomes null. */
export function optionalDate(label: string) {
  return z
    .string({ error: `The ${label} is not a valid date.` })
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isRealDate(v), `The ${label} is not a valid date.`);
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

/** Money up to 9 digits before the point, sent as a number or a decimal string; wire form "25000.00". */
export function money(label: string) {
  return z
    .union([z.number(), z.string().trim()], { error: `The ${label} field is required.` })
    .refine((v) => v !== '', `The ${label} field is required.`)
    .transform((v) => Number(typeof v === 'string' ? v.replaceAll(',', '') : v))
    .refine((v) => Number.isFinite(v), `The ${label} must be a number.`)
    .refine((v) => v >= 0, `The ${label} may not be negative.`)
    .refine((v) => v < 1_000_000_000, `The ${label} may not have more than 9 digits.`)
    .transform((v) => v.toFixed(2));
}

/** Accepts an array, or the same array sent as JSON text (multipart and legacy clients). */
export function jsonArray<T extends z.ZodType>(item: T, label: string, max: number) {
  return z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    },
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

/** A person's name: letters and spaces, 1 to 32 characters (§5). */
export function personName(label: string) {
  return requiredText(label, 32).refine(
    (v) => /^[A-Za-zÀ-ÿÑñ ]+$/.test(v),
    `The ${label} may only contain letters and spaces.`,
  );
}

/** Optional money: missing, null or "" becomes null. */
export function optionalMoney(label: string) {
  return z.preprocess((v) => (v === '' || v === undefined ? null : v), money(label).nullable());
}

/** An optional id of another record: missing, null, "" or 0 becomes null. */
export function optionalId(label: string) {
  return z.preprocess(
    (v) => (v === '' || v === undefined || v === 0 || v === '0' ? null : v),
    z.coerce
      .number()
      .int(`Please select a valid ${label}.`)
      .positive(`Please select a valid ${label}.`)
      .nullable(),
  );
}
