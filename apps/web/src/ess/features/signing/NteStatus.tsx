import type { EssNteRow } from '@hris/domain/ess-signing';
import { Badge } from '@mantine/core';

/** Where a served NTE stands for the employee: to answer, answered, or decided. */
export function NteStatus({
  nte,
}: {
  nte: Pick<EssNteRow, 'can_explain' | 'employee_status' | 'hr_decision_status'>;
}) {
  const [label, color] =
    nte.hr_decision_status === 'decided'
      ? ['Decided', 'gray']
      : nte.employee_status === 'acknowledged'
        ? ['Answered', 'green']
        : ['To answer', 'orange'];
  return (
    <Badge size="sm" variant="light" color={color} style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}
