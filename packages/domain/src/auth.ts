import { z } from 'zod';
import { errorReply, wireCount, wireId, wireTimestamp } from './replies';
import { requiredText } from './text';

/** role_id values (docs/rules.md#roles). Only HR (5) may use this application. */
export const ROLES = {
  officeStaff: 1,
  supervisor: 2,
  assistantManager: 3,
  businessDevelopmentManager: 4,
  hr: 5,
} as const;
export const ROLE_NAMES: Record<number, string> = {
  1: 'Office Staff',
  2: 'Supervisor',
  3: 'Assistant Manager',
  4: 'Business Development Manager',
  5: 'HR Department',
};

export const loginBody = z.object({
  name: requiredText('username', 190),
  password: z
    .string({ error: 'The password field is required.' })
    .min(1, 'The password field is required.')
    .max(128, 'The password may not be greater than 128 characters.'),
  /** The authenticator's 6-digit code or a recovery code, once the account has two-factor on. */
  code: z.string().trim().max(32, 'The code may not be greater than 32 characters.').optional(),
});
export type LoginBody = z.output<typeof loginBody>;

/** `POST api/login`: the bearer token, when it expires, and the user's role. */
export const loginReply = z.strictObject({
  access_token: z.string(),
  expires_at: wireTimestamp,
  user_type: wireCount,
});
export type LoginReply = z.infer<typeof loginReply>;
/** A refused login (401, 403, 429) also says it in `error`, which the legacy clients read. */
export const loginErrorReply = errorReply.extend({
  error: z.string(),
  /** The password was right; the account's second factor is asked for (or was wrong). */
  two_factor_required: z.literal(true).optional(),
});

/** `GET api/user`: the logged-in user (the employee's name when the account belongs to one). */
export const currentUserReply = z.strictObject({
  id: wireId,
  name: z.string(),
  email: z.string(),
  role_id: wireId,
  full_name: z.string().nullable(),
  employee_id: wireId.nullable(),
  created_at: wireTimestamp,
});
export type CurrentUser = z.infer<typeof currentUserReply>;

/** How long a token lives (docs/api.md#authentication): 12 hours. */
export const TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
