import {
  type ApiCall,
  type Audience,
  audienceOf,
  type CallInput,
  callPath,
  type ReplyOf,
} from '@hris/domain/call';
import type { z } from 'zod';
import { tokensFor } from './session';

/** Field name → messages, as a 422 reply carries them. */
export type FieldErrors = Record<string, string[]>;

/** A failed call: the HTTP status (0 when no response came), the server's message and any field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors | undefined;
  readonly body: unknown;

  constructor(status: number, message: string, errors?: FieldErrors, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.body = body;
  }

  /** True when the request never got an answer from the server (offline, server down, proxy failure). */
  get isNetworkError(): boolean {
    return this.status === 0 || this.status === 502 || this.status === 504;
  }

  get isValidation(): boolean {
    return this.status === 422;
  }
}

export const NETWORK_ERROR_MESSAGE =
  "You've lost your network connection. Check your wireless settings, or your network cable, and reload the page.";

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

type RequestOptions = {
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /** Public calls (login, password reset) send no token and do not log the user out on 401. */
  public?: boolean;
  /** Whose token the call takes: HR's (the default) or self-service's; a 401 signs out of that one. */
  audience?: Audience;
};

/** Where a 401 leads, per app: its login (each app registers its router's way there at start-up). */
const onUnauthorized: Record<Audience, () => void> = {
  hr: () => window.location.assign('/'),
  ess: () => window.location.assign('/ess/login'),
};

/** The app decides where a 401 leads (the router's login route); registered once at start-up. */
export function setUnauthorizedHandler(handler: () => void, audience: Audience = 'hr'): void {
  onUnauthorized[audience] = handler;
}

/** Signs out of the app whose token a call took (a 401, or no token): the token goes, its login comes. */
export function signedOut(audience: Audience): ApiError {
  tokensFor(audience).clear();
  onUnauthorized[audience]();
  return new ApiError(401, 'Unauthenticated.');
}

const BASE = '/api';

function buildUrl(path: string, query?: QueryParams): string {
  const clean = path.replace(/^\/+/, '');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `${BASE}/${clean}${search ? `?${search}` : ''}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFieldErrors(body: unknown): FieldErrors | undefined {
  if (!isRecord(body) || !isRecord(body.errors)) return undefined;
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(body.errors)) {
    if (Array.isArray(messages)) out[field] = messages.map(String);
    else if (typeof messages === 'string') out[field] = [messages];
  }
  return out;
}

function readMessage(body: unknown, status: number): string {
  if (isRecord(body)) {
    if (typeof body.message === 'string' && body.message) return body.message;
    if (typeof body.error === 'string' && body.error) return body.error;
  }
  if (typeof body === 'string' && body.trim() && body.length < 300) return body.trim();
  return `The server could not complete the request (HTTP ${status}).`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (options.body instanceof FormData) {
    payload = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(options.body);
  }
  const audience = options.audience ?? 'hr';
  const token = options.public ? null : tokensFor(audience).get();
  if (token) headers.Authorization = `Bearer ${token}`;
  // Signed out (or the token expired): the server would answer 401, so do not ask it.
  else if (!options.public) throw signedOut(audience);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: payload,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }

  const body = await readBody(response);
  if (response.ok) return body as T;

  if (response.status === 401 && !options.public) signedOut(audience);
  throw new ApiError(response.status, readMessage(body, response.status), readFieldErrors(body), body);
}

/**
 * Calls the API by its declared call (packages/domain/src/calls): the path filled from `params`, the
 * query and the body as the call takes them, the reply typed as the call declares it. A call that
 * changes something and answers 2xx with a `response` other than "success" (and other than what the
 * call declares, such as the leave review's "approved") is thrown as an ApiError, as `mutate` does.
 */
async function callApi<C extends ApiCall>(
  call: C,
  ...[input, signal]: object extends CallInput<C>
    ? [input?: CallInput<C>, signal?: AbortSignal]
    : [input: CallInput<C>, signal?: AbortSignal]
): Promise<ReplyOf<C>> {
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  const reply = await request<ReplyOf<C>>(call.method, callPath(call, params), {
    query: query as QueryParams | undefined,
    body,
    signal,
    public: call.public === true,
    audience: audienceOf(call),
  });
  if (call.method !== 'GET' && refused(call, reply)) {
    throw new ApiError(200, readMessage(reply, 200), readFieldErrors(reply), reply);
  }
  return reply;
}

/**
 * A DataList's `fetchPage` for a paged list's call: the screen's list parameters (q, page, per_page,
 * order, sort and its filters) are the call's query, typed as the call takes it, so that the list's
 * sort keys and filters are the call's own.
 */
export function pageOf<C extends ApiCall>(call: C, ...[path]: PathOf<C>) {
  return (params: QueryIn<C>, signal: AbortSignal): Promise<ReplyOf<C>> =>
    request<ReplyOf<C>>('GET', callPath(call, path), {
      query: params as QueryParams,
      signal,
      audience: audienceOf(call),
    });
}

/**
 * A DataList's `fetchPage` for a list with a by-year twin (`leavemanagement` and
 * `leavemanagement/{year}`): the year's call when the screen's filters hold a year, the whole list's
 * otherwise; the other parameters are the query either way.
 */
export function yearPageOf<A extends ApiCall, Y extends ApiCall>(all: A, byYear: Y) {
  return (
    { year, ...params }: QueryIn<A> & QueryIn<Y> & { year?: unknown },
    signal: AbortSignal,
  ): Promise<ReplyOf<A> | ReplyOf<Y>> => {
    const query = params as QueryParams;
    return year
      ? request<ReplyOf<Y>>('GET', callPath(byYear, { year: Number(year) }), {
          query,
          signal,
          audience: audienceOf(byYear),
        })
      : request<ReplyOf<A>>('GET', callPath(all), { query, signal, audience: audienceOf(all) });
  };
}

/** The path parameters of a call, when it has any. */
type PathOf<C extends ApiCall> = C['params'] extends z.ZodType ? [params: z.input<C['params']>] : [];

/** The query of a call as a client sends it (a list's q, page, sort, filters, ...). */
export type QueryIn<C extends ApiCall> = NonNullable<CallInput<C>['query']>;

/**
 * The body of a failure the call declares (`replies`, e.g. the 422 that names the record already
 * there), read from what `api` threw; null for any other failure.
 */
export function declaredFailure<C extends ApiCall, S extends keyof NonNullable<C['replies']> & number>(
  call: C,
  status: S,
  error: unknown,
): z.output<NonNullable<C['replies']>[S]> | null {
  if (!(error instanceof ApiError) || error.status !== status) return null;
  const parsed = call.replies?.[status]?.safeParse(error.body);
  return parsed?.success ? (parsed.data as z.output<NonNullable<C['replies']>[S]>) : null;
}

/** A reply whose `response` says no (error, exist, noupdate) though its status was 2xx. */
function refused(call: ApiCall, reply: unknown): boolean {
  if (!isRecord(reply) || typeof reply.response !== 'string' || reply.response === 'success') return false;
  return !('safeParse' in call.reply && call.reply.safeParse(reply).success);
}

/**
 * The API client: `api(call, { params, query, body }, signal)` for a declared call (lists: `pageOf`,
 * files: `download` and `upload`). There is no call by a path written by hand.
 */
export const api = callApi;

/** Turns anything thrown into a sentence to show a person. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
