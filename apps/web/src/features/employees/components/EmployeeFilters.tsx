import type { EmploymentStatus } from '@hris/domain/employee';
import { Select } from '@mantine/core';
import { DesignationSelect } from '../../../components/reference/DesignationSelect';
import { SubDepartmentSelect } from '../../../components/reference/SubDepartmentSelect';
import { statusOptions } from '../../../lib/employment-status';

/** The designation filter of the employee lists. */
export function PositionFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (v: number | null) => void;
}) {
  return (
    <DesignationSelect
      aria-label="Designation filter"
      placeholder="All designations"
      value={value}
      onChange={onChange}
      clearable
      w={210}
    />
  );
}

/** The sub-department filter of the employee lists. */
export function SubDepartmentFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (v: number | null) => void;
}) {
  return (
    <SubDepartmentSelect
      aria-label="Sub-department filter"
      placeholder="All sub-departments"
      value={value}
      onChange={onChange}
      clearable
      w={180}
    />
  );
}

/** A status filter over the given statuses. */
export function StatusFilter({
  statuses,
  value,
  onChange,
}: {
  statuses: readonly EmploymentStatus[];
  value: string | null;
  onChange: (v: string | null) => void;
}) {
  return (
    <Select
      aria-label="Status filter"
      placeholder="All statuses"
      data={statusOptions(statuses)}
      value={value}
      onChange={onChange}
      clearable
      w={150}
    />
  );
}
