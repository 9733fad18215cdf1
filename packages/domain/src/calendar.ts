import { z } from 'zod';
import { daysBetween } from './company-clock';
import { fromJsonText } from './json-text';
import { listQuery, listYear } from './paging';
import { doneReply, successReply, wireDate, wireId } from './replies';
import {
  isRealDate,
  omissible,
  optionalDate,
  recordId,
  requiredDate,
  requiredText,
  wholeNumber,
} from './text';

/**
 * The company calendar (docs/screens.md#calendar, docs/rules.md#calendar-rules): events
 * and holidays, for everyone or one sub-department, and the rule the attendance module asks of a
 * date: working day, rest day, regular or special holiday.
 */

// ---- types (docs/rules.md#event-types)

/** Calendar event types (docs/rules.md#event-types), by their stored number. */
export const EVENT_TYPES = {
  1: 'Critical Day',
  2: 'Holidays',
  3: 'Meeting',
  4: 'Celebration',
  5: 'Block off',
  6: 'Company Party',
  7: 'Rest Day',
} as const;
export type EventType = keyof typeof EVENT_TYPES;
export const EVENT_TYPE_IDS = Object.keys(EVENT_TYPES).map(Number) as EventType[];
export const HOLIDAY_EVENT: EventType = 2;
export const REST_DAY_EVENT: EventType = 7;

/** Holiday types (docs/rules.md#event-types), for events of type 2 only. */
export const HOLIDAY_TYPES = { 1: 'Regular Holiday', 2: 'Special Holiday' } as const;
export type HolidayType = keyof typeof HOLIDAY_TYPES;

/** The colour of each event type on the month view and in the list (Mantine colour names). */
export const EVENT_TYPE_COLOURS: Record<EventType, string> = {
  1: 'red',
  2: 'grape',
  3: 'blue',
  4: 'teal',
  5: 'gray',
  6: 'orange',
  7: 'green',
};

/** What a target of 0 means: every sub-department (the display target "all" is 0). */
export const ALL_SUB_DEPARTMENTS = 0;
export const ALL_SUB_DEPARTMENTS_NAME = 'All';

export const CALENDAR_MESSAGES = {
  saved: 'You successfully saved your changes',
  updated: 'You successfully saved your changes',
  deleted: 'You successfully deleted this file',
} as const;

/** The Calendar Event list: 20 a page (the common default). */
export const CALENDAR_PER_PAGE = 20;
/** At most this many rows on one new-event form. */
export const CALENDAR_MAX_ROWS = 100;
/** The month view asks for at most this many days at once. */
export const CALENDAR_MAX_RANGE_DAYS = 366;
/** Calendar dates: from the first year the lists offer (docs/rules.md#lists-and-limits). */
const CALENDAR_DATES = { min: '2019-01-01' };

// ---- fields

const eventType = (label: string) =>
  wholeNumber(`Please choose the ${label}.`, 1, 7).transform((v) => v as EventType);
const holidayType = omissible(
  wholeNumber('The holiday type must be Regular Holiday or Special Holiday.', 1, 2)
    .transform((v) => v as HolidayType)
    .nullable(),
  null,
  (v) => v === '' || v === 0 || v === '0',
);
/** A target: 0 (everyone) or a sub-department's id; required. */
const target = z.preprocess(
  (v) => (v === 0 || v === '0' ? 0 : v === '' ? undefined : v),
  z.union([z.literal(0), recordId('Please choose a sub-department or All.')], {
    error: 'Please choose a sub-department or All.',
  }),
);

/** A holiday needs its type; any other event has none (enabled only for Holidays). */
export function holidayTypeProblem(type: number, holidayType: number | null): string | null {
  if (type === HOLIDAY_EVENT && holidayType === null) return 'Please choose the holiday type.';
  if (type !== HOLIDAY_EVENT && holidayType !== null) return 'Only a holiday has a holiday type.';
  return null;
}

// ---- requests

