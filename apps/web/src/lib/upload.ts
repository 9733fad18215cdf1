import {
  type ApiCall,
  type Audience,
  audienceOf,
  type CallInput,
  callPath,
  type ReplyOf,
} from '@hris/domain/call';
import { ApiError, type FieldErrors, NETWORK_ERROR_MESSAGE, signedOut } from './api-client';
import { tokensFor } from './session';

/**
 * A multipart POST that reports how much of the body has gone up (fetch cannot tell upload progress),
 * with the bearer token of the api-client. Resolves with the JSON reply; a failure is an ApiError with
 * the server's message and field errors, as the api-client throws it, the reply kept in `body`.
 */
export type UploadProgress = {
  /** Bytes sent and the body's size (0 while unknown). */
  loaded: number;
  total: number;
  /** True once the whole body is sent: the server is still reading it. */
  done: boolean;
};

type UploadOptions = {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorOf(status: number, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    typeof record.message === 'string' && record.message
      ? record.message
      : typeof body === 'string' && body.trim() && body.length < 300
        ? body.trim()
        : `The server could not complete the request (HTTP ${status}).`;
  const errors =
    typeof record.errors === 'object' && record.errors !== null ? (record.errors as FieldErrors) : undefined;
  return new ApiError(status, message, errors, body);
}

/** POST `api/{path}` (a declared call's, from `upload`) with `form` (multipart), reporting its progress. */
async function uploadWithProgress<T>(
  path: string,
  audience: Audience,
  form: FormData,
  { onProgress, signal }: UploadOptions = {},
): Promise<T> {
  const token = tokensFor(audience).get();
  if (!token) throw signedOut(audience);
  const result = await new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/${path.replace(/^\/+/, '')}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      onProgress?.({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : 0,
        done: false,
      });
    };
    xhr.upload.onload = () => onProgress?.({ loaded: 1, total: 1, done: true });
    xhr.onload = () => resolve({ status: xhr.status, body: parse(xhr.responseText) });
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
  if (result.status === 401) throw signedOut(audience);
  if (result.status < 200 || result.status >= 300) throw errorOf(result.status, result.body);
  const body = result.body as { response?: string } | null;
  if (body && typeof body === 'object' && 'response' in body && body.response !== 'success') {
    throw errorOf(200, body);
  }
  return result.body as T;
}

/** A declared multipart call (packages/domain/src/calls): the path filled from `params`, the reply typed. */
export function upload<C extends ApiCall>(
  call: C,
  input: { params?: CallInput<C>['params'] },
  form: FormData,
  options: UploadOptions = {},
): Promise<ReplyOf<C>> {
  return uploadWithProgress<ReplyOf<C>>(callPath(call, input.params), audienceOf(call), form, options);
}
