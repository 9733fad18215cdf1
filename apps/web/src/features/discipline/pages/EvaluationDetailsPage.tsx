import {
  EVALUATION_AREAS,
  type EvaluationArea,
  type EvaluationDetail,
  evaluationSigner,
  RATINGS,
  ratingLabel,
} from '@hris/domain/evaluation';
import { Button, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { DetailGrid } from '../../../components/DetailGrid';
import { PrintLayout } from '../../../components/PrintLayout';
import { RecordGate } from '../../../components/RecordGate';
import { Signature } from '../../../components/Signature';
import { formatDate } from '../../../lib/format';
import { routeIdOf, useRouteId } from '../../../lib/route-id';
import { useEvaluationDetail } from '../api/records';

const LIST = { to: '/hr/performance', label: 'Employee Evaluation' };
const AREAS = Object.keys(EVALUATION_AREAS) as EvaluationArea[];

/**
 * /hr/performancedetails/:id: the evaluation as printed, with its ratings and signatures. The legacy
 * address adds `?employee_id=`, and then shows the evaluation only under that employee.
 */
export function EvaluationDetailsPage() {
  const id = useRouteId();
  const [search] = useSearchParams();
  const employee = search.get('employee_id');
  const evaluation = useEvaluationDetail(id, employee === null ? undefined : routeIdOf(employee));
  return (
    <RecordGate query={evaluation} what="The evaluation" back={LIST}>
      {(e) => (
        <PrintLayout
          title="PERFORMANCE EVALUATION"
          actions={
            <Button component={Link} to={LIST.to} variant="default" leftSection={<IconArrowLeft size={16} />}>
              {LIST.label}
            </Button>
          }
        >
          <EvaluationSheet e={e} />
        </PrintLayout>
      )}
    </RecordGate>
  );
}

function EvaluationSheet({ e }: { e: EvaluationDetail }) {
  return (
    <Stack gap="sm">
      <DetailGrid
        items={[
          { label: 'Employee', value: e.fullname },
          { label: 'Employee no.', value: e.employee_no },
          { label: 'Date hired', value: formatDate(e.hire_date) },
          { label: 'Designation', value: e.position },
          { label: 'Department', value: e.department },
          { label: 'Review type', value: e.others ? `${e.description}: ${e.others}` : e.description },
          { label: 'Supervisor', value: e.supervisor_name },
          { label: 'Department head', value: e.department_head },
          { label: 'Date', value: formatDate(e.created_at) },
        ]}
      />
      <Text fz="xs" c="dimmed">
        Rating scale: {RATINGS.map((r) => `${r} – ${ratingLabel(r)}`).join('; ')}.
      </Text>
      <Table withTableBorder withColumnBorders fz="sm" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Area</Table.Th>
            <Table.Th>Rating</Table.Th>
            <Table.Th>Comments</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {AREAS.map((area) => (
            <Table.Tr key={area}>
              <Table.Td fw={600}>{EVALUATION_AREAS[area]}</Table.Td>
              <Table.Td>
                {e[area]} – {ratingLabel(e[area])}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{e[`${area}_comments`] || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap={4}>
        <Title order={2} fz="sm" tt="uppercase" c="dimmed">
          Action plans
        </Title>
        <Table withTableBorder withColumnBorders fz="sm" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Action item</Table.Th>
              <Table.Th>Measure of success</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {e.action_plans.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={2}>—</Table.Td>
              </Table.Tr>
            ) : (
              e.action_plans.map((plan, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: read-only list in its stored order
                <Table.Tr key={index}>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{plan.action_item}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{plan.messure_of_success}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Stack>
      <DetailGrid
        cols={2}
        items={[
          {
            label: 'Overall rating',
            value: `${e.overall_rating} – ${ratingLabel(e.overall_rating)}`,
            span: true,
          },
          { label: `${evaluationSigner(e.requester_role_id)}'s comments`, value: e.supervisor_comments },
          { label: "Employee's comments", value: e.employee_comments },
        ]}
      />
      {/* the signatures stay together, with their names, on one page */}
      <SimpleGrid cols={2} spacing="xl" style={{ breakInside: 'avoid' }}>
        <SignatureBlock
          src={e.supervisor_signature}
          name={e.requester_role_id === 3 ? e.department_head : e.supervisor_name}
          signer={evaluationSigner(e.requester_role_id)}
          date={e.supervisor_date_sign}
        />
        <SignatureBlock
          src={e.employee_signature}
          name={e.fullname}
          signer="Employee"
          date={e.employee_date_sign}
        />
      </SimpleGrid>
    </Stack>
  );
}

function SignatureBlock({
  src,
  name,
  signer,
  date,
}: {
  src: string | null;
  name: string;
  signer: string;
  date: string | null;
}) {
  return (
    <Stack gap={4}>
      <Signature src={src} alt={`Signature of ${name}`} fallback="No signature found." />
      <Text fz="sm" fw={600} tt="uppercase">
        {name}
      </Text>
      <Group gap="xs">
        <Text fz="xs" c="dimmed">
          {signer}
        </Text>
        <Text fz="xs" c="dimmed">
          {date ? `Signed ${formatDate(date)}` : 'Not signed'}
        </Text>
      </Group>
    </Stack>
  );
}
