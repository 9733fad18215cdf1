import type { CalendarAddBody, calendarAddBody } from '@hris/domain/calendar';
import type { FieldError, Resolver } from 'react-hook-form';
import { formResolver } from '../../components/form/form-resolver';
import { ApiError } from '../../lib/api-client';

/** One row of the new-events form, as its inputs hold it (`display` 0 is All). */
export type EventRowValues = {
  name: string;
  start: string;
  type: number | null;
  h_type: number | null;
  display: number | null;
};
export type AddEventsValues = { calendar_content: EventRowValues[] };

export const EMPTY_EVENT_ROW: EventRowValues = {
  name: '',
  start: '',
  type: null,
  h_type: null,
  display: null,
};

/** "Row 2: " of the contract's messages: on screen the message already sits in its row. */
const ROW_PREFIX = /^Row \d+: /;
const withoutRowPrefix = (message: string) => message.replace(ROW_PREFIX, '');

/**
 * Validates with the call's own schema (`calendarAddBody`: every row, the holiday rule included) and
 * shows each message under its row's field without the "Row n:" the server's reply needs.
 */
export function eventsResolver(
  schema: typeof calendarAddBody,
): Resolver<AddEventsValues, unknown, CalendarAddBody> {
  const inner = formResolver<AddEventsValues, typeof calendarAddBody>(schema);
  return async (values, context, options) => {
    const result = await inner(values, context, options);
    const rows = result.errors.calendar_content;
    if (Array.isArray(rows)) {
      for (const row of rows as (Record<string, FieldError | undefined> | undefined)[]) {
        for (const error of Object.values(row ?? {})) {
          if (error?.message) error.message = withoutRowPrefix(error.message);
        }
      }
    }
    return result;
  };
}

/** A refusal of `api/calendar/add` with its row messages as the form shows them (under the row's field). */
export function rowErrorsOnScreen(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.errors) return error;
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    errors[field] = /^calendar_content\.\d+\./.test(field) ? messages.map(withoutRowPrefix) : messages;
  }
  return new ApiError(error.status, error.message, errors, error.body);
}
