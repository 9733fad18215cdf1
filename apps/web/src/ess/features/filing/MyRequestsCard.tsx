import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { myRequestsQuery } from './api';
import { StatusChip } from './RequestStatus';

const NAMES = { leave: 'Leave', adjustment: 'Schedule adjustment', undertime: 'Undertime' } as const;

/** The home's "My requests": the latest few, pending or decided, each with its status. */
export function MyRequestsCard() {
  const latest = useQuery(myRequestsQuery(1, 4));
  const rows = latest.data?.data ?? [];
  const pending = rows.filter((r) => r.status === 'pending').length;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h4">
            My requests
          </Title>
          <Anchor component={Link} to="/ess/requests" fz="sm">
            See all
          </Anchor>
        </Group>
        {latest.isError ? (
          <Text fz="sm" c="dimmed">
            Your requests could not be loaded.
          </Text>
        ) : latest.isSuccess && rows.length === 0 ? (
          <Text fz="sm" c="dimmed">
            Nothing filed yet. File a leave or a request and follow it here.
          </Text>
        ) : (
          <>
            {pending > 0 ? <Text fz="sm">{pending} waiting for a decision</Text> : null}
            <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
              {rows.map((r) => (
                <Group
                  component="li"
                  key={`${r.kind}-${r.id}`}
                  justify="space-between"
                  gap="xs"
                  wrap="nowrap"
                >
                  <Text fz="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
                    {NAMES[r.kind]} · {formatDate(r.start_date)}
                  </Text>
                  <StatusChip status={r.status} />
                </Group>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
