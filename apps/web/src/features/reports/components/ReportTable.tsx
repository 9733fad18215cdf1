import { monthLabel, REPORTS, type ReportColumn, type ReportKey, type ReportRow } from '@hris/domain/reports';
import { Box, Stack, Table, Text } from '@mantine/core';
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

/**
 * Reports whose columns are too many for one table at 1280 px, shown as stacked tables of the same rows
 * (every column in one of them, the month in each). The first keeps the "{title} figures" name.
 */
const PARTS: Partial<Record<ReportKey, { title: string; keys: string[] }[]>> = {
  contributions: [
    {
      title: 'Contributions and tax',
      keys: ['month', 'employees', 'sss_cont', 'phic_cont', 'hdmf_pagibig_cont', 'hmo', 'withholding_tax'],
    },
    { title: 'Loans, others and total', keys: ['month', 'sss_loan', 'hdmf_loan', 'others', 'total'] },
  ],
};

const align = (c: ReportColumn) => (c.kind === 'text' || c.kind === 'month' ? 'left' : 'right');

/** One table of the report's rows, with a total of each count and amount (not of rates). */
function FiguresTable({
  label,
  columns,
  rows,
}: {
  label: string;
  columns: ReportColumn[];
  rows: ReportRow[];
}) {
  const totals = columns.map((c) =>
    summable(c) ? rows.reduce((n, r) => n + Number(r[c.key] ?? 0), 0) : null,
  );
  return (
    // The browser's own scrollbar, reachable by keyboard, in a window narrower than the app's 1280 px.
    <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={`${label}, scrolls sideways`}>
      <Table striped highlightOnHover withTableBorder aria-label={label} fz="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} ta={align(c)}>
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
                <Table.Td
                  key={c.key}
                  ta={align(c)}
                  style={c.kind === 'month' || c.kind === 'money' ? { whiteSpace: 'nowrap' } : undefined}
                >
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

/** The report's rows under its chart: one table, or the report's parts one under the other. */
export function ReportTable({ report, rows }: { report: ReportKey; rows: ReportRow[] }) {
  const { columns, title } = REPORTS[report];
  if (rows.length === 0)
    return (
      <Text c="dimmed" ta="center" py="lg">
        Empty Records ... nothing to report for this period.
      </Text>
    );
  if (report === 'headcount') return <HeadcountTable rows={rows} />;
  const parts = PARTS[report];
  if (!parts) return <FiguresTable label={`${title} figures`} columns={columns} rows={rows} />;
  // a column no part names (one added to the report later) goes to the last part: nothing is left out
  const named = new Set(parts.flatMap((part) => part.keys));
  const columnsOf = (keys: string[], last: boolean) => [
    ...columns.filter((c) => keys.includes(c.key)),
    ...(last ? columns.filter((c) => !named.has(c.key)) : []),
  ];
  return (
    <Stack gap="lg">
      {parts.map((part, i) => (
        <Stack key={part.title} gap="xs">
          <Text fw={600}>{part.title}</Text>
          <FiguresTable
            label={i === 0 ? `${title} figures` : part.title}
            columns={columnsOf(part.keys, i === parts.length - 1)}
            rows={rows}
          />
        </Stack>
      ))}
    </Stack>
  );
}
