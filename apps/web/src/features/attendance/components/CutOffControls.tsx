import type { CutOffEnd, CutOffStart } from '@hris/domain/attendance';
import { Group, Select, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { MonthStepper } from '../../../components/MonthStepper';
import { useSubDepartmentOptions } from '../../../components/reference/reference-options';
import { monthTitle } from '../../../lib/month';
import { CUTOFF_END_OPTIONS, CUTOFF_START_OPTIONS, type CutOffState, rangeTitle } from '../cut-off';

const ALL = '0';

type CutOffControlsProps = {
  cutOff: CutOffState;
  search: string;
  onSearch: (value: string) => void;
  /** A small loader while a page is read again. */
  busy?: ReactNode;
};

/**
 * The toolbar of the grid and the payroll screen: the month (previous / next), the cut-off's first
 * and last day (11 or 26, 25 or 10), the sub-department and a search by name.
 */
export function CutOffControls({ cutOff, search, onSearch, busy }: CutOffControlsProps) {
  const options = useSubDepartmentOptions();
  const subDepartments = useMemo(
    () => [
      { value: ALL, label: 'All sub-departments' },
      ...(options.data ?? []).map((o) => ({ value: String(o.value), label: o.label })),
    ],
    [options.data],
  );
  const { month } = cutOff;
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group gap="xs" align="center" wrap="nowrap">
        <MonthStepper month={month} onChange={cutOff.setMonth} />
        <div>
          <Title order={2} fz="h3" aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
            {monthTitle(month)}
          </Title>
          <Text fz="xs" c="dimmed" data-testid="cut-off-range" style={{ whiteSpace: 'nowrap' }}>
            {rangeTitle(cutOff.range)}
          </Text>
        </div>
        {busy}
      </Group>
      <Group gap="sm" align="flex-end">
        <Select
          label="Cut-off start"
          data={CUTOFF_START_OPTIONS}
          value={String(cutOff.start)}
          onChange={(value) => value && cutOff.setStart(Number(value) as CutOffStart)}
          allowDeselect={false}
          w={110}
        />
        <Select
          label="Cut-off end"
          data={CUTOFF_END_OPTIONS}
          value={String(cutOff.end)}
          onChange={(value) => value && cutOff.setEnd(Number(value) as CutOffEnd)}
          allowDeselect={false}
          w={110}
        />
        <Select
          label="Sub-department"
          data={subDepartments}
          value={String(cutOff.subDepartment)}
          onChange={(value) => cutOff.setSubDepartment(Number(value ?? ALL))}
          allowDeselect={false}
          searchable
          w={220}
        />
        <TextInput
          label="Search"
          placeholder="Search employee"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
          w={220}
        />
      </Group>
    </Group>
  );
}
