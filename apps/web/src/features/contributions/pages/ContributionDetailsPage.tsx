import {
  CONTRIBUTION_AMOUNTS,
  CONTRIBUTION_LABELS,
  type ContributionDetail,
} from '@hris/domain/contributions';
import { Button, Paper, Stack, Table } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DetailGrid } from '../../../components/DetailGrid';
import { HistoryButton } from '../../../components/history/HistoryButton';
import { PageHeader } from '../../../components/PageHeader';
import { RecordGate } from '../../../components/RecordGate';
import { peso } from '../../../lib/format';
import { monthTitle } from '../../../lib/month';
import { useRouteId } from '../../../lib/route-id';
import { useContributionDetail } from '../api/contributions';

const BACK = { to: '/hr/contributions/list', label: 'Loan & Contributions' };

function Details({ data }: { data: ContributionDetail }) {
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <DetailGrid
          cols={4}
          items={[
            { label: 'Employee Name', value: data.full_name },
            { label: 'ID Number', value: data.emp_id },
            { label: 'Date Covered', value: monthTitle(data.date_covered) },
            { label: 'TIN', value: data.tin_no },
            { label: 'Department', value: data.department_name },
            { label: 'PHIC Number', value: data.phic_no },
            { label: 'Position', value: data.position_name },
            { label: 'HDMF Number', value: data.hdmf_no },
          ]}
        />
      </Paper>
      <Paper withBorder p="md" radius="md" maw={520}>
        <Table aria-label="Amounts" verticalSpacing="xs">
          <Table.Tbody>
            {CONTRIBUTION_AMOUNTS.map((key) => (
              <Table.Tr key={key}>
                <Table.Th scope="row" fw={500}>
                  {CONTRIBUTION_LABELS[key]}
                </Table.Th>
                <Table.Td ta="right">{peso(data[key])}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row">Total</Table.Th>
              <Table.Td ta="right" fw={700}>
                {peso(data.total)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}

/** /hr/contributions/details/:id/:employee_id */
export function ContributionDetailsPage() {
  const detail = useContributionDetail(useRouteId(), useRouteId('employee_id'));
  return (
    <>
      <PageHeader
        title="Contribution Details"
        actions={
          <>
            {detail.data ? (
              <HistoryButton entity="contributions" id={detail.data.id} title="this record" />
            ) : null}
            <Button component={Link} to={BACK.to} variant="default" leftSection={<IconArrowLeft size={16} />}>
              {BACK.label}
            </Button>
          </>
        }
      />
      <RecordGate query={detail} what="The record" back={BACK}>
        {(data) => <Details data={data} />}
      </RecordGate>
    </>
  );
}
