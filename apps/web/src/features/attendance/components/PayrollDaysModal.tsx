import { PAYROLL_FIGURE_LABELS, type PayrollFigure } from '@hris/domain/payroll';
import { Alert, Center, Loader, Modal, Table, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { usePayrollDays } from '../api/payroll';
import { type CutOff, rangeTitle } from '../cut-off';
import { dayStatusText, FIGURE_DAYS } from '../payroll-figures';
import { timeText } from '../status';

export type FigureShown = { employeeId: number; name: string; empId: string; figure: PayrollFigure };

type PayrollDaysModalProps = {
  opened: boolean;
  shown: FigureShown | null;
  range: CutOff;
  onClose: () => void;
};

/** The days behind one figure of one employee's payroll row: date, status, shift, times and the day's share. */
export function PayrollDaysModal({ opened, shown, range, onClose }: PayrollDaysModalProps) {
  const title = shown ? `${PAYROLL_FIGURE_LABELS[shown.figure]} · ${shown.name} (${shown.empId})` : '';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {shown ? <FigureDays shown={shown} range={range} /> : null}
    </Modal>
  );
}

function FigureDays({ shown, range }: { shown: FigureShown; range: CutOff }) {
  const query = usePayrollDays(shown.employeeId, range);
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title="The days could not be loaded">
        {errorMessage(query.error)}
      </Alert>
    );
  }
  const { counts, value } = FIGURE_DAYS[shown.figure];
  const days = query.data.filter(counts);
  return (
    <>
      <Text fz="sm" c="dimmed" mb="sm">
        {rangeTitle(range)}: {days.length === 1 ? '1 day' : `${days.length} days`}
      </Text>
      <Table
        aria-label={`Days of ${PAYROLL_FIGURE_LABELS[shown.figure]}`}
        striped
        fz="sm"
        verticalSpacing={6}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Shift</Table.Th>
            <Table.Th>Time In</Table.Th>
            <Table.Th>Time Out</Table.Th>
            <Table.Th ta="right">{PAYROLL_FIGURE_LABELS[shown.figure]}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {days.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text ta="center" c="dimmed" py="lg">
                  Empty Records ...
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            days.map((day) => (
              <Table.Tr key={day.date}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(day.date)}</Table.Td>
                <Table.Td>{dayStatusText(day.status)}</Table.Td>
                <Table.Td>{day.shift ?? ''}</Table.Td>
                <Table.Td>{timeText(day.time_in)}</Table.Td>
                <Table.Td>{timeText(day.time_out)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {value(day)}
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </>
  );
}
