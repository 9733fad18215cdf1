import type { z } from 'zod';
import { loginReply } from './auth';
import { wireId } from './replies';

/**
 * Employee self-service: what every employee, team leader and department head reads and files for
 * themselves (docs/self-service.md). Its calls live under `api/ess/` and take a self-service token.
 */

/** `POST api/ess/login`: the token, its expiry, the account's role and its employee. */
export const essLoginReply = loginReply.extend({ employee_id: wireId });
export type EssLoginReply = z.infer<typeof essLoginReply>;
