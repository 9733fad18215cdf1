import {
  PAYROLL_FIGURE_LABELS,
  PAYROLL_FIGURES,
  PAYROLL_PER_PAGE,
  type PayrollFigure,
  type PayrollRow,
} from '@hris/domain/payroll';
import { Anchor, Box, Center, Group, Loader, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { DataListPager } from '../../../components/DataListPager';
import { EmployeeNameCell } from '../../../components/EmployeeNameCell';
import { WithLoadFailure } from '../../../components/LoadFailure';
import { PageHeader } from '../../../components/PageHeader';
import { useRowModal } from '../../../components/use-row-modal';
import { exportPayroll, usePayroll } from '../api/payroll';
import { CutOffControls } from '../components/CutOffControls';
import { ExportButton } from '../components/ExportButton';
import { type FigureShown, PayrollDaysModal } from '../components/PayrollDaysModal';
import { useCutOffParams } from '../cut-off';
import { PAYROLL_PAGE_SIZES } from '../page-sizes';
import { figureText } from '../payroll-figures';
import '../../../components/data-list.css';
import '../components/payroll-table.css';

function FigureCell({
  row,
  figure,
  stale,
  onOpen,
}: {
  row: PayrollRow;
  figure: PayrollFigure;
  /** The row is of the previous cut-off while the new one loads: its days are not this cut-off's. */
  stale: boolean;
  onOpen: (shown: FigureShown) => void;
}) {
  const value = row[figure];
  const text = figureText(figure, value);
  if (value === 0 || stale) {
    return (
      <Text fz="sm" c="dimmed" span>
        {text}
      </Text>
    );
  }
  return (
    <Anchor
      component="button"
      type="button"
      fz="sm"
      fw={600}
      aria-label={`${text}: ${PAYROLL_FIGURE_LABELS[figure]} of ${row.full_name}`}
      onClick={() => onOpen({ employeeId: row.employee_id, name: row.full_name, empId: row.emp_id, figure })}
    >
      {text}
    </Anchor>
  );
}

/**
 * /hr/payroll: the figures payroll needs from a cut-off, per employee (20 a page). Each figure
 * opens the days behind it; the whole cut-off goes out as CSV or Excel. The employee's ID is on the
 * name's second line, so that the eleven figures fit beside it from 1280 px up.
 */
export function PayrollPage() {
  const cutOff = useCutOffParams();
  const { range, subDepartment } = cutOff;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 350);
  const [perPage, setPerPage] = useState<number>(PAYROLL_PER_PAGE);
  const modal = useRowModal<FigureShown>();

  const resetKey = JSON.stringify([q, range, subDepartment, perPage]);
  const [pageState, setPageState] = useState({ page: 1, key: resetKey });
  const page = pageState.key === resetKey ? pageState.page : 1;
  const setPage = (next: number) => setPageState({ page: Math.max(1, next), key: resetKey });

  const query = usePayroll({ ...range, subDepartment, q, page, perPage });
  const [loadedOnce, setLoadedOnce] = useState(false);
  if (query.isSuccess && !loadedOnce) setLoadedOnce(true);
  const rows = query.data?.data ?? [];
  const columns = PAYROLL_FIGURES.length + 1;

  return (
    <>
      <PageHeader
        title="Payroll"
        description="What payroll needs from the cut-off, per employee. Click a figure for the days behind it."
        actions={
          <>
            <ExportButton
              variant="default"
              leftSection={<IconFileTypeCsv size={16} />}
              run={() => exportPayroll('csv', range, subDepartment)}
            >
              Export CSV
            </ExportButton>
            <ExportButton
              leftSection={<IconFileSpreadsheet size={16} />}
              run={() => exportPayroll('xlsx', range, subDepartment)}
            >
              Export Excel
            </ExportButton>
          </>
        }
      />
      <Paper withBorder radius="md" p={{ base: 'sm', xl: 'md' }}>
        <Stack gap="md">
          <CutOffControls
            cutOff={cutOff}
            search={search}
            onSearch={setSearch}
            busy={query.isFetching && !query.isPending ? <Loader size="xs" aria-label="Loading" /> : null}
          />
          <WithLoadFailure title="The payroll could not be loaded" query={query} loadedOnce={loadedOnce}>
            <Box
              className="data-list-scroll"
              tabIndex={0}
              role="region"
              aria-label="Payroll, scrolls sideways"
              data-testid="data-list-scroll"
            >
              <Table
                aria-label="Payroll"
                className="payroll-table"
                striped
                horizontalSpacing={4}
                verticalSpacing="xs"
                miw={900}
                style={{
                  opacity: query.isPlaceholderData ? 0.6 : 1,
                  transition: 'opacity 150ms',
                  fontVariantNumeric: 'tabular-nums',
                }}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th className="payroll-name">Employee</Table.Th>
                    {PAYROLL_FIGURES.map((figure) => (
                      <Table.Th key={figure} ta="right">
                        {PAYROLL_FIGURE_LABELS[figure]}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {query.isPending ? (
                    <Table.Tr>
                      <Table.Td colSpan={columns}>
                        <Center py="xl">
                          <Loader size="sm" aria-label="Loading" />
                        </Center>
                      </Table.Td>
                    </Table.Tr>
                  ) : rows.length === 0 ? (
                    <Table.Tr>
                      <Table.Td colSpan={columns}>
                        <Text ta="center" c="dimmed" py="lg">
                          Empty Records ...
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ) : (
                    rows.map((row) => (
                      <Table.Tr key={row.employee_id} data-employee={row.emp_id}>
                        <Table.Td className="payroll-name">
                          <EmployeeNameCell
                            name={row.full_name}
                            detail={`${row.emp_id} · ${row.position_name}`}
                          />
                        </Table.Td>
                        {PAYROLL_FIGURES.map((figure) => (
                          <Table.Td key={figure} className="payroll-figure">
                            <FigureCell
                              row={row}
                              figure={figure}
                              stale={query.isPlaceholderData}
                              onOpen={modal.open}
                            />
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))
                  )}
                </Table.Tbody>
              </Table>
            </Box>
            <Group justify="space-between" align="flex-end" gap="sm">
              <Box style={{ flex: 1 }}>
                <DataListPager
                  meta={query.data?.meta}
                  page={page}
                  onPage={setPage}
                  disabled={query.isPending}
                />
              </Box>
              <Select
                label="Display"
                data={PAYROLL_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
                value={String(perPage)}
                onChange={(value) => value && setPerPage(Number(value))}
                allowDeselect={false}
                w={96}
              />
            </Group>
          </WithLoadFailure>
        </Stack>
      </Paper>
      <PayrollDaysModal opened={modal.opened} shown={modal.row} range={range} onClose={modal.close} />
    </>
  );
}
