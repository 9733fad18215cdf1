// Writes what `npm run bench` printed into docs/performance.md, dated, so that no figure there is
// copied by hand. Each bench command has a section of its own between the generated markers: a run
// replaces the section of its command (or adds one) and leaves the others as they were.
//
//   node scripts/bench-doc.mjs --from-log bench.log --command "npm run bench -- --only search" [--date 2026-11-27]
// writes the section from a saved run's output (its lines from the first table's heading on).

import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PERFORMANCE_DOC = path.join(root, 'docs/performance.md');
const BEGIN = '<!-- bench:generated -->';
const END = '<!-- /bench:generated -->';
const sectionStart = (command) => `<!-- bench:section ${command} -->`;
const SECTION_END = '<!-- /bench:section -->';

/** The command a run was started with, as a person types it. */
export const commandOf = (args) => `npm run bench${args.length ? ` -- ${args.join(' ')}` : ''}`;

/** The company's date (Asia/Manila), YYYY-MM-DD. */
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });

/** The machine the figures come from; the load average only when they were measured just now. */
function machine(withLoad = true) {
  const gb = (totalmem() / 1024 ** 3).toFixed(1);
  const host = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${gb} GB of memory`;
  return withLoad ? `${host}, load average ${loadavg()[0].toFixed(2)} at the end of the run` : host;
}

/** One command's section: its date, the machine and what the run printed. */
export function section({ command, date, text, host = machine() }) {
  return [
    sectionStart(command),
    `### \`${command}\``,
    '',
    `Measured ${date} on ${host}.`,
    '',
    text.trim(),
    SECTION_END,
  ].join('\n');
}

/** The document with `command`'s section replaced, or added at the end of the generated part. */
export function withSection(doc, { command, date, text, host }) {
  const begin = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`${PERFORMANCE_DOC} has no ${BEGIN} ... ${END} part`);
  const next = section({ command, date, text, host });
  const at = doc.indexOf(sectionStart(command), begin);
  if (at >= 0 && at < end) {
    const stop = doc.indexOf(SECTION_END, at) + SECTION_END.length;
    return doc.slice(0, at) + next + doc.slice(stop);
  }
  return `${doc.slice(0, end)}${next}\n\n${doc.slice(end)}`;
}

export function updatePerformanceDoc({ command, date = today(), text, host, file = PERFORMANCE_DOC }) {
  writeFileSync(file, withSection(readFileSync(file, 'utf8'), { command, date, text, host }));
  return file;
}

/**
 * Starts keeping every line the bench prints with console.log (it still prints them); `save(args)`
 * writes them as the section of that command.
 */
export function recordBenchOutput() {
  const lines = [];
  const log = console.log;
  console.log = (...parts) => {
    lines.push(parts.map(String).join(' '));
    log(...parts);
  };
  return {
    save(args) {
      console.log = log;
      const file = updatePerformanceDoc({ command: commandOf(args), text: lines.join('\n') });
      log(`\nThe figures are in ${path.relative(process.cwd(), file)}.`);
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { 'from-log': { type: 'string' }, command: { type: 'string' }, date: { type: 'string' } },
  });
  if (!values['from-log'] || !values.command) {
    console.error(
      'usage: node scripts/bench-doc.mjs --from-log FILE --command "npm run bench -- ..." [--date YYYY-MM-DD]',
    );
    process.exit(2);
  }
  const log = readFileSync(values['from-log'], 'utf8').split('\n');
  const first = log.findIndex(
    (l) => /^\d+ employees, \d+ concurrent clients/.test(l) || /^One month's/.test(l),
  );
  const text = (first < 0 ? log : log.slice(first)).filter((l) => !/^npm (error|ERR!)/.test(l)).join('\n');
  const host = machine(false);
  const file = updatePerformanceDoc({ command: values.command, date: values.date, text, host });
  console.log(`${values.command}: written into ${path.relative(process.cwd(), file)}`);
}
