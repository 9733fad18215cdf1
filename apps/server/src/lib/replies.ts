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

/** The reply of a mutation that worked (DESIGN.md): `{ response: "success", message, data? }`. */
export const done = (message: string, data?: unknown) => ({
  response: 'success',
  message,
  ...(data !== undefined && { data }),
});
