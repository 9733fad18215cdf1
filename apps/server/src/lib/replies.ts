import { recordId } from '@hris/domain/text';
import { z } from 'zod';

/**
 * A record's id in the path, under the name the spec gives it (`dep_id`, `pos_id`, `emp_id`, ...):
 * plain decimal digits that fit PostgreSQL's integer, so `0x10`, `1e3`, `00001` and `+1` are 422s.
 */
export function idParam<K extends string>(name: K) {
  return z.object({ [name]: recordId(`The ${name} in the path must be the id of a record.`) } as {
    [P in K]: ReturnType<typeof recordId>;
  });
}

/**
 * The reply of a mutation that worked (docs/api.md#replies): `{ response: "success", message, data? }`, as
 * `successReply` and `doneReply(data)` of packages/domain/src/replies.ts declare it.
 */
export function done(message: string): { response: 'success'; message: string };
export function done<T>(message: string, data: T): { response: 'success'; message: string; data: T };
export function done(message: string, data?: unknown) {
  return { response: 'success' as const, message, ...(data !== undefined && { data }) };
}
