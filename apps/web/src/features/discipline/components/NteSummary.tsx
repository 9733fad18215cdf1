import type { NteDetail } from '@hris/domain/discipline';
import { correctiveActionLabel, infractionLabel } from '@hris/domain/infractions';
import { Anchor, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { DetailGrid } from '../../../components/DetailGrid';
import { formatDate } from '../../../lib/format';

/** The NTE as filed: employee, dates, infraction, corrective action, details and occurrences. */
export function NteSummary({ nte }: { nte: NteDetail }) {
  return (
    <Stack gap="md">
      <DetailGrid
        items={[
          { label: 'Employee', value: nte.full_name },
          { label: 'Employee ID', value: nte.emp_id },
          { label: 'Designation', value: nte.position_name },
          { label: 'Department', value: nte.department_name },
          { label: 'Immediate superior', value: nte.superior_name },
          { label: 'Requested by', value: nte.requested_by },
          { label: 'Date request', value: formatDate(nte.date_request) },
          { label: 'Date of incident', value: formatDate(nte.date_incident) },
          { label: 'Corrective action', value: correctiveActionLabel(nte.action_to_be_taken) },
          { label: 'Type of infraction', value: infractionLabel(nte.type_of_infraction), span: true },
          { label: 'Details of infraction', value: nte.details_of_infraction, span: true },
        ]}
      />
      <Occurrences nte={nte} />
    </Stack>
  );
}

/** The occurrences of the infraction (date and details), when there are any. */
export function Occurrences({ nte }: { nte: NteDetail }) {
  if (nte.details_occurence.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={2} fz="sm" tt="uppercase" c="dimmed">
        Occurrences
      </Title>
      <Table withTableBorder fz="sm" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={140}>Date</Table.Th>
            <Table.Th>Details</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {nte.details_occurence.map((row, index) => (
            // rows have no id of their own; their order is their identity
            // biome-ignore lint/suspicious/noArrayIndexKey: read-only list in its stored order
            <Table.Tr key={index}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.date)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{row.details}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** The attachments, each opening its signed link in a new tab. */
export function Attachments({ nte }: { nte: NteDetail }) {
  return (
    <Stack gap={4}>
      <Title order={2} fz="sm" tt="uppercase" c="dimmed">
        Attachments
      </Title>
      {nte.data_files.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No attachments.
        </Text>
      ) : (
        <List spacing={2} fz="sm" listStyleType="none">
          {nte.data_files.map((file) => (
            <List.Item key={file.file_name}>
              <Group gap={6} wrap="nowrap">
                <IconPaperclip size={14} aria-hidden />
                <Anchor href={file.url} target="_blank" rel="noopener noreferrer">
                  {file.original_name || file.file_name}
                </Anchor>
                <Text fz="xs" c="dimmed" tt="uppercase">
                  {file.file_type}
                </Text>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
