import { leaveDays } from '@hris/domain/leave';
import type { FieldValues, Resolver } from 'react-hook-form';

type WithDates = { start_date?: string | null; end_date?: string | null };

/**
 * The day count is never typed (docs/rules.md#leave-types): it is counted from the dates with leaveDays() and sent with
 * them, so the schema and the server check the same number the form shows.
 */
export function withCountedDays<V extends FieldValues & WithDates, TOut>(
  resolver: Resolver<V, unknown, TOut>,
): Resolver<V, unknown, TOut> {
  return (values, context, options) => {
    const count = leaveDays(values.start_date, values.end_date);
    return resolver({ ...values, no_of_days: count > 0 ? count : undefined }, context, options);
  };
}

/**
 * An emptied number of days is "not given" rather than 0: the schema then asks for a required
 * balance, and leaves an optional credit unchanged.
 */
export function withBlankAsMissing<V extends FieldValues, TOut>(
  resolver: Resolver<V, unknown, TOut>,
): Resolver<V, unknown, TOut> {
  return (values, context, options) => {
    const cleaned = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, value === '' ? undefined : value]),
    ) as V;
    return resolver(cleaned, context, options);
  };
}
