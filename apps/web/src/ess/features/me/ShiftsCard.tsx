import type { EssShiftDay } from '@hris/domain/ess-me';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useId } from 'react';
import { formatDate } from '../../../lib/format';
import { myShiftQuery } from './api';

/** What a day of the week ahead is for the employee: their shift, a day off or a holiday. */
function dayText(d: EssShiftDay): string {
  if (d.kind === 'rest_day') return 'Day-off';
  if (d.kind !== 'working_day') return d.time ? `Holiday · ${d.time}` : 'Holiday';
  return d.time ?? 'No shift';
}

/** The home's shifts: today's and the six days after. */
export function ShiftsCard() {
  const titleId = useId();
  const shift = useQuery(myShiftQuery());
  const [today, ...next] = shift.data?.days ?? [];
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={2} fz="h4" id={titleId}>
          My shifts
        </Title>
        {shift.isError ? (
          <Text fz="sm" c="dimmed">
            Your shifts could not be loaded.
          </Text>
        ) : today ? (
          <>
            <Text>
              <Text span fw={600}>
                Today:
              </Text>{' '}
              {dayText(today)}
              {shift.data?.timezone_name ? (
                <Text span fz="sm" c="dimmed">
                  {' '}
                  ({shift.data.timezone_name})
                </Text>
              ) : null}
            </Text>
            <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Next days">
              {next.map((d) => (
                <Group component="li" key={d.date} justify="space-between" gap="xs" wrap="nowrap">
                  <Text fz="sm">
                    {dayjs(d.date).format('ddd')} · {formatDate(d.date)}
                  </Text>
                  <Text fz="sm" c={d.kind === 'working_day' ? undefined : 'dimmed'}>
                    {dayText(d)}
                  </Text>
                </Group>
              ))}
            </Stack>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
