import { CREDIT_FIELDS, type CreditField, type LeaveCredits } from '@hris/domain/leave';
import { Badge, Tooltip } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { CREDIT_LABELS, days } from '../leave-labels';

type CreditBadgeProps = {
  credits: LeaveCredits | null | undefined;
  /** The credit this leave draws on (creditFieldOf), or null for Offset and leave Without Pay. */
  field: CreditField | null;
  /** Days the leave needs; the badge turns orange when the credit is short (pending leave only). */
  needed?: number;
};

/** The days left of the credit a leave draws on; null when it draws on none or there are no credits. */
export function availableCredit(
  credits: LeaveCredits | null | undefined,
  field: CreditField | null,
): number | null {
  if (!credits || field === null) return null;
  return Number(credits[CREDIT_FIELDS[field]]);
}

/** The employee's credit that matters for this leave, e.g. "Leave balance: 7.5 days". */
export function CreditBadge({ credits, field, needed }: CreditBadgeProps) {
  if (field === null) {
    return (
      <Badge size="lg" variant="light" color="gray" radius="sm" leftSection={<IconCoins size={14} />}>
        Uses no credits
      </Badge>
    );
  }
  if (!credits) {
    return (
      <Badge size="lg" variant="light" color="red" radius="sm" leftSection={<IconCoins size={14} />}>
        No leave credits registered
      </Badge>
    );
  }
  const available = availableCredit(credits, field) ?? 0;
  const short = needed !== undefined && needed > available;
  return (
    <Tooltip
      label={short ? `This leave needs ${days(needed)}; only ${days(available)} left.` : 'Available credit'}
      withArrow
    >
      <Badge
        size="lg"
        variant="light"
        color={short ? 'orange' : 'teal'}
        radius="sm"
        leftSection={<IconCoins size={14} />}
        data-testid="credit-badge"
      >
        {CREDIT_LABELS[field]}: {days(available)}
      </Badge>
    </Tooltip>
  );
}
