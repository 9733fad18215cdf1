import type { LeaveDetail } from '@hris/domain/leave';
import type { ReactNode } from 'react';
import { RecordGate } from '../../../components/RecordGate';
import { useRouteId } from '../../../lib/route-id';
import { useLeaveDetail } from '../api/leaves';

/** Loads the leave of the route's :id, then renders the screen; a loader and an error meanwhile. */
export function LeaveDetailGate({ children }: { children: (leave: LeaveDetail) => ReactNode }) {
  const leave = useLeaveDetail(useRouteId());
  return (
    <RecordGate
      query={leave}
      what="The leave request"
      back={{ to: '/hr/absenceleave', label: 'Leave Management' }}
    >
      {children}
    </RecordGate>
  );
}
