import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { formatDate } from '../../../lib/format';
import { RequestStatusBadge } from './RequestStatusBadge';

type Approvals = {
  tl_status: string;
  tl_date_approved: string | null;
  asm_status: string;
  asm_date_approved: string | null;
};

function Block({ title, status, date }: { title: string; status: string; date: string | null }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group justify="space-between" mb={6} wrap="nowrap">
        <Text fw={700} fz="sm">
          {title}
        </Text>
        <RequestStatusBadge status={status} />
      </Group>
      <Text fz="xs" c="dimmed">
        {date ? `Acted on ${formatDate(date)}` : 'No date yet'}
      </Text>
    </Paper>
  );
}

/** The supervisor's and the department head's statuses and dates, before HR's decision. */
export function DepartmentalApprovals({ request }: { request: Approvals }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Block title="Supervisor" status={request.tl_status} date={request.tl_date_approved} />
      <Block title="Department Head" status={request.asm_status} date={request.asm_date_approved} />
    </SimpleGrid>
  );
}
