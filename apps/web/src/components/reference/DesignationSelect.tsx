import { Select, type SelectProps } from '@mantine/core';
import { choiceRules } from '../form/choice-rules';
import { useDesignationOptions } from './reference-options';

type DesignationSelectProps = Omit<SelectProps<number>, 'data'>;

/** Designation select (or filter), grouped by department. */
export function DesignationSelect(props: DesignationSelectProps) {
  const options = useDesignationOptions();
  return (
    <Select<number>
      placeholder={options.isPending ? 'Loading designations...' : 'Select a designation'}
      searchable
      nothingFoundMessage="No designation found"
      {...props}
      {...choiceRules(props)}
      data={options.data ?? []}
      error={props.error ?? (options.isError ? options.error.message : undefined)}
    />
  );
}
