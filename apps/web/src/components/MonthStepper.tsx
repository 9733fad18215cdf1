import { Button } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { addMonths, FIRST_MONTH, LAST_MONTH } from '../lib/month';

type MonthStepperProps = {
  /** The month shown, YYYY-MM. */
  month: string;
  onChange: (month: string) => void;
};

/** Previous / next month buttons of the calendar, the attendance grid and payroll (2019 to 2100). */
export function MonthStepper({ month, onChange }: MonthStepperProps) {
  return (
    <Button.Group>
      <Button
        variant="default"
        px="xs"
        aria-label="Previous month"
        disabled={month <= FIRST_MONTH}
        onClick={() => onChange(addMonths(month, -1))}
      >
        <IconChevronLeft size={18} />
      </Button>
      <Button
        variant="default"
        px="xs"
        aria-label="Next month"
        disabled={month >= LAST_MONTH}
        onClick={() => onChange(addMonths(month, 1))}
      >
        <IconChevronRight size={18} />
      </Button>
    </Button.Group>
  );
}
