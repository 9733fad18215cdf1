import { Select, type SelectProps } from '@mantine/core';
import { choiceRules } from '../form/choice-rules';
import { useSubDepartmentOptions } from './reference-options';

type SubDepartmentSelectProps = Omit<SelectProps<number>, 'data'>;

/** Sub-department select (or filter). */
export function SubDepartmentSelect(props: SubDepartmentSelectProps) {
  const options = useSubDepartmentOptions();
  return (
    <Select<number>
      placeholder={options.isPending ? 'Loading sub-departments...' : 'Select a sub-department'}
      searchable
      nothingFoundMessage="No sub-department found"
      {...props}
      {...choiceRules(props)}
      data={options.data ?? []}
      error={props.error ?? (options.isError ? options.error.message : undefined)}
    />
  );
}
