import { defineCall } from '../call';
import {
  myProfileRequestsQuery,
  myProfileRequestsReply,
  profileChangeBody,
  profileRequestFiledReply,
} from '../profile-requests';

/** The employee's own profile change requests (HR decides them: calls/profile-requests.ts). */

export const fileProfileRequestCall = defineCall({
  method: 'POST',
  path: 'ess/me/profile-requests',
  summary: 'Ask HR to change my contact, addresses, emergency contact, civil status or dependents',
  audience: 'ess',
  body: profileChangeBody,
  reply: profileRequestFiledReply,
});

export const myProfileRequestsCall = defineCall({
  method: 'GET',
  path: 'ess/me/profile-requests',
  summary: 'My profile change requests, newest first, with where each stands',
  audience: 'ess',
  query: myProfileRequestsQuery,
  reply: myProfileRequestsReply,
});
