import { describe, expect, it } from 'vitest';
import {
  allCalendarQuery,
  calendarAddBody,
  calendarListQuery,
  calendarUpdateBody,
  type DayEvent,
  dayKind,
  holidayTypeProblem,
  isWeekend,
  monthViewRange,
} from './calendar';

const ev = (over: Partial<DayEvent> & Pick<DayEvent, 'date_event' | 'event_type'>): DayEvent => ({
  holiday_type: null,
  sub_department_id: null,
  ...over,
});

// 2026-06-12 is a Friday, 2026-06-13 a Saturday, 2026-06-14 a Sunday, 2026-06-15 a Monday.
const FRIDAY = '2026-06-12';
const SATURDAY = '2026-06-13';
const SUNDAY = '2026-06-14';
const MONDAY = '2026-06-15';

describe('dayKind', () => {
  it('makes weekdays working days and weekends rest days when nothing is on the calendar', () => {
    expect(isWeekend(FRIDAY)).toBe(false);
    expect(isWeekend(SATURDAY)).toBe(true);
    expect(isWeekend(SUNDAY)).toBe(true);
    expect(dayKind(FRIDAY, 3, [])).toBe('working_day');
    expect(dayKind(MONDAY, null, [])).toBe('working_day');
    expect(dayKind(SATURDAY, 3, [])).toBe('rest_day');
    expect(dayKind(SUNDAY, null, [])).toBe('rest_day');
  });

  it('finds a regular and a special holiday for everyone', () => {
    const regular = [ev({ date_event: FRIDAY, event_type: 2, holiday_type: 1 })];
    const special = [ev({ date_event: FRIDAY, event_type: 2, holiday_type: 2 })];
    expect(dayKind(FRIDAY, 3, regular)).toBe('regular_holiday');
    expect(dayKind(FRIDAY, 3, special)).toBe('special_holiday');
    // 0 on the wire means everyone, as null does in the table
    expect(dayKind(FRIDAY, 3, [{ ...special[0]!, sub_department_id: 0 }])).toBe('special_holiday');
    expect(dayKind(FRIDAY, null, regular)).toBe('regular_holiday');
  });

  it('lets a regular holiday win over a special one on the same day, whatever their order', () => {
    const both = [
      ev({ date_event: FRIDAY, event_type: 2, holiday_type: 2 }),
      ev({ date_event: FRIDAY, event_type: 2, holiday_type: 1, sub_department_id: 3 }),
    ];
    expect(dayKind(FRIDAY, 3, both)).toBe('regular_holiday');
    expect(dayKind(FRIDAY, 3, [...both].reverse())).toBe('regular_holiday');
    // the regular one is sub-department 3's: for anyone else the day stays special
    expect(dayKind(FRIDAY, 4, both)).toBe('special_holiday');
  });

  it('does not count a holiday of another sub-department', () => {
    const theirs = [ev({ date_event: FRIDAY, event_type: 2, holiday_type: 1, sub_department_id: 7 })];
    expect(dayKind(FRIDAY, 3, theirs)).toBe('working_day');
    expect(dayKind(FRIDAY, null, theirs)).toBe('working_day');
    expect(dayKind(FRIDAY, 7, theirs)).toBe('regular_holiday');
  });

  it('ignores events of other dates and events that are not holidays', () => {
    const events = [
      ev({ date_event: MONDAY, event_type: 2, holiday_type: 1 }),
      ev({ date_event: FRIDAY, event_type: 3 }),
      ev({ date_event: FRIDAY, event_type: 6 }),
      ev({ date_event: FRIDAY, event_type: 1 }),
    ];
    expect(dayKind(FRIDAY, 3, events)).toBe('working_day');
  });

  it('keeps a holiday on a weekend a holiday (that is how it is paid)', () => {
    expect(dayKind(SATURDAY, 3, [ev({ date_event: SATURDAY, event_type: 2, holiday_type: 1 })])).toBe(
      'regular_holiday',
    );
    expect(dayKind(SUNDAY, 3, [ev({ date_event: SUNDAY, event_type: 2, holiday_type: 2 })])).toBe(
      'special_holiday',
    );
  });

  it('ignores Rest Day events for sub-departments that rest on weekends', () => {
    const rest = [ev({ date_event: MONDAY, event_type: 7, sub_department_id: 3 })];
    expect(dayKind(MONDAY, 3, rest)).toBe('working_day');
    expect(dayKind(SATURDAY, 3, rest)).toBe('rest_day');
  });

  it('takes rest days only from Rest Day events when the sub-department keeps them on the calendar', () => {
    const opts = { restDaysFromCalendar: true };
    const events = [
      ev({ date_event: MONDAY, event_type: 7, sub_department_id: 4 }),
      ev({ date_event: FRIDAY, event_type: 7 }), // everyone's
      ev({ date_event: SUNDAY, event_type: 7, sub_department_id: 9 }), // another account's
    ];
    expect(dayKind(MONDAY, 4, events, opts)).toBe('rest_day');
    expect(dayKind(FRIDAY, 4, events, opts)).toBe('rest_day');
    // a weekend without a Rest Day event of theirs is a working day
    expect(dayKind(SATURDAY, 4, events, opts)).toBe('working_day');
    expect(dayKind(SUNDAY, 4, events, opts)).toBe('working_day');
    // a holiday still wins over a rest day
    const holiday = [...events, ev({ date_event: MONDAY, event_type: 2, holiday_type: 2 })];
    expect(dayKind(MONDAY, 4, holiday, opts)).toBe('special_holiday');
  });
});

