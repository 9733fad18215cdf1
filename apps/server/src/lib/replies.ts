import { z } from 'zod';

/** A positive id in the path, under the name the spec gives it (`dep_id`, `pos_id`, `emp_id`, ...). */
export function idParam<K extends string>(name: K) {
  return z.object({ [name]: z.coerce.number().int().positive() } as {
    [P in K]: z.ZodCoercedNumber<unknown>;
  });
}

/** The reply of a mutation that worked (DESIGN.md): `{ response: "success", message, data? }`. */
export const done = (message: string, data?: unknown) => ({
  response: 'success',
  message,
  ...(data !== undefined && { data }),
});