/** One row of the new-event form (on create: name, start, type, h_type, display). */
export const calendarRow = z.object({
  name: requiredText('event name', 100),
  start: requiredDate('date', CALENDAR_DATES),
  type: eventType('event type'),
  h_type: holidayType,
  display: target,
});
export type CalendarRow = z.output<typeof calendarRow>;
export type CalendarRowInput = z.input<typeof calendarRow>;

/**
 * `POST api/calendar/add {calendar_content}`: the rows as a list or as JSON text (the legacy sends
 * text). Every row is checked; a problem is a 422 on `calendar_content.{n}.{field}` whose message
 * names the row ("Row 2: Please choose the holiday type."), and nothing is saved unless every row is.
 */
export const calendarAddBody = z.object({
  calendar_content: z.preprocess(
    fromJsonText('events'),
    z
      .array(z.unknown(), { error: 'The events must be a list.' })
      .min(1, 'Please add at least one event.')
      .max(CALENDAR_MAX_ROWS, `At most ${CALENDAR_MAX_ROWS} events can be saved at once.`)
      .transform((rows, ctx) => {
        const out: CalendarRow[] = [];
        rows.forEach((row, i) => {
          const prefix = `Row ${i + 1}: `;
          const parsed = calendarRow.safeParse(row ?? {});
          if (!parsed.success) {
            for (const issue of parsed.error.issues)
              ctx.addIssue({
                code: 'custom',
                path: [i, ...(issue.path.length ? issue.path : ['name'])] as (string | number)[],
                message: `${prefix}${issue.message}`,
              });
            // a holiday without its type is said at once, beside the row's other problems
            const fields = (row ?? {}) as Record<string, unknown>;
            const type = calendarRow.shape.type.safeParse(fields.type);
            const hType = calendarRow.shape.h_type.safeParse(fields.h_type);
            const problem = type.success && hType.success && holidayTypeProblem(type.data, hType.data);
            if (problem)
              ctx.addIssue({ code: 'custom', path: [i, 'h_type'], message: `${prefix}${problem}` });
            return;
          }
          const problem = holidayTypeProblem(parsed.data.type, parsed.data.h_type);
          if (problem) ctx.addIssue({ code: 'custom', path: [i, 'h_type'], message: `${prefix}${problem}` });
          out.push(parsed.data);
        });
        return out;
      }),
  ),
});
export type CalendarAddBody = z.output<typeof calendarAddBody>;

/** `POST api/calendar/update/{id}` (the list's edit modal). */
export const calendarUpdateBody = z
  .object({
    name: requiredText('event name', 100),
    event_type: eventType('event type'),
    holiday_type: holidayType,
    date_event: requiredDate('date', CALENDAR_DATES),
    sub_department_id: target,
  })
  .superRefine((v, ctx) => {
    const problem = holidayTypeProblem(v.event_type, v.holiday_type);
    if (problem) ctx.addIssue({ code: 'custom', path: ['holiday_type'], message: problem });
  });
export type CalendarUpdateBody = z.output<typeof calendarUpdateBody>;
export type CalendarUpdateInput = z.input<typeof calendarUpdateBody>;

/** The Calendar Event list: search by name, year, type and sub-department filters. */
export const calendarListQuery = listQuery({
  perPage: CALENDAR_PER_PAGE,
  sorts: ['date_event', 'name', 'event_type'],
}).extend({
  year: listYear().optional(),
  event_type: wholeNumber('The event type filter must be 1 to 7.', 1, 7).optional(),
  /** 0 lists the events for everyone; an id, that sub-department's own events. */
  sub_department_id: z
    .union([
      z.literal(0),
      z.literal('0').transform(() => 0 as const),
      recordId('The sub-department filter must be 0 or the id of a sub-department.'),
    ])
    .optional(),
});

/** The days a calendar read asks for: `start` to `end`, inclusive, at most 366 days. */
export const calendarRange = z
  .object({
    start: optionalDate('start date', CALENDAR_DATES),
    end: optionalDate('end date', CALENDAR_DATES),
  })
  .superRefine((v, ctx) => {
    // A date that is not a real one has its own message on its field; the range needs two real dates.
    if (!v.start || !v.end || !isRealDate(v.start) || !isRealDate(v.end)) return;
    if (v.end < v.start)
      ctx.addIssue({
        code: 'custom',
        path: ['end'],
        message: 'The end date may not be before the start date.',
      });
    else if (daysBetween(v.start, v.end) >= CALENDAR_MAX_RANGE_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['end'],
        message: `Ask for at most ${CALENDAR_MAX_RANGE_DAYS} days at once.`,
      });
  });
