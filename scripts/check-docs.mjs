// Keeps the documentation in the repository: fails when source text points outside it (a section sign,
// a design file that is not here, an issue number of a tracker) or to a page or anchor of docs/ that does
// not exist, and when a link between the Markdown pages is broken. Run by `npm run lint`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_DIRS = ['apps', 'packages', 'e2e', 'scripts'];
const SKIP = new Set(['node_modules', 'dist', '.tmp', 'migrations', 'test-results', 'playwright-report']);
const TEXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|html|md|json)$/;
/** Written as escapes so that this file does not find itself. */
const OUTSIDE = [
  { pattern: /\u00a7/, why: 'a section sign (point into docs/ or say what it means)' },
  { pattern: /DESIGN\.md/, why: 'a design file outside the repository (point into docs/)' },
  { pattern: /\bissue \d+/i, why: 'an issue number of a tracker outside the repository (say what it means)' },
];
const DOC_REF = /docs\/([\w./-]+\.md)(#[\w-]+)?/g;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (TEXT.test(name)) yield full;
  }
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsCache = new Map();
/** The anchors of a Markdown file (its headings, numbered as GitHub numbers repeats), or null when missing. */
function anchorsOf(file) {
  if (!anchorsCache.has(file)) {
    let text = null;
    try {
      text = readFileSync(file, 'utf8');
    } catch {}
    if (text === null) anchorsCache.set(file, null);
    else {
      const seen = new Map();
      const anchors = new Set();
      let fenced = false;
      for (const line of text.split('\n')) {
        if (line.startsWith('```')) fenced = !fenced;
        const m = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
        if (!m) continue;
        const base = slug(m[1]);
        const n = seen.get(base) ?? 0;
        seen.set(base, n + 1);
        anchors.add(n ? `${base}-${n}` : base);
      }
      anchorsCache.set(file, anchors);
    }
  }
  return anchorsCache.get(file);
}

/** Why `target` (a file, maybe with #anchor) does not resolve, or null. */
function broken(file, anchor) {
  const anchors = anchorsOf(file);
  if (!anchors) return `${path.relative(root, file)} does not exist`;
  if (anchor && !anchors.has(anchor.slice(1)))
    return `${path.relative(root, file)} has no heading for ${anchor}`;
  return null;
}

const problems = [];
for (const dir of SOURCE_DIRS) {
  for (const file of files(path.join(root, dir))) {
    if (file === fileURLToPath(import.meta.url)) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      const where = `${path.relative(root, file)}:${i + 1}`;
      for (const { pattern, why } of OUTSIDE) if (pattern.test(line)) problems.push(`${where}: ${why}`);
      for (const m of line.matchAll(DOC_REF)) {
        const why = broken(path.join(root, 'docs', m[1]), m[2]);
        if (why) problems.push(`${where}: ${m[0]}: ${why}`);
      }
    });
  }
}

// Links between the Markdown pages: [text](page.md#anchor), [text](#anchor).
const pages = [
  'README.md',
  'ARCHITECTURE.md',
  ...readdirSync(path.join(root, 'docs')).map((f) => `docs/${f}`),
];
for (const page of pages.filter((p) => p.endsWith('.md'))) {
  const file = path.join(root, page);
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, i) => {
    for (const m of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1];
      if (/^[a-z]+:/.test(target)) continue;
      const [rel, hash] = target.split('#');
      const dest = rel ? path.resolve(path.dirname(file), rel) : file;
      if (!dest.endsWith('.md')) {
        try {
          statSync(dest);
        } catch {
          problems.push(`${page}:${i + 1}: ${target}: ${path.relative(root, dest)} does not exist`);
        }
        continue;
      }
      const why = broken(dest, hash ? `#${hash}` : undefined);
      if (why) problems.push(`${page}:${i + 1}: ${target}: ${why}`);
    }
    for (const { pattern, why } of OUTSIDE) if (pattern.test(line)) problems.push(`${page}:${i + 1}: ${why}`);
  });
}

if (problems.length) {
  console.error(`Documentation: ${problems.length} reference(s) to fix:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('Documentation: every reference resolves inside the repository.');
