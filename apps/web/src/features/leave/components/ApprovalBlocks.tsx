import type { LeaveDetail } from '@hris/domain/leave';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDate } from '../../../lib/format';
import { departmentalSteps } from '../approval-steps';
import { LeaveStatusBadge } from './LeaveStatusBadge';

function Block({
  title,
  name,
  status,
  date,
}: {
  title: string;
  name: string | null;
  status: string;
  date: string | null;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group justify="space-between" mb={6}>
        <Text fw={700} fz="sm">
          {title}
        </Text>
        <LeaveStatusBadge status={status} />
      </Group>
      <Stack gap={2}>
        <Text fz="sm">{name || '—'}</Text>
        <Text fz="xs" c="dimmed">
          {date ? `Acted on ${formatDate(date)}` : 'No date yet'}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * The departmental approvals before HR (docs/rules.md#approval-chain), as the printed form lists them (departmentalSteps): the
 * supervisor and the department head for a staff member (roles 1), only the department head for a
 * supervisor (roles 2), and the CEO where a CEO status was recorded.
 */
export function ApprovalBlocks({ leave }: { leave: LeaveDetail }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {departmentalSteps(leave).map((step) => (
        <Block key={step.who} title={step.who} name={step.name} status={step.status} date={step.date} />
      ))}
    </SimpleGrid>
  );
}
