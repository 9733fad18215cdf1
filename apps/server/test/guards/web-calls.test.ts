import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web's screens call the API only through its declared calls (`api(call, input)` of
 * apps/web/src/lib/api-client.ts, with the calls of packages/domain/src/calls), so a path and a reply
 * type are written once, beside the server's route. This reads every file of apps/web/src/features
 * and of self-service (apps/web/src/ess) and fails on what bypasses them:
 * - a path written by hand: a string starting with `api/` or `/api/`, or the path-taking client
 *   (`api.get('...')`, `api.mutate(...)`, `uploadWithProgress(...)`, `downloadFile(...)`, ...);
 * - a reply typed by hand: a type argument given to that client (`api.get<Leave>`), which casts the
 *   reply unseen, or an `as` on a reply, a body or an error's body.
 */

const WEB_SRC = path.resolve(import.meta.dirname, '../../../web/src');
const SCREENS = [path.join(WEB_SRC, 'features'), path.join(WEB_SRC, 'ess')];

const PATH_CLIENT =
  /\bapi\.(get|post|put|delete|mutate|publicGet|publicPost)\s*[<(]|\buploadWithProgress\s*[<(]|\bdownloadFile\s*[<(]/g;
const API_STRING = /(['"`])\/?api\//g;
const REPLY_CAST = /\b(reply|body|data|res|response|result|json)\)?\s+as\s+(?!const\b)/g;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The code of a file without its comments (a comment may name a call: `GET api/calendar`). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function findings(file: string): string[] {
  const text = code(readFileSync(file, 'utf8'));
  const found: string[] = [];
  for (const [rule, re] of [
    ['path-taking client', PATH_CLIENT],
    ['api path string', API_STRING],
    ['reply cast', REPLY_CAST],
  ] as const) {
    for (const m of text.matchAll(re)) {
      const line = text.slice(0, m.index).split('\n').length;
      found.push(`${rule} at line ${line}: ${text.split('\n')[line - 1]?.trim()}`);
    }
  }
  return found;
}

describe('the web features', () => {
  it('call the API through declared calls only', () => {
    const found = SCREENS.flatMap(files).flatMap((file) =>
      findings(file).map((finding) => `${path.relative(WEB_SRC, file)}: ${finding}`),
    );
    expect(found, 'hand-written API paths or reply types').toEqual([]);
  });
});
