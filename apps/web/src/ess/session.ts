import type { EssLoginReply } from '@hris/domain/ess';
import { ESS_ACCOUNT_KEY, essTokens } from '../lib/session';

/**
 * Who signed in to self-service, kept with its token (lib/session.ts, `essTokens`) and cleared with it:
 * the account name typed at the login and the login's reply. The top bar shows the employee's name from
 * `GET api/ess/me`; this is what it shows until that has answered.
 */
export type EssAccount = Pick<EssLoginReply, 'employee_id' | 'user_type'> & { name: string };

export function saveEssSession(name: string, reply: EssLoginReply): void {
  essTokens.save(reply.access_token, reply.expires_at);
  const account: EssAccount = { name, employee_id: reply.employee_id, user_type: reply.user_type };
  localStorage.setItem(ESS_ACCOUNT_KEY, JSON.stringify(account));
}

export function essAccount(): EssAccount | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(ESS_ACCOUNT_KEY) ?? 'null');
    return typeof value === 'object' && value !== null && typeof (value as EssAccount).name === 'string'
      ? (value as EssAccount)
      : null;
  } catch {
    return null;
  }
}
