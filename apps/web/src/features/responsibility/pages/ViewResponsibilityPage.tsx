import { RESPONSIBILITY_MESSAGES } from '@hris/domain/responsibility';
import { Button, Stack, Table, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DetailGrid } from '../../../components/DetailGrid';
import { PrintLayout } from '../../../components/PrintLayout';
import { RecordGate } from '../../../components/RecordGate';
import { Signature } from '../../../components/Signature';
import { formatDate } from '../../../lib/format';
import { useRouteId } from '../../../lib/route-id';
import { useResponsibilityForm } from '../api/responsibility';

const BACK = { to: '/hr/responsibilityform', label: 'Responsibility Form' };

/** /hr/viewresponsibility/:id: the printable form (HR FORM NO. 0003). */
export function ViewResponsibilityPage() {
  const form = useResponsibilityForm(useRouteId());
  return (
    <RecordGate query={form} what="The responsibility form" back={BACK}>
      {(data) => (
        <PrintLayout
          formNo="0003"
          title="Employee Responsibility Form"
          actions={
            <Button component={Link} to={BACK.to} variant="default" leftSection={<IconArrowLeft size={16} />}>
              {BACK.label}
            </Button>
          }
        >
          <Stack gap="lg">
            <DetailGrid
              items={[
                { label: 'Employee name', value: data.full_name },
                { label: 'Employee ID', value: data.emp_id },
                { label: 'Department', value: data.department_name },
                { label: 'Position', value: data.position_name },
                { label: 'Date created', value: formatDate(data.created) },
              ]}
            />
            <Text fz="sm">
              I acknowledge that I have received the company property listed below, that it remains the
              company's, and that I am responsible for its care and its return when asked or when I leave.
            </Text>
            <Table withTableBorder withColumnBorders aria-label="Items">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>#</Table.Th>
                  <Table.Th>Item</Table.Th>
                  <Table.Th>Description</Table.Th>
                  <Table.Th ta="right">Quantity</Table.Th>
                  <Table.Th>Received</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((item, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a printed list in the form's order, never reordered
                  <Table.Tr key={index}>
                    <Table.Td>{index + 1}</Table.Td>
                    <Table.Td>{item.name}</Table.Td>
                    <Table.Td>{item.description}</Table.Td>
                    <Table.Td ta="right">{item.quantity}</Table.Td>
                    <Table.Td>{item.received ? 'Yes' : 'No'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Stack gap={4} mt="lg">
              <Signature
                src={data.signature?.url ?? null}
                alt={`Signature of ${data.full_name}`}
                fallback={RESPONSIBILITY_MESSAGES.noSignature}
              />
              <Text fw={700} tt="uppercase" style={{ borderTop: '1px solid', width: 260 }} pt={4}>
                {data.full_name}
              </Text>
              <Text fz="xs">Signature over printed name</Text>
            </Stack>
          </Stack>
        </PrintLayout>
      )}
    </RecordGate>
  );
}
