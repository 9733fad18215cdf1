import { type ApiCall, type Audience, audienceOf, type CallInput, callPath } from '@hris/domain/call';
import { ApiError, type FieldErrors, NETWORK_ERROR_MESSAGE, type QueryParams, signedOut } from './api-client';
import { tokensFor } from './session';

/**
 * Downloads a file the server makes (an export, a PDF): the call needs the bearer token, so a plain
 * link will not do. The reply is read as a blob and saved under the name of its Content-Disposition
 * (RFC 6266: `filename*` first, then `filename`), or `fallbackName`. A failure is thrown as an ApiError
 * with the server's message, as the api-client does.
 */

function buildUrl(path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `/api/${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
}

/** The file name of a Content-Disposition header, or null. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  const name = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : (plain[1] ?? '').trim();
  return name || null;
}

async function failure(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    typeof record.message === 'string' && record.message
      ? record.message
      : `The file could not be made (HTTP ${response.status}).`;
  const errors =
    typeof record.errors === 'object' && record.errors !== null ? (record.errors as FieldErrors) : undefined;
  return new ApiError(response.status, message, errors, body);
}

/** Saves a blob under `fileName` through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has taken the file once the click is handled
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * GET `api/{path}` (a declared call's, from `download`) with the bearer token and saves the reply as a
 * file; resolves with the file name.
 */
async function downloadFile(
  path: string,
  audience: Audience,
  query: QueryParams,
  fallbackName: string,
): Promise<string> {
  const token = tokensFor(audience).get();
  if (!token) throw signedOut(audience);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { headers: { Authorization: `Bearer ${token}` } });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (response.status === 401) throw signedOut(audience);
  if (!response.ok) throw await failure(response);
  const blob = await response.blob();
  const name = dispositionFileName(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(blob, name);
  return name;
}

/** A declared file call (packages/domain/src/calls): saved as a file; resolves with its name. */
export function download<C extends ApiCall>(
  call: C,
  input: CallInput<C>,
  fallbackName: string,
): Promise<string> {
  const { params, query } = input as { params?: unknown; query?: QueryParams };
  return downloadFile(callPath(call, params), audienceOf(call), query ?? {}, fallbackName);
}
