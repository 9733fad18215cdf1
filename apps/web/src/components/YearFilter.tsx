import { FIRST_LIST_YEAR } from '@hris/domain/paging';
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { companyYear } from '../lib/clock';

export const ALL_YEARS = 'all';

/** The year filter runs from 2019 to this year, newest first, after "All years". */
export function yearOptions(thisYear = companyYear()) {
  const years = [{ value: ALL_YEARS, label: 'All years' }];
  for (let year = thisYear; year >= FIRST_LIST_YEAR; year -= 1)
    years.push({ value: String(year), label: String(year) });
  return years;
}

type YearFilterProps = { value: string | null; onChange: (value: string | null) => void };

/** The lists' year filter (docs/rules.md#lists-and-limits): 2019 to this year, or all years (null). */
export function YearFilter({ value, onChange }: YearFilterProps) {
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
