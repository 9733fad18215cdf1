import { Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { formatDate } from '../../../lib/format';

/** A day of the log table: its date, and its weekday below. */
export function DateCell({ date }: { date: string }) {
  return (
    <Stack gap={0}>
      <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {formatDate(date)}
      </Text>
      <Text fz="xs" c="dimmed">
        {dayjs(date).format('dddd')}
      </Text>
    </Stack>
  );
}
