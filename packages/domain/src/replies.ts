import { z } from 'zod';

/**
 * The shapes every reply shares (docs/api.md#conventions), and the wire formats of the values
 * in them. Each area declares the replies of its routes next to its request schemas, built from
 * these; the routes declare them (`schema.response`), the OpenAPI document shows them, and the API
 * tests parse every reply with them. Objects are strict: a field the contract does not name is a drift.
 */

// ---- wire formats

/** A date: `YYYY-MM-DD`. */
export const wireDate = z.iso.date();
/** A timestamp: ISO 8601 in UTC (`2026-11-22T10:04:01.500Z`), as lib/wire.ts writes it. */
export const wireTimestamp = z.iso.datetime();
/** Money from a `NUMERIC(12,2)` column: a decimal string with two places (`"25000.00"`). */
export const wireMoney = z.string().regex(/^-?\d+\.\d{2}$/, 'Money is a decimal string with two places.');
/** Leave days from a `NUMERIC(7,2)` column: a decimal string with two places (`"1.25"`). */
export const wireDays = z.string().regex(/^-?\d+\.\d{2}$/, 'Days are a decimal string with two places.');
/** A count or an id: a whole number (PostgreSQL counts are sent as numbers, never as bigint text). */
export const wireCount = z.number().int().nonnegative();
export const wireId = z.number().int().positive();
/**
 * A short-lived signed link to an uploaded file (`/upload/{file_name}?...`), which list and detail
 * replies carry so that a screen can show or open the file without the bearer token (docs/files.md).
 */
export const signedLink = z.string().min(1);

// ---- mutations

/** `{ response: "success", message }`: a mutation that worked and has nothing more to say. */
export const successReply = z.strictObject({ response: z.literal('success'), message: z.string() });
export type SuccessReply = z.infer<typeof successReply>;

/** `{ response: "success", message, data }`: a mutation that worked, with the record or its id. */
export const doneReply = <T extends z.ZodType>(data: T) => successReply.extend({ data });

/** A mutation whose reply carries the id of the record it wrote. */
export const idData = z.strictObject({ id: wireId });
export const doneIdReply = doneReply(idData);

// ---- failures

/** Per-field messages of a 422: `{ "field": ["..."] }`. */
export const fieldErrors = z.record(z.string(), z.array(z.string()));

/**
 * Every failure (400, 403, 404, 409, 413, 415, 422, 429, 500, 503): `{ response: "error", message,
 * errors? }`. A route whose failures carry more (`error` on login) declares them with `.extend`.
 */
export const errorReply = z.strictObject({
  response: z.literal('error'),
  message: z.string(),
  errors: fieldErrors.optional(),
});
export type ErrorReply = z.infer<typeof errorReply>;

/**
 * The 401 of the guard (no token, or one that is unknown, expired or revoked), of a file link without
 * a link or a token, and of the calendar feed without its token: the error shape, one message.
 */
export const unauthenticatedReply = z.strictObject({
  response: z.literal('error'),
  message: z.literal('Unauthenticated.'),
});

// ---- the special replies (docs/api.md#special-replies)

/** 409 of `userroles/add` and `userroles/update`: a role of that name exists already. */
export const existReply = z.strictObject({ response: z.literal('exist'), message: z.string() });
/** 409 of `userroles/update`: nothing was changed. */
export const noupdateReply = z.strictObject({ response: z.literal('noupdate'), message: z.string() });
/** HR's review of a leave: `approved` or `rejected` (docs/api.md#special-replies), `success` when it stays pending. */
export const approvedReply = z.strictObject({ response: z.literal('approved'), message: z.string() });
export const rejectedReply = z.strictObject({ response: z.literal('rejected'), message: z.string() });

// ---- lists

/** The `meta` of a paged list (the rows of each list are the list's own). */
export const pageMetaReply = z.strictObject({
  page: wireCount,
  per_page: wireCount,
  total: wireCount,
  last_page: wireCount,
});
/** A paged list: `{ data: [...], meta }`. */
export const pagedReply = <T extends z.ZodType>(row: T) =>
  z.strictObject({ data: z.array(row), meta: pageMetaReply });
