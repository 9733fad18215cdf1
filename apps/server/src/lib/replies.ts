/** A record's id in the path (declared with the calls of packages/domain). */
export { idParams as idParam } from '@hris/domain/calls/params';

/**
 * The reply of a mutation that worked (docs/api.md#replies): `{ response: "success", message, data? }`, as
 * `successReply` and `doneReply(data)` of packages/domain/src/replies.ts declare it.
 */
export function done(message: string): { response: 'success'; message: string };
export function done<T>(message: string, data: T): { response: 'success'; message: string; data: T };
export function done(message: string, data?: unknown) {
  return { response: 'success' as const, message, ...(data !== undefined && { data }) };
}
