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
  return z.coerce
    .number({ error: `Please select a ${label}.` })
    .int(`Please select a ${label}.`)
    .positive(`Please select a ${label}.`);
}
