import { ActionIcon, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { addMonths, FIRST_MONTH, LAST_MONTH, monthOf, monthTitle } from '../../../lib/month';

/** The month a screen shows, kept in the address (`?month=YYYY-MM`): this month by default. */
export function useMonth(): [string, (month: string) => void] {
  const [params, setParams] = useSearchParams();
  const month = monthOf(params.get('month'));
  return [month, (next) => setParams({ month: next }, { replace: true })];
}

/** "November 2026" between the previous and the next month's buttons, within `last`. */
export function MonthSwitch({
  month,
  onChange,
  last = LAST_MONTH,
}: {
  month: string;
  onChange: (month: string) => void;
  last?: string;
}) {
  const previous = addMonths(month, -1);
  const next = addMonths(month, 1);
  return (
    <div className="ess-me__month">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Previous month"
        disabled={previous < FIRST_MONTH}
        onClick={() => onChange(previous)}
      >
        <IconChevronLeft size={18} aria-hidden="true" />
      </ActionIcon>
      <Text fw={600} aria-live="polite">
        {monthTitle(month)}
      </Text>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Next month"
        disabled={next > last}
        onClick={() => onChange(next)}
      >
        <IconChevronRight size={18} aria-hidden="true" />
      </ActionIcon>
    </div>
  );
}