describe('holidayTypeProblem', () => {
  it('asks a holiday for its type and refuses one on any other event', () => {
    expect(holidayTypeProblem(2, 1)).toBeNull();
    expect(holidayTypeProblem(2, null)).toBe('Please choose the holiday type.');
    expect(holidayTypeProblem(3, null)).toBeNull();
    expect(holidayTypeProblem(3, 2)).toBe('Only a holiday has a holiday type.');
  });
});

/** The issues of a failed parse as the server keys them: `calendar_content.1.h_type` → messages. */
function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  expect(result.success).toBe(false);
  const out: Record<string, string[]> = {};
  for (const issue of result.error!.issues) {
    const key = issue.path.map(String).join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

const row = (over: Record<string, unknown> = {}) => ({
  name: 'Team building',
  start: '2026-06-12',
  type: 3,
  h_type: '',
  display: 0,
  ...over,
});

describe('calendarAddBody', () => {
  it('reads the rows of the form, with a holiday and a sub-department', () => {
    const parsed = calendarAddBody.parse({
      calendar_content: [
        row(),
        row({ name: ' Independence Day ', type: '2', h_type: '1', display: '0' }),
        row({ type: 7, display: '12' }),
      ],
    });
    expect(parsed.calendar_content).toEqual([
      { name: 'Team building', start: '2026-06-12', type: 3, h_type: null, display: 0 },
      { name: 'Independence Day', start: '2026-06-12', type: 2, h_type: 1, display: 0 },
      { name: 'Team building', start: '2026-06-12', type: 7, h_type: null, display: 12 },
    ]);
  });

  it('takes the rows as JSON text, as the legacy form sends them', () => {
    const text = JSON.stringify([row({ type: 2, h_type: 2 }), row({ name: 'Party', type: 6 })]);
    const parsed = calendarAddBody.parse({ calendar_content: text });
    expect(parsed.calendar_content.map((r) => [r.name, r.type, r.h_type])).toEqual([
      ['Team building', 2, 2],
      ['Party', 6, null],
    ]);
    expect(errorsOf(calendarAddBody.safeParse({ calendar_content: '[{"name":' }))).toEqual({
      calendar_content: ['The events must be a list.'],
    });
    expect(errorsOf(calendarAddBody.safeParse({ calendar_content: '[]' }))).toEqual({
      calendar_content: ['Please add at least one event.'],
    });
  });

  it('names the row and the field of a holiday without its type', () => {
    const errors = errorsOf(
      calendarAddBody.safeParse({ calendar_content: [row(), row({ type: 2, h_type: '' })] }),
    );
    expect(errors).toEqual({ 'calendar_content.1.h_type': ['Row 2: Please choose the holiday type.'] });
  });

  it('says a holiday lacks its type beside the other problems of its row', () => {
    const errors = errorsOf(
      calendarAddBody.safeParse({ calendar_content: [row({ type: 2, h_type: '', start: '', display: '' })] }),
    );
    expect(errors['calendar_content.0.h_type']).toEqual(['Row 1: Please choose the holiday type.']);
    expect(errors).toHaveProperty(['calendar_content.0.start']);
  });

  it('refuses a holiday type on an event that is not a holiday', () => {
    const errors = errorsOf(calendarAddBody.safeParse({ calendar_content: [row({ type: 3, h_type: 1 })] }));
    expect(errors).toEqual({ 'calendar_content.0.h_type': ['Row 1: Only a holiday has a holiday type.'] });
  });

  it('names every missing field of every row', () => {
    const all = errorsOf(
      calendarAddBody.safeParse({
        calendar_content: [
          row(),
          { name: '', start: '', type: '', h_type: '', display: '' },
          row({ start: '2026-02-30' }),
          {},
        ],
      }),
    );
    // the first message of each field is the one a form shows
    const errors = Object.fromEntries(Object.entries(all).map(([k, v]) => [k, [v[0]]]));
    expect(errors).toEqual({
      'calendar_content.1.name': ['Row 2: The event name field is required.'],
      'calendar_content.1.start': ['Row 2: The date field is required.'],
      'calendar_content.1.type': ['Row 2: Please choose the event type.'],
      'calendar_content.1.display': ['Row 2: Please choose a sub-department or All.'],
      'calendar_content.2.start': ['Row 3: The date is not a valid date.'],
      'calendar_content.3.name': ['Row 4: The event name field is required.'],
      'calendar_content.3.start': ['Row 4: The date field is required.'],
      'calendar_content.3.type': ['Row 4: Please choose the event type.'],
      'calendar_content.3.display': ['Row 4: Please choose a sub-department or All.'],
    });
  });

  it('refuses an unknown event type, a date before 2019 and a row that is not an object', () => {
    const errors = errorsOf(
      calendarAddBody.safeParse({
        calendar_content: [row({ type: 8 }), row({ start: '2018-12-31' }), 'text'],
      }),
    );
    expect(errors['calendar_content.0.type']).toEqual(['Row 1: Please choose the event type.']);
    expect(errors['calendar_content.1.start']?.[0]).toMatch(/^Row 2: The date must be between/);
    expect(errors['calendar_content.2.name']?.[0]).toMatch(/^Row 3: /);
  });

  it('refuses more than 100 rows', () => {
    const rows = Array.from({ length: 101 }, () => row());
    expect(errorsOf(calendarAddBody.safeParse({ calendar_content: rows }))).toEqual({
      calendar_content: ['At most 100 events can be saved at once.'],
    });
  });
});

describe('calendarUpdateBody', () => {
  const body = {
    name: 'Heroes',
    event_type: 2,
    holiday_type: 1,
    date_event: '2026-08-31',
    sub_department_id: 0,
  };

  it('reads the edit modal, 0 being everyone', () => {
    expect(calendarUpdateBody.parse(body)).toEqual(body);
    expect(
      calendarUpdateBody.parse({ ...body, event_type: '4', holiday_type: null, sub_department_id: '3' }),
    ).toEqual({ ...body, event_type: 4, holiday_type: null, sub_department_id: 3 });
  });

  it('asks a holiday for its type', () => {
    expect(errorsOf(calendarUpdateBody.safeParse({ ...body, holiday_type: '' }))).toEqual({
      holiday_type: ['Please choose the holiday type.'],
    });
  });
});

describe('the calendar queries', () => {
  it('takes a range of at most 366 days that does not end before it starts', () => {
    expect(allCalendarQuery.parse({ start: '2026-01-01', end: '2026-12-31' })).toEqual({
      start: '2026-01-01',
      end: '2026-12-31',
    });
    expect(errorsOf(allCalendarQuery.safeParse({ start: '2026-02-01', end: '2026-01-31' }))).toEqual({
      end: ['The end date may not be before the start date.'],
    });
    // 366 days from start to end, both included (a leap year), is the most
    expect(allCalendarQuery.safeParse({ start: '2024-01-01', end: '2024-12-31' }).success).toBe(true);
    expect(allCalendarQuery.safeParse({ start: '2026-01-01', end: '2027-01-01' }).success).toBe(true);
    expect(errorsOf(allCalendarQuery.safeParse({ start: '2026-01-01', end: '2027-01-02' }))).toEqual({
      end: ['Ask for at most 366 days at once.'],
    });
    // a date that is not real is refused on its own field, and the range is not judged (nor thrown on)
    expect(Object.keys(errorsOf(allCalendarQuery.safeParse({ start: 'x', end: '2026-01-01' })))).toEqual([
      'start',
    ]);
    expect(
      Object.keys(errorsOf(allCalendarQuery.safeParse({ start: '2026-01-01', end: '2026-02-30' }))),
    ).toEqual(['end']);
  });

  it('filters the list by 0 (everyone) or a sub-department', () => {
    expect(calendarListQuery.parse({ sub_department_id: '0' }).sub_department_id).toBe(0);
    expect(calendarListQuery.parse({ sub_department_id: '5', year: '2026' })).toMatchObject({
      sub_department_id: 5,
      year: 2026,
    });
    expect(calendarListQuery.safeParse({ sub_department_id: '-1' }).success).toBe(false);
  });
});

describe('monthViewRange', () => {
  it('fills a missing end or start with the month of the other, and neither with this month', () => {
    expect(monthViewRange({ start: '2026-02-10', end: null }, '2026-11-23')).toEqual({
      start: '2026-02-10',
      end: '2026-02-28',
    });
    expect(monthViewRange({ start: null, end: '2028-02-15' }, '2026-11-23')).toEqual({
      start: '2028-02-01',
      end: '2028-02-15',
    });
    expect(monthViewRange({ start: null, end: null }, '2026-12-23')).toEqual({
      start: '2026-12-01',
      end: '2026-12-31',
    });
    expect(monthViewRange({ start: '2026-01-05', end: '2026-03-01' }, '2026-11-23')).toEqual({
      start: '2026-01-05',
      end: '2026-03-01',
    });
  });
});
