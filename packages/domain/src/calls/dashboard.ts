import { defineCall } from '../call';
import { anniversariesReply, celebrantsReply, dashboardCountsReply } from '../dashboard';

/** The calls of the dashboard's cards. */

export const dashboardCountsCall = defineCall({
  method: 'GET',
  path: 'dashboardCounter',
  summary: 'Head counts by status',
  reply: dashboardCountsReply,
});

export const celebrantsCall = defineCall({
  method: 'GET',
  path: 'celebrant',
  summary: 'Birthdays this month',
  reply: celebrantsReply,
});

export const anniversariesCall = defineCall({
  method: 'GET',
  path: 'anniversary/all',
  summary: 'Work anniversaries this month',
  reply: anniversariesReply,
});
