import type { LeaveCredits, LedgerRow } from '@hris/domain/leave';
import { Alert, Anchor, Badge, Center, Drawer, Loader, Stack, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataListPager } from '../../../components/DataListPager';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatTime } from '../../../lib/format';
import { useCreditLedger } from '../api/credits';
import { CREDIT_LABELS, dayNumber, days, LEDGER_REASON_LABELS } from '../leave-labels';
import { LEDGER_PAGE_SIZE } from '../page-sizes';

type CreditLedgerDrawerProps = { opened: boolean; credits: LeaveCredits | null; onClose: () => void };

function Change({ delta }: { delta: string }) {
  const n = Number(delta);
  const color = n > 0 ? 'teal.7' : n < 0 ? 'red.7' : 'dimmed';
  return (
    <Text fz="sm" fw={700} c={color} style={{ whiteSpace: 'nowrap' }}>
      {n > 0 ? '+' : ''}
      {dayNumber(n)}
    </Text>
  );
}

/** An accrual or refresh period: "2026-11" reads "Nov 2026"; a year stays as it is. */
function periodLabel(value: string): string {
  return /^\d{4}-\d{2}$/.test(value) ? dayjs(`${value}-01`).format('MMM YYYY') : value;
}

function LedgerLine({ row }: { row: LedgerRow }) {
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text fz="sm">{formatDate(row.created_at)}</Text>
        <Text fz="xs" c="dimmed">
          {formatTime(row.created_at)}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{CREDIT_LABELS[row.field] ?? row.field}</Table.Td>
      <Table.Td ta="right">
        <Change delta={row.delta} />
      </Table.Td>
      <Table.Td>
        <Badge
          variant="light"
          radius="sm"
          color={row.reason === 'deduction' ? 'orange' : 'blue'}
          style={{ minWidth: 'max-content' }}
        >
          {LEDGER_REASON_LABELS[row.reason] ?? row.reason}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Stack gap={0}>
          {row.leave_id ? (
            <Anchor component={Link} to={`/hr/viewleave/${row.leave_id}`} fz="sm">
              Leave #{row.leave_id}
            </Anchor>
          ) : null}
          {row.period ? <Text fz="sm">{periodLabel(row.period)}</Text> : null}
          {row.note ? (
            <Text fz="xs" c="dimmed">
              {row.note}
            </Text>
          ) : null}
          {!row.leave_id && !row.period && !row.note ? '—' : null}
        </Stack>
      </Table.Td>
      <Table.Td>{row.created_by || 'System'}</Table.Td>
    </Table.Tr>
  );
}

/** Every change of one employee's credits with its reason, so HR can explain a balance line by line. */
export function CreditLedgerDrawer({ opened, credits, onClose }: CreditLedgerDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={960}
      title={credits ? `Credit ledger · ${credits.full_name}` : 'Credit ledger'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {credits ? <Ledger key={credits.employee_id} credits={credits} /> : null}
    </Drawer>
  );
}

function Ledger({ credits }: { credits: LeaveCredits }) {
  const [page, setPage] = useState(1);
  const ledger = useCreditLedger(credits.employee_id, page, LEDGER_PAGE_SIZE);
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {credits.emp_id} · {credits.position_name} · balance now <b>{days(credits.leave_credit_balance)}</b>,
        used <b>{days(credits.leave_credit_used)}</b>
      </Text>
      {ledger.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      ) : ledger.isError ? (
        <Alert color="red" variant="light" title="The ledger could not be loaded">
          {errorMessage(ledger.error)}
        </Alert>
      ) : (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table aria-label="Credit ledger" striped verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Credit</Table.Th>
                  <Table.Th ta="right">Change</Table.Th>
                  <Table.Th>Reason</Table.Th>
                  <Table.Th>Leave / period</Table.Th>
                  <Table.Th>By</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody style={{ opacity: ledger.isPlaceholderData ? 0.6 : 1 }}>
                {ledger.data.data.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={6}>
                      <Text ta="center" c="dimmed" py="lg">
                        Empty Records ...
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  ledger.data.data.map((row) => <LedgerLine key={row.id} row={row} />)
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <DataListPager meta={ledger.data.meta} page={page} onPage={setPage} />
        </>
      )}
    </Stack>
  );
}
