import { ALL_SUB_DEPARTMENTS, ALL_SUB_DEPARTMENTS_NAME } from '@hris/domain/calendar';
import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { choiceRules } from '../../../components/form/choice-rules';
import { useSubDepartmentOptions } from '../../../components/reference/reference-options';

type TargetSelectProps = Omit<SelectProps<number>, 'data'>;

/** Who an event is for: All (0, every sub-department) or one sub-department (its id). */
export function TargetSelect(props: TargetSelectProps) {
  const options = useSubDepartmentOptions();
  const data = useMemo(
    () => [{ value: ALL_SUB_DEPARTMENTS, label: ALL_SUB_DEPARTMENTS_NAME }, ...(options.data ?? [])],
    [options.data],
  );
  return (
    <Select<number>
      placeholder={options.isPending ? 'Loading sub-departments...' : 'Choose'}
      searchable
      nothingFoundMessage="No sub-department found"
      {...props}
      {...choiceRules(props)}
      data={data}
      error={props.error ?? (options.isError ? options.error.message : undefined)}
    />
  );
}
