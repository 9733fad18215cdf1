import { z } from 'zod';
import { recordId } from '../text';

/**
 * A record's id in the path, under the name the spec gives it (`dep_id`, `pos_id`, `emp_id`, ...):
 * plain decimal digits that fit PostgreSQL's integer, so `0x10`, `1e3`, `00001` and `+1` are 422s.
 */
export function idParams<K extends string>(name: K) {
  return z.object({ [name]: recordId(`The ${name} in the path must be the id of a record.`) } as {
    [P in K]: ReturnType<typeof recordId>;
  });
}
