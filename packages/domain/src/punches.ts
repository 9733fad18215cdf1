import { z } from 'zod';
import { parseAddressRange } from './addresses';
import { ATTENDANCE_TIMES, type LogTimes, secondsOf } from './attendance';
import { addDays } from './company-clock';
import { listQuery } from './paging';
import { doneReply, pagedReply, wireCount, wireId, wireTimestamp } from './replies';
import { shiftHours } from './shifts';
import { optionalText, requiredText } from './text';

/**
 * Punches to logs: which day a clocking belongs to (the day its shift starts, so a night shift's
 * morning punches are the evening's log) and which of the eight times it is. Pure.
 */

/** A clocking on the company's wall clock (Asia/Manila), "YYYY-MM-DDTHH:MM:SS", and its type if said. */
export type Punch = { at: string; type: number | null };

/** ZKTeco's punch status: 0 check in, 1 check out, 2 break out, 3 break in, 4 overtime in, 5 overtime out. */
export const PUNCH_TYPES = [0, 1, 2, 3, 4, 5] as const;
export const PUNCH_TYPE_LABELS: Record<number, string> = {
  0: 'Check in',
  1: 'Check out',
  2: 'Break out',
  3: 'Break in',
  4: 'Overtime in',
  5: 'Overtime out',
};