/**
 * `GET api/allcalendar?start&end`: the month view's events from `start` to `end` (inclusive, at most
 * 366 days), optionally only those that reach one sub-department (its own and everyone's).
 */
export const allCalendarQuery = calendarRange.safeExtend({
  sub_department_id: recordId('The sub-department must be the id of a sub-department.').optional(),
});

/**
 * The days `api/allcalendar` reads: `start` to `end` as asked; without `end`, to the last day of the
 * start's month; without `start`, from the first day of the end's month; without either, the month of
 * `today` (the legacy screen asked for every event: this is what it showed first).
 */
export function monthViewRange(q: { start: string | null; end: string | null }, today: string) {
  const start = q.start ?? `${(q.end ?? today).slice(0, 7)}-01`;
  const [y, m] = start.split('-').map(Number) as [number, number];
  const end = q.end ?? new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return { start, end };
}

// ---- replies

/** An event as the lists and the month view give it (docs/api.md#contributions-calendar-responsibility); `sub_department_id` 0 is everyone. */
export const calendarEvent = z.strictObject({
  id: wireId,
  name: z.string(),
  event_type: z.number().int(),
  holiday_type: z.number().int().nullable(),
  date_event: wireDate,
  sub_department_id: z.number().int().nonnegative(),
  sub_department_name: z.string(),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;
export const allCalendarReply = z.array(calendarEvent);
export const calendarSavedReply = doneReply(z.strictObject({ ids: z.array(wireId) }));
export const calendarUpdatedReply = successReply;
export const calendarDeletedReply = successReply;

/** `GET api/calendar/feed` and `POST api/calendar/feed/regenerate`: the user's iCalendar link. */
export const calendarFeedReply = z.strictObject({ url: z.string().nullable() });

// ---- what a date is (for attendance)

export const DAY_KINDS = ['working_day', 'rest_day', 'regular_holiday', 'special_holiday'] as const;
export type DayKind = (typeof DAY_KINDS)[number];

/** What dayKind needs of an event. */
export type DayEvent = {
  date_event: string;
  event_type: number;
  holiday_type: number | null;
  /** 0 or null: everyone. */
  sub_department_id: number | null;
};

const reaches = (ev: DayEvent, subDepartmentId: number | null) =>
  !ev.sub_department_id || ev.sub_department_id === subDepartmentId;

/** Saturday or Sunday (the company's weekdays are Monday to Friday). */
export function isWeekend(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/**
 * What `date` is for an employee of `subDepartmentId`: a regular holiday, a special holiday, a rest day
 * or a working day. Holidays are the Holidays events for everyone or for that sub-department (a regular
 * holiday wins over a special one on the same day, and a holiday on a rest day is still a holiday, which
 * is how it is paid). Rest days are Saturday and Sunday, unless the sub-department takes its rest days
 * from its Rest Day events (`restDaysFromCalendar`, the legacy's sub-department 4), in which case only
 * those are. `events` may hold any events; those of other dates and sub-departments are ignored.
 */
export function dayKind(
  date: string,
  subDepartmentId: number | null,
  events: readonly DayEvent[],
  opts: { restDaysFromCalendar?: boolean } = {},
): DayKind {
  let special = false;
  let restEvent = false;
  for (const ev of events) {
    if (ev.date_event !== date || !reaches(ev, subDepartmentId)) continue;
    if (ev.event_type === HOLIDAY_EVENT) {
      if (ev.holiday_type === 1) return 'regular_holiday';
      special = true;
    } else if (ev.event_type === REST_DAY_EVENT) restEvent = true;
  }
  if (special) return 'special_holiday';
  const rest = opts.restDaysFromCalendar ? restEvent : isWeekend(date);
  return rest ? 'rest_day' : 'working_day';
}
