import { Select, type SelectProps } from '@mantine/core';
import { usePositionOptions } from '../api/options';

type PositionSelectProps = Omit<SelectProps<number>, 'data'>;

/** Designation select (or filter), grouped by department. */
export function PositionSelect(props: PositionSelectProps) {
  const options = usePositionOptions();
  return (
    <Select<number>
      placeholder={options.isPending ? 'Loading designations...' : 'Select a designation'}
      searchable
      nothingFoundMessage="No designation found"
      {...props}
      data={options.data ?? []}
      error={props.error ?? (options.isError ? options.error.message : undefined)}
    />
  );
}
