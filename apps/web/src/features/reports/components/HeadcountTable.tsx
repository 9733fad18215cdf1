import { monthLabel, type ReportRow } from '@hris/domain/reports';
import { Box, Table } from '@mantine/core';

const n = new Intl.NumberFormat('en-PH');

/**
 * The head count as HR reads it on screen: a department a row, a month a column, and the statuses at
 * the end of the period (the export keeps a row per month and department, statuses included).
 */
export function HeadcountTable({ rows }: { rows: ReportRow[] }) {
  const months = [...new Set(rows.map((r) => String(r.month)))];
  const last = months.at(-1);
  const departments = [...new Set(rows.map((r) => String(r.department_name)))];
  const cell = new Map(rows.map((r) => [`${r.department_name}|${r.month}`, r]));
  const total = (month: string, key = 'total') =>
    departments.reduce((sum, d) => sum + Number(cell.get(`${d}|${month}`)?.[key] ?? 0), 0);
  const STATUSES = [
    ['trainee', 'Trainee'],
    ['probationary', 'Probationary'],
    ['regular', 'Regular'],
  ] as const;
  return (
    <Box
      style={{ overflowX: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label="Head count figures, scrolls sideways"
    >
      <Table striped highlightOnHover withTableBorder fz="sm" aria-label="Head count figures">
        <Table.Thead>
          <Table.Tr>
            <Table.Th rowSpan={2}>Department</Table.Th>
            <Table.Th colSpan={months.length} ta="center">
              Head count at the end of the month
            </Table.Th>
            <Table.Th colSpan={3} ta="center">
              {last ? monthLabel(last) : ''} by status
            </Table.Th>
          </Table.Tr>
          <Table.Tr>
            {months.map((m) => (
              <Table.Th key={m} ta="right" style={{ whiteSpace: 'nowrap' }}>
                {monthLabel(m)}
              </Table.Th>
            ))}
            {STATUSES.map(([key, label]) => (
              <Table.Th key={key} ta="right">
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {departments.map((d) => (
            <Table.Tr key={d}>
              <Table.Td>{d}</Table.Td>
              {months.map((m) => (
                <Table.Td key={m} ta="right">
                  {n.format(Number(cell.get(`${d}|${m}`)?.total ?? 0))}
                </Table.Td>
              ))}
              {STATUSES.map(([key]) => (
                <Table.Td key={key} ta="right">
                  {n.format(Number((last && cell.get(`${d}|${last}`)?.[key]) ?? 0))}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>Total</Table.Th>
            {months.map((m) => (
              <Table.Th key={m} ta="right">
                {n.format(total(m))}
              </Table.Th>
            ))}
            {STATUSES.map(([key]) => (
              <Table.Th key={key} ta="right">
                {last ? n.format(total(last, key)) : ''}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Box>
  );
}
