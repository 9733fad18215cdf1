import { z } from 'zod';
import { requiredText } from './text';

/** role_id values (§3). Only HR (5) may use this application. */
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
});
export type LoginBody = z.output<typeof loginBody>;
export type LoginReply = { access_token: string; expires_at: string; user_type: number };

export type CurrentUser = {
  id: number;
  name: string;
  email: string;
  role_id: number;
  full_name: string | null;
  employee_id: number | null;
};

/** How long a token lives (DESIGN.md): 12 hours. */
export const TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
