import { recordId } from '@hris/domain/text';
import { useParams } from 'react-router';

/** The ids the API takes in its paths (plain digits within PostgreSQL's integer), read as it reads them. */
const ROUTE_ID = recordId('The address does not name a record.');

/** The record id an address's text names, or null: missing, "abc", "0", "-1", "007", past PostgreSQL's integer. */
export function routeIdOf(text: string | null | undefined): number | null {
  const parsed = ROUTE_ID.safeParse(text ?? null);
  return parsed.success ? parsed.data : null;
}

/**
 * The record id of a route parameter (`/hr/viewleave/:id`), or null when the address names none. A
 * detail screen's query stays disabled on null, and its RecordGate says the record was not found
 * instead of asking the server (or waiting forever).
 */
export function useRouteId(param = 'id'): number | null {
  return routeIdOf(useParams()[param]);
}
