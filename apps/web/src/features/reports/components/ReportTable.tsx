import { monthLabel, REPORTS, type ReportColumn, type ReportKey, type ReportRow } from '@hris/domain/reports';
import { Box, Table, Text } from '@mantine/core';
import { peso } from '../../../lib/format';
import { HeadcountTable } from './HeadcountTable';

const number = new Intl.NumberFormat('en-PH');

/** A cell as HR reads it: "Nov 2026", "1,234", "₱2,150.50", "28.57%". */
export function shownCell(column: ReportColumn, value: ReportRow[string] | undefined): string {
  if (value === null || value === undefined) return '';
  switch (column.kind) {
    case 'month':
      return monthLabel(String(value));
    case 'count':
      return number.format(Number(value));
    case 'money':
      return peso(value);
    case 'percent':
      return `${Number(value).toFixed(2)}%`;
    case 'decimal':
      return Number(value).toFixed(2);
    default:
      return String(value);
  }
}

/** Columns whose total means something: flows and amounts, not head counts at a moment or rates. */
const SNAPSHOTS = new Set(['employees', 'headcount_start', 'headcount_end']);
const summable = (c: ReportColumn) =>
  (c.kind === 'count' || c.kind === 'money' || c.kind === 'decimal') && !SNAPSHOTS.has(c.key);

/** The report's rows under its chart, with a total of each count and amount (not of rates). */
export function ReportTable({ report, rows }: { report: ReportKey; rows: ReportRow[] }) {
  const { columns, title } = REPORTS[report];
  if (rows.length === 0)
    return (
      <Text c="dimmed" ta="center" py="lg">
        Empty Records ... nothing to report for this period.
      </Text>
    );
  if (report === 'headcount') return <HeadcountTable rows={rows} />;
  const totals = columns.map((c) =>
    summable(c) ? rows.reduce((n, r) => n + Number(r[c.key] ?? 0), 0) : null,
  );
  return (
    // The browser's own scrollbar, reachable by keyboard, when the columns are wider than the screen.
    <Box
      style={{ overflowX: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label={`${title} figures, scrolls sideways`}
    >
      <Table striped highlightOnHover withTableBorder aria-label={`${title} figures`} fz="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} ta={c.kind === 'text' || c.kind === 'month' ? 'left' : 'right'}>
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows of an aggregate have no id and never move
            <Table.Tr key={i}>
              {columns.map((c) => (
                <Table.Td key={c.key} ta={c.kind === 'text' || c.kind === 'month' ? 'left' : 'right'}>
                  {shownCell(c, r[c.key])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            {columns.map((c, i) => (
              <Table.Th key={c.key} ta={i === 0 ? 'left' : 'right'}>
                {i === 0
                  ? 'Total'
                  : totals[i] === null
                    ? ''
                    : shownCell(c, c.kind === 'money' ? totals[i]!.toFixed(2) : totals[i]!)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Box>
  );
}
