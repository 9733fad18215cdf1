import type { ShiftSource } from '@hris/domain/schedule';
import { shiftText } from '@hris/domain/shifts';
import { Alert, Center, Loader, ScrollArea, Table, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useShiftHistory } from '../api/workshifts';

const SOURCE_LABELS: Record<ShiftSource, string> = {
  assignment: 'Assigned',
  change: 'Changed',
  adjustment: 'Schedule adjustment',
  removal: 'Removed',
};

/** The employee's shift history, newest first: from which day each shift held, and how it came. */
export function ShiftHistoryTable({ employeeId }: { employeeId: number }) {
  const history = useShiftHistory(employeeId);
  if (history.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  }
  if (history.isError) {
    return (
      <Alert color="red" variant="light" title="The shift history could not be loaded">
        {errorMessage(history.error)}
      </Alert>
    );
  }
  if (history.data.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        No shift recorded yet.
      </Text>
    );
  }
  const rows = [...history.data].sort((a, b) => b.effective_from.localeCompare(a.effective_from));
  return (
    <ScrollArea.Autosize mah={220} type="auto">
      <Table aria-label="Shift history" striped verticalSpacing={6} horizontalSpacing="sm" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>From</Table.Th>
            <Table.Th>Shift</Table.Th>
            <Table.Th>Time zone</Table.Th>
            <Table.Th>How</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.effective_from)}</Table.Td>
              <Table.Td>{shiftText(row.schedule, row.time) || 'No shift'}</Table.Td>
              <Table.Td>{row.timezone_name ?? '—'}</Table.Td>
              <Table.Td>{SOURCE_LABELS[row.source as ShiftSource] ?? row.source}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
