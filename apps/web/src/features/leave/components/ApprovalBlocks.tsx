import type { LeaveDetail } from '@hris/domain/leave';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDate } from '../../../lib/format';
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
 * The departmental approvals before HR (§2): the supervisor and the department head for a staff
 * member (roles 1), only the department head for a supervisor (roles 2).
 */
export function ApprovalBlocks({ leave }: { leave: LeaveDetail }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {leave.roles === 1 ? (
        <Block
          title="Supervisor"
          name={leave.supervisor}
          status={leave.tl_status}
          date={leave.tl_date_approved}
        />
      ) : null}
      <Block
        title="Department Head"
        name={leave.department_head}
        status={leave.asm_status}
        date={leave.asm_date_approved}
      />
    </SimpleGrid>
  );
}
