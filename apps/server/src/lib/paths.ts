import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root, found by walking up from this file. The same code runs from
 * src/ (tests, tsx) and bundled into dist/, so fixed relative paths would differ.
 */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).workspaces) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the repository root (package.json with workspaces)');
    dir = parent;
  }
}

export const ROOT_DIR = findRoot();
export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'apps/server/src/db/migrations');
export const WEB_DIST_DIR = path.join(ROOT_DIR, 'apps/web/dist');
export const APP_VERSION: string = JSON.parse(
  readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8'),
).version;