const HOUR = 3600;
const clockText = (sec: number) => {
  const s = ((sec % (24 * HOUR)) + 24 * HOUR) % (24 * HOUR);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(Math.floor(s / HOUR))}:${p(Math.floor((s % HOUR) / 60))}:${p(s % 60)}`;
};

/** How early before its start and how late after its end a punch still belongs to a shift. */
export const PUNCH_WINDOW = { before: 4 * HOUR, after: 6 * HOUR } as const;

/**
 * The day a punch belongs to: the day (the punch's own, the one before or the one after) whose shift,
 * widened by 4 hours before and 6 after, holds it; the punch's own date when no shift does (no shift
 * that day, or a punch far outside it). Where two days' windows meet (a night shift followed by a day
 * shift), the punch goes to the shift whose start or end is nearest. `shiftOf(date)` is the shift time
 * of a day ("10PM-7AM") or null.
 */
export function punchDay(at: string, shiftOf: (date: string) => string | null): string {
  const date = at.slice(0, 10);
  const t = secondsOf(at.slice(11, 19));
  let best: { day: string; distance: number } | null = null;
  for (const offset of [-1, 0, 1]) {
    const day = addDays(date, offset);
    const hours = shiftHours(shiftOf(day) ?? '');
    if (!hours) continue;
    const start = hours.start * 60;
    const end = hours.end * 60 <= start ? hours.end * 60 + 24 * HOUR : hours.end * 60;
    const at0 = t - offset * 24 * HOUR; // the punch in seconds from that day's midnight
    if (at0 < start - PUNCH_WINDOW.before || at0 > end + PUNCH_WINDOW.after) continue;
    const distance = Math.min(Math.abs(at0 - start), Math.abs(at0 - end));
    if (!best || distance < best.distance) best = { day, distance };
  }
  return best?.day ?? date;
}

/** A second press within a minute of the one before (a finger held, a resent line) is the same punch. */
const REPEAT_SECONDS = 60;

type Pair = { out: number; back: number };

/**
 * The breaks of a day from its break pairs (out, back): three pairs are the first break, lunch and the
 * second break; of two, the longer is lunch and the other the first or the second break by whether it
 * comes before or after; one pair of 30 minutes or more is lunch, a shorter one the first break.
 */
function placeBreaks(
  pairs: Pair[],
): Pick<
  LogTimes,
  | 'first_break_out'
  | 'first_break_in'
  | 'lunch_break_out'
  | 'lunch_break_in'
  | 'second_break_out'
  | 'second_break_in'
> {
  const out = {
    first_break_out: null as string | null,
    first_break_in: null as string | null,
    lunch_break_out: null as string | null,
    lunch_break_in: null as string | null,
    second_break_out: null as string | null,
    second_break_in: null as string | null,
  };
  const put = (name: 'first' | 'lunch' | 'second', p: Pair) => {
    out[`${name}_break_out`] = clockText(p.out);
    out[`${name}_break_in`] = clockText(p.back);
  };
  const ps = pairs.slice(0, 3);
  if (ps.length === 3) {
    put('first', ps[0]!);
    put('lunch', ps[1]!);
    put('second', ps[2]!);
  } else if (ps.length === 2) {
    const [a, b] = ps as [Pair, Pair];
    if (b.back - b.out > a.back - a.out) {
      put('first', a);
      put('lunch', b);
    } else {
      put('lunch', a);
      put('second', b);
    }
  } else if (ps.length === 1) {
    const p = ps[0]!;
    put(p.back - p.out >= 30 * 60 ? 'lunch' : 'first', p);
  }
  return out;
}

/**
 * The log of one day from its punches (any order; `day` is the log's date, so a punch of the next
 * morning is past midnight). Typed punches (a terminal that says check in, break out, ...) go where
 * they say: the first check in is the time in, the last check out the time out, break outs and ins
 * pair up in order. Untyped ones (a plain file) go by position: the first is the time in, the last
 * the time out, the ones between pair up as breaks. A lone punch is a time in without a time out
 * (a forgotten punch), which the grid shows as such.
 */
export function logFromPunches(day: string, punches: readonly Punch[]): LogTimes {
  const abs = (p: Punch) =>
    secondsOf(p.at.slice(11, 19)) +
    (p.at.slice(0, 10) > day ? 24 * HOUR : p.at.slice(0, 10) < day ? -24 * HOUR : 0);
  const sorted = punches.map((p) => ({ s: abs(p), type: p.type })).sort((a, b) => a.s - b.s);
  const kept: typeof sorted = [];
  for (const p of sorted) {
    const last = kept[kept.length - 1];
    if (last && p.s - last.s < REPEAT_SECONDS && last.type === p.type) continue;
    kept.push(p);
  }
  const log = Object.fromEntries(ATTENDANCE_TIMES.map((f) => [f, null])) as LogTimes;
  if (kept.length === 0) return log;

  const typed = kept.some((p) => p.type !== null);
  let timeIn: number | undefined;
  let timeOut: number | undefined;
  const pairs: Pair[] = [];
  if (typed) {
    timeIn = kept.find((p) => p.type === 0 || p.type === 4)?.s;
    timeOut = kept.findLast((p) => p.type === 1 || p.type === 5)?.s;
    let open: number | undefined;
    for (const p of kept) {
      if (p.type === 2) open = p.s;
      else if (p.type === 3 && open !== undefined) {
        pairs.push({ out: open, back: p.s });
        open = undefined;
      }
    }
  } else {
    timeIn = kept[0]!.s;
    if (kept.length > 1) timeOut = kept[kept.length - 1]!.s;
    const middle = kept.slice(1, -1);
    for (let i = 0; i + 1 < middle.length; i += 2) pairs.push({ out: middle[i]!.s, back: middle[i + 1]!.s });
  }
  if (timeIn !== undefined) log.time_in = clockText(timeIn);
  if (timeOut !== undefined && timeOut !== timeIn) log.time_out = clockText(timeOut);
  return { ...log, ...placeBreaks(pairs) };
}

// ---- reading a punch from a file row or a terminal line

/** "2026-11-10 08:01", "2026-11-10T08:01:30" (the company's wall clock) as "2026-11-10T08:01:30"; null if not one. */
export function punchInstant(v: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(v.trim());
  if (!m) return null;
  const [, date, h, mi, s] = m as unknown as [string, string, string, string, string?];
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== date) return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 59) return null;
  return `${date}T${h!.padStart(2, '0')}:${mi}:${s ?? '00'}`;
}

/**
 * The years a punch may be dated: from 2000 to the end of next year on the company's calendar. A
 * terminal whose clock was reset says 1970 or 2000-01-01, a typo says 0001 or 9999: such punches
 * would land on days no screen shows, and dates past 9999 cannot be stored at all.
 */
export const FIRST_PUNCH_YEAR = 2000;
export type PunchYears = { first: number; last: number };
export const punchYears = (today: string): PunchYears => ({
  first: FIRST_PUNCH_YEAR,
  last: Number(today.slice(0, 4)) + 1,
});

/** The years a punch may be dated, as the messages say them: "2000 to 2027". */
export const punchYearsText = (years: PunchYears) => `${years.first} to ${years.last}`;

/**
 * A punch's time as a file or a terminal gives it: the instant (`punchInstant`) when it is one and
 * falls in the years a punch may be dated, else the problem.
 */
export function readPunchStamp(v: string, years: PunchYears): { at: string } | { problem: string } {
  const shown = v.trim().slice(0, 30);
  const at = punchInstant(v);
  if (!at) return { problem: `"${shown}" is not a date and time (YYYY-MM-DD HH:MM:SS).` };
  const year = Number(at.slice(0, 4));
  if (year < years.first || year > years.last)
    return { problem: `the timestamp "${shown}" is outside ${punchYearsText(years)}.` };
  return { at };
}

/** A punch type as a file says it: a number 0 to 5, or its words ("in", "out", "break out", ...); blank: none. */
export function punchType(v: string): number | null | undefined {
  const s = v
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  if (!s) return null;
  if (/^[0-5]$/.test(s)) return Number(s);
  const words: Record<string, number> = {
    in: 0,
    'check in': 0,
    'time in': 0,
    out: 1,
    'check out': 1,
    'time out': 1,
    'break out': 2,
    'break start': 2,
    'break in': 3,
    'break end': 3,
    'overtime in': 4,
    'ot in': 4,
    'overtime out': 5,
    'ot out': 5,
  };
  return words[s];
}

// ---- the import of punches (`POST api/attendance/import`)

/** The most rows one file may hold, and the most problems a reply lists. */
export const MAX_IMPORT_ROWS = 200_000;
export const MAX_LISTED_PROBLEMS = 100;

/** A row of the file that cannot be imported, by its line (the header is line 1). */
export const importProblem = z.strictObject({ row: wireCount, message: z.string() });
export type ImportProblem = z.infer<typeof importProblem>;

/** A day whose log the import creates or changes: before and after. */
export const importChange = z.strictObject({
  emp_id: z.string(),
  full_name: z.string(),
  att_date: z.string(),
  action: z.enum(['create', 'update', 'keep']),
  before: z.record(z.string(), z.string()).nullable(),
  after: z.record(z.string(), z.string()),
});
export type ImportChange = z.infer<typeof importChange>;

/**
 * The import's reply, preview or commit alike: the file's rows, what they would change (or changed),
 * and every problem (the first 100 listed). A commit applies all rows or, with any problem, none (422).
 */
export const importReply = z.strictObject({
  response: z.literal('success'),
  message: z.string(),
  committed: z.boolean(),
  rows: wireCount,
  punches_new: wireCount,
  punches_known: wireCount,
  logs_created: wireCount,
  logs_updated: wireCount,
  /** Days HR edited by hand: their punches are kept but the log is left as HR made it. */
  logs_kept: wireCount,
  employees: wireCount,
  problem_count: wireCount,
  problems: z.array(importProblem),
  changes: z.array(importChange),
});
export type ImportReply = z.infer<typeof importReply>;

// ---- devices (Time > Devices)

export const DEVICES_PER_PAGE = 20;
export const deviceListQuery = listQuery({
  perPage: DEVICES_PER_PAGE,
  sorts: ['name', 'serial_number', 'last_seen_at'],
});

/** The most addresses and ranges a terminal's allowed list holds. */
export const MAX_DEVICE_ADDRESSES = 32;

/**
 * The addresses a terminal may call from: addresses and ranges (CIDR) of either version, each read
 * by `parseAddressRange` (a bad one is a message of its own on the field), blank entries and repeats
 * dropped; empty, any address.
 */
const allowedAddresses = z
  .array(z.string({ error: 'Each allowed address must be text.' }), {
    error: 'The allowed addresses must be a list.',
  })
  .max(MAX_DEVICE_ADDRESSES, `A device may have at most ${MAX_DEVICE_ADDRESSES} allowed addresses.`)
  .nullish()
  .transform((list, ctx) => {
    const ranges: string[] = [];
    for (const entry of list ?? []) {
      if (!entry.trim()) continue;
      const read = parseAddressRange(entry);
      if ('problem' in read) ctx.addIssue({ code: 'custom', message: read.problem });
      else if (!ranges.includes(read.range)) ranges.push(read.range);
    }
    return ranges;
  });

export const deviceBody = z.object({
  serial_number: requiredText('serial number', 64).regex(
    /^[A-Za-z0-9_-]+$/,
    'The serial number may hold only letters, digits, - and _.',
  ),
  name: requiredText('name', 100),
  location: optionalText('location', 100),
  allowed_addresses: allowedAddresses,
});
export type DeviceBody = z.output<typeof deviceBody>;
export type DeviceInput = z.input<typeof deviceBody>;

export const deviceRow = z.strictObject({
  id: wireId,
  serial_number: z.string(),
  name: z.string(),
  location: z.string(),
  /** Ranges as PostgreSQL writes them (`10.1.2.3/32`, `2001:db8::/32`); empty: any address. */
  allowed_addresses: z.array(z.string()),
  /** The last call heard (from an allowed address), and the address it came from. */
  last_seen_at: wireTimestamp.nullable(),
  last_address: z.string().nullable(),
  /** Calls refused for their address: how many, the last one's time and address. */
  refused_calls: wireCount,
  last_refused_at: wireTimestamp.nullable(),
  last_refused_address: z.string().nullable(),
  /** Punches refused for their date (outside 2000 to next year): how many, the last one as sent, when. */
  stamps_refused: wireCount,
  last_stamp_refused: z.string().nullable(),
  last_stamp_refused_at: wireTimestamp.nullable(),
  punches: wireCount,
});
export type DeviceRow = z.infer<typeof deviceRow>;
export const deviceListReply = pagedReply(deviceRow);
export const deviceSavedReply = doneReply(z.strictObject({ id: wireId }));
export const DEVICE_MESSAGES = {
  saved: 'You successfully saved your changes',
  deleted: 'You successfully deleted this file',
  serialTaken: 'A device with this serial number is already registered.',
} as const;
