import { essStage, essSteps } from '@hris/domain/ess-filing';
import type { LeaveStatus } from '@hris/domain/leave';
import { REQUEST_STATUS_NAMES } from '@hris/domain/schedule';
import { Badge, Text } from '@mantine/core';
import { formatDate } from '../../../lib/format';

const COLORS: Record<LeaveStatus, string> = { pending: 'yellow', approved: 'teal', rejected: 'red' };

/** A request's status (pending, approved, declined) as a coloured chip. */
export function StatusChip({ status }: { status: LeaveStatus }) {
  return (
    <Badge variant="light" radius="sm" color={COLORS[status]} style={{ minWidth: 'max-content' }}>
      {REQUEST_STATUS_NAMES[status]}
    </Badge>
  );
}

type Chain = Parameters<typeof essSteps>[0] & { reason_to_declined: string | null };

/** Where a request stands: each step of its chain with its date, and the reason when declined. */
export function ChainSteps({ request }: { request: Chain }) {
  return (
    <>
      <Text fz="sm" fw={600}>
        {essStage(request)}
      </Text>
      <ul className="ess-filing__steps">
        {essSteps(request).map((step) => (
          <li key={step.label}>
            <Text component="span" fz="sm" c="dimmed">
              {step.label}:{' '}
            </Text>
            <Text component="span" fz="sm">
              {REQUEST_STATUS_NAMES[step.status]}
              {step.date && step.status !== 'pending' ? ` · ${formatDate(step.date)}` : ''}
            </Text>
          </li>
        ))}
      </ul>
      {request.reason_to_declined ? (
        <Text fz="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
          Reason: {request.reason_to_declined}
        </Text>
      ) : null}
    </>
  );
}
