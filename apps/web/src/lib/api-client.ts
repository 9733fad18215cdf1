import { clearSession, getToken } from './session';

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
};

let onUnauthorized: () => void = () => {
  window.location.assign('/');
};

/** The app decides where a 401 leads (the router's login route); registered once at start-up. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
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
  const token = options.public ? null : getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  else if (!options.public) {
    // Signed out (or the token expired): the server would answer 401, so do not ask it.
    onUnauthorized();
    throw new ApiError(401, 'Unauthenticated.');
  }

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

  if (response.status === 401 && !options.public) {
    clearSession();
    onUnauthorized();
  }
  throw new ApiError(response.status, readMessage(body, response.status), readFieldErrors(body), body);
}

export const api = {
  get: <T>(path: string, query?: QueryParams, signal?: AbortSignal) =>
    request<T>('GET', path, { query, signal }),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
  delete: <T>(path: string) => request<T>('DELETE', path),
  /**
   * A mutation (docs/api.md#replies): resolves with the reply when `response` is "success"; any other reply
   * (error, exist, noupdate, ...) is thrown as an ApiError carrying the server's message.
   */
  mutate: async <T extends MutationReply = MutationReply>(path: string, body?: unknown, method = 'POST') => {
    const reply = await request<T>(method, path, { body });
    if (reply && typeof reply === 'object' && 'response' in reply && reply.response !== 'success') {
      throw new ApiError(200, readMessage(reply, 200), readFieldErrors(reply), reply);
    }
    return reply;
  },
  /** Calls that need no login: login itself, the password-reset pair, an acknowledgement link. */
  publicPost: <T>(path: string, body?: unknown) => request<T>('POST', path, { body, public: true }),
  publicGet: <T>(path: string, signal?: AbortSignal) => request<T>('GET', path, { signal, public: true }),
};

/** The reply of a mutation (docs/api.md#replies): success with a message, or an error. */
export type MutationReply = { response: 'success' | string; message?: string; [key: string]: unknown };

/** Turns anything thrown into a sentence to show a person. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
