import { defineCall } from '../call';
import { essMeReply } from '../ess-me';

/** Self-service reads of the token's own employee (docs/self-service.md). */

export const essMeCall = defineCall({
  method: 'GET',
  path: 'ess/me',
  summary: "The employee's profile and approval chain",
  audience: 'ess',
  reply: essMeReply,
});
