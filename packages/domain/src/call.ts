import type { z } from 'zod';

/**
 * One API call, declared once for both sides (ARCHITECTURE.md, "Calls"): the server registers its
 * route from it (apps/server/src/lib/calls.ts), the web calls it through
 * `api(call, input)` (apps/web/src/lib/api-client.ts), and the OpenAPI document shows it. A renamed
 * field is a type error on both sides.
 */
export type ApiCall = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under `/api`, as the router spells it: `calendar/update/:id`. */
  path: string;
  summary: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** The text fields of a multipart upload (its files are read by the route). */
  multipart?: z.ZodType;
  /** The 2xx reply: JSON of this schema, or a file of these types (`fileReply`). */
  reply: z.ZodType | FileReply;
  /** Other replies the call documents beside the shared error shape: the legacy `exist`, login's 401, ... */
  replies?: Readonly<Record<number, z.ZodType>>;
  /** Needs no bearer token (login, password reset, a link that carries its own token). */
  public?: true;
  /**
   * Whose token opens it: HR's (the default) or an employee's self-service token (`ess`). A call under
   * `ess/` is a self-service call and the reverse (lib/calls.ts checks it when the route is registered).
   */
  audience?: 'ess';
};

/** The two kinds of token: the HR app's and the employee self-service app's. */
export type Audience = 'hr' | 'ess';
export const audienceOf = (call: ApiCall): Audience => call.audience ?? 'hr';

/** A reply that is a file (a spreadsheet, a PDF, an iCalendar feed), of one of these media types. */
export type FileReply = { readonly file: readonly string[] };

export const fileReply = (...types: readonly string[]): FileReply => ({ file: types });

/** A spreadsheet: CSV or XLSX, as the call's `format` asks (the exports guard finds such calls by it). */
export const sheetFile = fileReply(
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
);

export const isFileReply = (reply: ApiCall['reply']): reply is FileReply => 'file' in reply;

/** Declares a call; the literal types (method, path, schemas) are kept for both sides. */
export const defineCall = <const C extends ApiCall>(call: C): C => call;

type Out<S> = S extends z.ZodType ? z.output<S> : never;
type In<S> = S extends z.ZodType ? z.input<S> : never;

/** What the route's handler reads (after validation). */
export type ParamsOf<C extends ApiCall> = Out<C['params']>;
export type QueryOf<C extends ApiCall> = Out<C['query']>;
export type BodyOf<C extends ApiCall> = Out<C['body']>;

/** The JSON a call replies with (never for a file). */
export type ReplyOf<C extends ApiCall> = C['reply'] extends z.ZodType ? z.output<C['reply']> : never;

/** What a client sends: the path's parameters, the query and the body, as the server takes them. */
export type CallInput<C extends ApiCall> = (C['params'] extends z.ZodType
  ? { params: In<C['params']> }
  : { params?: never }) &
  (C['query'] extends z.ZodType
    ? object extends In<C['query']>
      ? { query?: In<C['query']> }
      : { query: In<C['query']> }
    : { query?: never }) &
  (C['body'] extends z.ZodType ? { body: In<C['body']> } : { body?: never });

/** The path of a call under `/api` (`calendar/update/12`), its parameters filled in and encoded. */
export function callPath(call: ApiCall, params?: unknown): string {
  const filled = call.path.replace(/:(\w+)(?:\([^)]*\))?/g, (_m, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${call.method} api/${call.path} needs its ${name}.`);
    return encodeURIComponent(String(value));
  });
  return filled;
}
