import type { AuditRow } from '@hris/domain/audit';
import { Code, Table, Text } from '@mantine/core';
import { formatDate, formatDateTime } from '../../lib/format';

/** "basic_salary" as a person reads it: "Basic salary". */
const fieldLabel = (key: string) => {
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A date or a moment as the row stored it ("2026-11-23", "2026-11-23T07:05:09.123Z"). */
const DATE_OR_MOMENT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A value as the row stored it: text as it is (a date or a moment as the screens show them), empty as
 * a dash, lists and objects as compact JSON.
 */
function shown(value: unknown) {
  if (value === undefined || value === null || value === '') return <Text c="dimmed">—</Text>;
  if (typeof value === 'string' && DATE_OR_MOMENT.test(value))
    return (value.includes('T') ? formatDateTime(value) : formatDate(value)) || value;
  if (typeof value === 'object')
    return <Code style={{ whiteSpace: 'pre-wrap' }}>{JSON.stringify(value)}</Code>;
  return String(value);
}

/** The fields an audit row changed, each with its value before and after (a creation has only after). */
export function AuditChanges({ row }: { row: Pick<AuditRow, 'before' | 'after'> }) {
  const before = row.before ?? {};
  const after = row.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (keys.length === 0)
    return (
      <Text c="dimmed" fz="sm">
        No field values were recorded for this action.
      </Text>
    );
  return (
    <Table withTableBorder withColumnBorders fz="sm" layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="28%">Field</Table.Th>
          <Table.Th>Before</Table.Th>
          <Table.Th>After</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {keys.map((key) => (
          <Table.Tr key={key}>
            <Table.Td>{fieldLabel(key)}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              {row.before ? shown(before[key]) : <Text c="dimmed">—</Text>}
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              {row.after ? shown(after[key]) : <Text c="dimmed">—</Text>}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
