import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { ALL_YEARS, LEAVE_TYPE_OPTIONS, STATUS_OPTIONS, yearOptions } from '../leave-labels';

type FilterProps = { value: string | null; onChange: (value: string | null) => void };

/** The year of the start date: 2019 to this year, or all years. */
export function YearFilter({ value, onChange }: FilterProps) {
  const years = useMemo(() => yearOptions(), []);
  return (
    <Select
      label="Year"
      data={years}
      value={value ?? ALL_YEARS}
      onChange={(next) => onChange(next === ALL_YEARS ? null : next)}
      allowDeselect={false}
      w={120}
    />
  );
}

export function LeaveStatusFilter({ value, onChange }: FilterProps) {
  return (
    <Select
      label="Status"
      placeholder="All statuses"
      data={STATUS_OPTIONS}
      value={value}
      onChange={onChange}
      clearable
      w={150}
    />
  );
}

export function LeaveTypeFilter({ value, onChange }: FilterProps) {
  return (
    <Select
      label="Leave type"
      placeholder="All leave types"
      data={LEAVE_TYPE_OPTIONS}
      value={value}
      onChange={onChange}
      clearable
      w={170}
    />
  );
}
