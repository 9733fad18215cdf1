import { Select } from '@mantine/core';
import { LEAVE_TYPE_OPTIONS, STATUS_OPTIONS } from '../leave-labels';

type FilterProps = { value: string | null; onChange: (value: string | null) => void };

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
