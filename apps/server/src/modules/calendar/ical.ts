import { EVENT_TYPES, type EventType, HOLIDAY_TYPES, type HolidayType } from '@hris/domain/calendar';
import { addDays } from '@hris/domain/company-clock';

/**
 * An iCalendar (RFC 5545) writer for the calendar feed: content lines end in CRLF and are folded at
 * 75 octets of UTF-8 (never inside a character), TEXT values are escaped (backslash, semicolon, comma,
 * newlines), and every event is an all-day VEVENT (DTSTART;VALUE=DATE, DTEND the next day).
 */

const CRLF = '\r\n';
/** The longest content line, in octets, without its CRLF (RFC 5545, section 3.1). */
const MAX_OCTETS = 75;

const utf8Length = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/**
 * One content line folded into lines of at most 75 octets: a continuation line starts with a space,
 * which counts towards its 75. A character (a whole code point, so a surrogate pair too) is never
 * split, so every folded line is valid UTF-8.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_OCTETS;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0)!);
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/**
 * A TEXT value (RFC 5545, section 3.3.11): backslash, semicolon and comma escaped, every kind of line break
 * written as `\n`, and the other control characters, which TEXT may not hold, left out.
 */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
      .replace(/[\x00-\x08\x0b-\x1f\x7f]/g, '')
      .replace(/[\\;,]/g, (c) => `\\${c}`)
      .replace(/\n/g, '\\n')
  );
}

/** A DATE value: `2026-08-31` is `20260831`. */
export const icsDate = (date: string): string => date.replaceAll('-', '');

/** A DATE-TIME in UTC: `20260831T013000Z`. */
export const icsTimestamp = (at: Date): string =>
  at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/** A property: its name (with parameters, `DTSTART;VALUE=DATE`) and its value, already written. */
type Property = readonly [name: string, value: string];

const contentLines = (props: readonly Property[]) =>
  props.map(([name, value]) => foldLine(`${name}:${value}`));

/** An event as the feed writes it (a calendar event of the table, its target's name resolved). */
export type FeedEvent = {
  id: number;
  name: string;
  event_type: number;
  holiday_type: number | null;
  /** YYYY-MM-DD */
  date_event: string;
  /** The sub-department's name, or 'All' for everyone's events. */
  sub_department_name: string;
  /** ISO timestamps. */
  created_at: string;
  updated_at: string;
};

/** The stable UID of an event, so a client updates the event it has rather than adding another. */
export const eventUid = (id: number) => `calendar-event-${id}@hris`;

const typeName = (type: number) => EVENT_TYPES[type as EventType] ?? `Type ${type}`;

/** The event's type and, for a holiday, its holiday type; then whom it is for. */
function describe(ev: FeedEvent): string {
  const lines = [`Type: ${typeName(ev.event_type)}`];
  if (ev.holiday_type !== null)
    lines.push(`Holiday type: ${HOLIDAY_TYPES[ev.holiday_type as HolidayType] ?? ev.holiday_type}`);
  lines.push(`Sub-department: ${ev.sub_department_name}`);
  return lines.join('\n');
}

function vevent(ev: FeedEvent, stamp: string): Property[] {
  return [
    ['BEGIN', 'VEVENT'],
    ['UID', eventUid(ev.id)],
    ['DTSTAMP', stamp],
    ['CREATED', icsTimestamp(new Date(ev.created_at))],
    ['LAST-MODIFIED', icsTimestamp(new Date(ev.updated_at))],
    ['DTSTART;VALUE=DATE', icsDate(ev.date_event)],
    ['DTEND;VALUE=DATE', icsDate(addDays(ev.date_event, 1))],
    ['SUMMARY', escapeText(ev.name)],
    ['CATEGORIES', escapeText(typeName(ev.event_type))],
    ['DESCRIPTION', escapeText(describe(ev))],
    // A company day does not make its reader busy.
    ['TRANSP', 'TRANSPARENT'],
    ['END', 'VEVENT'],
  ];
}

/**
 * The whole calendar as iCalendar text: `name` is the calendar's name in the reader's list
 * (X-WR-CALNAME), `now` the moment of writing (DTSTAMP of every event, as METHOD:PUBLISH wants).
 */
export function writeCalendar(events: readonly FeedEvent[], opts: { name: string; now: Date }): string {
  const stamp = icsTimestamp(opts.now);
  const props: Property[] = [
    ['BEGIN', 'VCALENDAR'],
    ['VERSION', '2.0'],
    ['PRODID', '-//HRIS//Company Calendar//EN'],
    ['CALSCALE', 'GREGORIAN'],
    ['METHOD', 'PUBLISH'],
    ['X-WR-CALNAME', escapeText(opts.name)],
    ['X-WR-CALDESC', 'Company events and holidays'],
    // How often a reader should fetch it again (RFC 7986, and the older name Outlook reads).
    ['REFRESH-INTERVAL;VALUE=DURATION', 'PT1H'],
    ['X-PUBLISHED-TTL', 'PT1H'],
  ];
  for (const ev of events) props.push(...vevent(ev, stamp));
  props.push(['END', 'VCALENDAR']);
  return contentLines(props).join(CRLF) + CRLF;
}
