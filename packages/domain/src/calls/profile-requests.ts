import { defineCall } from '../call';
import {
  profileDecisionReply,
  profileDeclineBody,
  profileRequestDetail,
  profileRequestsQuery,
  profileRequestsReply,
} from '../profile-requests';
import { idParams } from './params';

/** HR's Profile Requests: the employees' change requests, approved (the record changes) or declined. */

export const profileRequestsCall = defineCall({
  method: 'GET',
  path: 'profile-requests',
  summary: 'Profile Requests',
  query: profileRequestsQuery,
  reply: profileRequestsReply,
});

export const profileRequestCall = defineCall({
  method: 'GET',
  path: 'profile-requests/:id',
  summary: 'One profile change request: the values filed, on record now, and asked',
  params: idParams('id'),
  reply: profileRequestDetail,
});

export const approveProfileRequestCall = defineCall({
  method: 'POST',
  path: 'profile-requests/:id/approve',
  summary: 'Approve a profile change request: the employee record changes',
  params: idParams('id'),
  reply: profileDecisionReply,
});

export const declineProfileRequestCall = defineCall({
  method: 'POST',
  path: 'profile-requests/:id/decline',
  summary: 'Decline a profile change request, with the reason',
  params: idParams('id'),
  body: profileDeclineBody,
  reply: profileDecisionReply,
});
