import { DOCUMENT_KINDS, type DocumentKind, type EmployeeDocumentsReply } from '@hris/domain/documents';
import { Anchor, Button, Group, Paper, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DetailGrid } from '../../../components/DetailGrid';
import { PageHeader } from '../../../components/PageHeader';
import { RecordGate } from '../../../components/RecordGate';
import { formatDate } from '../../../lib/format';
import { useRouteId } from '../../../lib/route-id';
import { sendToEmployee, useEmployeeDocuments } from '../api/documents';
import { DocumentUpload } from '../components/DocumentUpload';
import { FileTypeIcon } from '../components/FileTypeIcon';

const BACK = { to: '/hr/contractsmemo', label: 'Contracts & Memos' };

/** The employee's documents of one kind, newest first, each with its icons, link and sent-on date. */
function DocumentsTable({ data, kind }: { data: EmployeeDocumentsReply; kind: DocumentKind }) {
  if (data.documents.length === 0)
    return (
      <Text c="dimmed" fz="sm">
        No {kind === 'contract' ? 'contract' : 'memo'} has been sent to {data.employee.full_name} yet.
      </Text>
    );
  return (
    <Table striped aria-label={kind === 'contract' ? 'Contracts' : 'Memos'} verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Document</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Sent On</Table.Th>
          <Table.Th>Sent To</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.documents.map((doc) => (
          <Table.Tr key={doc.id}>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <FileTypeIcon name={doc.file_name} />
                <Anchor href={doc.file.url} target="_blank" rel="noopener noreferrer" fz="sm">
                  {doc.file_name}
                </Anchor>
              </Group>
            </Table.Td>
            <Table.Td>
              {doc.status === 'acknowledged' ? (
                <Tooltip label={`Acknowledged ${formatDate(doc.acknowledged_at)}`} withArrow>
                  <Group gap={4} wrap="nowrap">
                    <IconCircleCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden />
                    <Text fz="sm">Acknowledged</Text>
                  </Group>
                </Tooltip>
              ) : (
                <Group gap={4} wrap="nowrap">
                  <IconClockHour4 size={18} color="var(--mantine-color-orange-7)" aria-hidden />
                  <Text fz="sm">Unacknowledged</Text>
                </Group>
              )}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(doc.date_sent)}</Table.Td>
            <Table.Td>
              {doc.audience === 'all'
                ? 'Everyone'
                : doc.audience === 'group'
                  ? doc.sub_department_name
                  : 'This employee'}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function EmployeeDocuments({ data, kind }: { data: EmployeeDocumentsReply; kind: DocumentKind }) {
  const { employee } = data;
  const label = kind === 'contract' ? 'Contract' : 'Memo';
  const submitLabel =
    kind === 'contract'
      ? data.documents.length > 0
        ? 'Update Existing Contract'
        : 'Assign Contract'
      : 'Assign Memo';
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <DetailGrid
          items={[
            { label: 'Name', value: employee.full_name },
            { label: 'Employee No', value: employee.emp_id },
            { label: 'Position', value: employee.position },
            { label: 'Department', value: employee.department_name },
            { label: 'Date Hired', value: formatDate(employee.employment_date) },
            { label: 'E-mail', value: employee.email ?? 'None: no acknowledgement link can be sent' },
          ]}
        />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {label}s
          </Title>
          <DocumentsTable data={data} kind={kind} />
        </Stack>
      </Paper>
      <DocumentUpload
        send={sendToEmployee}
        title={submitLabel}
        recipients={employee.full_name}
        submitLabel={submitLabel}
        fields={{ employee_id: String(employee.id), employee_name: employee.full_name, document_type: kind }}
      />
    </Stack>
  );
}

/** /hr/contracts/assign/:id and /hr/memos/assign/:id: one employee's contracts (or memos), and a new one. */
export function EmployeeDocumentsPage({ kind }: { kind: DocumentKind }) {
  const id = useRouteId();
  const documents = useEmployeeDocuments(id, kind);
  const other = DOCUMENT_KINDS.find((k) => k !== kind)!;
  return (
    <>
      <PageHeader
        title={kind === 'contract' ? 'Employee Contract' : 'Employee Memo'}
        description={`The ${kind}s sent to this employee, whether each was acknowledged, and a new one.`}
        actions={
          <>
            {id !== null ? (
              <Button component={Link} to={`/hr/${other}s/assign/${id}`} variant="default">
                {other === 'contract' ? 'Contracts' : 'Memos'}
              </Button>
            ) : null}
            <Button component={Link} to={BACK.to} variant="default" leftSection={<IconArrowLeft size={16} />}>
              {BACK.label}
            </Button>
          </>
        }
      />
      <RecordGate query={documents} what="The employee" back={BACK}>
        {(data) => <EmployeeDocuments data={data} kind={kind} />}
      </RecordGate>
    </>
  );
}

export const EmployeeContractPage = () => <EmployeeDocumentsPage kind="contract" />;
export const EmployeeMemoPage = () => <EmployeeDocumentsPage kind="memo" />;
