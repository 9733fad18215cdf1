import type { RequestKind } from './api/requests';

/** The screens of each kind of request: its list (and the way back to it), the forms and the approval. */
export const REQUEST_SCREENS = {
  adjustment: {
    list: { to: '/hr/scheduleadjustment', label: 'Schedule Adjustment' },
    add: '/hr/adjustmentform',
    edit: (id: number) => `/hr/schedule/edit/adjustment/form/${id}`,
    approval: (id: number) => `/hr/scheduleadjustment/approval/${id}`,
  },
  undertime: {
    list: { to: '/hr/undertimerequest', label: 'Undertime Requests' },
    add: '/hr/undertimeform',
    edit: (id: number) => `/hr/editundertimerequestform/${id}`,
    approval: (id: number) => `/hr/undertimerequest/approval/${id}`,
  },
} as const satisfies Record<RequestKind, unknown>;
