import type { CreditConfigRow } from '@hris/domain/leave';
import { Alert, Badge, Button, Center, Loader, Paper, Table, Text } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import { useRowModal } from '../../../components/use-row-modal';
import { errorMessage } from '../../../lib/api-client';
import { useCreditConfig } from '../api/credit-config';
import { CreditConfigModal } from '../components/CreditConfigModal';
import { days, REFRESH_LABELS } from '../leave-labels';

/** /hr/creditconfig: per sub-department, the days earned each month and when credits refresh. */
export function CreditConfigPage() {
  const config = useCreditConfig();
  const editing = useRowModal<CreditConfigRow>();

  let body: ReactNode;
  if (config.isPending) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={5}>
          <Center py="xl">
            <Loader size="sm" aria-label="Loading" />
          </Center>
        </Table.Td>
      </Table.Tr>
    );
  } else if (config.isError || config.data.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={5}>
          <Text ta="center" c="dimmed" py="lg">
            Empty Records ...
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = config.data.map((row) => (
      <Table.Tr key={row.sub_id}>
        <Table.Td>
          <Text fz="sm" fw={600}>
            {row.sub_department_name}
          </Text>
        </Table.Td>
        <Table.Td ta="right">{days(row.monthly_earn)}</Table.Td>
        <Table.Td>
          <Badge variant="light" radius="sm" color={row.leave_refresh === 'monthly' ? 'blue' : 'grape'}>
            {REFRESH_LABELS[row.leave_refresh] ?? row.leave_refresh}
          </Badge>
        </Table.Td>
        <Table.Td>
          <Text fz="sm" c={row.description ? undefined : 'dimmed'} lineClamp={2} maw={480}>
            {row.description || '—'}
          </Text>
        </Table.Td>
        <Table.Td ta="center">
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconEdit size={14} />}
            onClick={() => editing.open(row)}
            aria-label={`Update ${row.sub_department_name}`}
          >
            Update
          </Button>
        </Table.Td>
      </Table.Tr>
    ));
  }

  return (
    <>
      <PageHeader
        title="Leave Credit Config"
        description="How many days of leave each sub-department earns a month, and when unused credits refresh."
      />
      {config.isError ? (
        <Alert color="red" variant="light" title="The credit config could not be loaded" mb="md">
          {errorMessage(config.error)}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="md">
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label="Leave credit config" striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Sub-department</Table.Th>
                <Table.Th ta="right">Monthly Earn (days)</Table.Th>
                <Table.Th>Leave Refresh</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th ta="center" w={140}>
                  Action
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{body}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <CreditConfigModal opened={editing.opened} config={editing.row} onClose={editing.close} />
    </>
  );
}
