import { monthLabel, type ReportRow } from '@hris/domain/reports';
import { Box, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';

const n = new Intl.NumberFormat('en-PH');

const STATUSES = [
  ['trainee', 'Trainee'],
  ['probationary', 'Probationary'],
  ['regular', 'Regular'],
  ['total', 'Total'],
] as const;

/**
 * Room a column takes, in px, with the widest of the usual fonts: the department column (names wrap
 * between words) and a month (its figures, 9 px a character, and the cell's padding).
 */
const DEPARTMENT_WIDTH = 170;
const monthWidth = (widest: string) => 24 + 9 * Math.max(4, widest.length);
/** Before the box is measured: a half year. */
const FIRST_GUESS = 6;

/**
 * The head count as HR reads it on screen: a department a row, a month a column (under its year), a
 * total row; then each department by status at the end of the period. The export keeps a row per
 * month and department, statuses included. The months shown are as many as fit the box without
 * scrolling (a year at 1280 px); a longer period pages through them, from its last months back.
 */
export function HeadcountTable({ rows }: { rows: ReportRow[] }) {
  const months = [...new Set(rows.map((r) => String(r.month)))];
  const last = months.at(-1) ?? '';
  const departments = [...new Set(rows.map((r) => String(r.department_name)))];
  const cell = new Map(rows.map((r) => [`${r.department_name}|${r.month}`, r]));
  const figure = (department: string, month: string, key = 'total') =>
    Number(cell.get(`${department}|${month}`)?.[key] ?? 0);
  const total = (month: string, key = 'total') =>
    departments.reduce((sum, d) => sum + figure(d, month, key), 0);

  const { ref, width } = useElementSize();
  const widest = n.format(Math.max(0, ...months.map((m) => total(m))));
  const perView =
    width > 0 ? Math.max(1, Math.floor((width - DEPARTMENT_WIDTH) / monthWidth(widest))) : FIRST_GUESS;
  // The window's last month, counted from the period's end (0: its last months); kept per period.
  const [back, setBack] = useState({ period: '', months: 0 });
  const period = months.join();
  const fromEnd = back.period === period ? back.months : 0;
  const end = Math.max(Math.min(perView, months.length), months.length - fromEnd);
  const start = Math.max(0, end - perView);
  const shown = months.slice(start, end);
  const page = (step: number) =>
    setBack({ period, months: Math.min(months.length - perView, Math.max(0, fromEnd + step)) });
  const years = shown.reduce<{ year: string; span: number }[]>((out, m) => {
    const year = m.slice(0, 4);
    const previous = out.at(-1);
    if (previous?.year === year) previous.span += 1;
    else out.push({ year, span: 1 });
    return out;
  }, []);

  return (
    <Stack gap="lg">
      <Stack gap="xs" ref={ref}>
        <Group justify="space-between" gap="sm">
          <Text fw={600}>Head count at the end of each month</Text>
          {months.length > shown.length ? (
            <Group gap="xs">
              <Text fz="sm" c="dimmed" aria-live="polite">
                {monthLabel(shown[0] ?? last)} to {monthLabel(shown.at(-1) ?? last)}
              </Text>
              <Button.Group>
                <Button
                  variant="default"
                  size="xs"
                  px={6}
                  aria-label="Earlier months"
                  disabled={start === 0}
                  onClick={() => page(perView)}
                >
                  <IconChevronLeft size={16} />
                </Button>
                <Button
                  variant="default"
                  size="xs"
                  px={6}
                  aria-label="Later months"
                  disabled={end === months.length}
                  onClick={() => page(-perView)}
                >
                  <IconChevronRight size={16} />
                </Button>
              </Button.Group>
            </Group>
          ) : null}
        </Group>
        {/* a narrower window than the app's 1280 px scrolls, by keyboard too */}
        <Box
          style={{ overflowX: 'auto' }}
          tabIndex={0}
          role="region"
          aria-label="Head count figures, scrolls sideways"
        >
          <Table striped highlightOnHover withTableBorder fz="sm" aria-label="Head count figures">
            <Table.Thead>
              <Table.Tr>
                <Table.Th rowSpan={2} style={{ verticalAlign: 'bottom' }}>
                  Department
                </Table.Th>
                {years.map(({ year, span }) => (
                  <Table.Th key={year} colSpan={span} ta="center">
                    {year}
                  </Table.Th>
                ))}
              </Table.Tr>
              <Table.Tr>
                {shown.map((m) => (
                  <Table.Th key={m} ta="right">
                    <abbr title={monthLabel(m)} style={{ textDecoration: 'none' }}>
                      {monthLabel(m).slice(0, 3)}
                    </abbr>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {departments.map((d) => (
                <Table.Tr key={d}>
                  <Table.Td>{d}</Table.Td>
                  {shown.map((m) => (
                    <Table.Td key={m} ta="right">
                      {n.format(figure(d, m))}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th>Total</Table.Th>
                {shown.map((m) => (
                  <Table.Th key={m} ta="right">
                    {n.format(total(m))}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Box>
      </Stack>
      <Stack gap="xs">
        <Text fw={600}>{last ? monthLabel(last) : ''} by status</Text>
        <Box
          style={{ overflowX: 'auto' }}
          tabIndex={0}
          role="region"
          aria-label="Head count by status, scrolls sideways"
        >
          <Table striped highlightOnHover withTableBorder fz="sm" aria-label="Head count by status">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Department</Table.Th>
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
                  {STATUSES.map(([key]) => (
                    <Table.Td key={key} ta="right">
                      {n.format(figure(d, last, key))}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th>Total</Table.Th>
                {STATUSES.map(([key]) => (
                  <Table.Th key={key} ta="right">
                    {n.format(total(last, key))}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Box>
      </Stack>
    </Stack>
  );
}
