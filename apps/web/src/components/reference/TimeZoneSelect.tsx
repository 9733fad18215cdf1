import { Select, type SelectProps } from '@mantine/core';
import { choiceRules } from '../form/choice-rules';
import { useTimeZoneOptions } from './reference-options';

type TimeZoneSelectProps = Omit<SelectProps<number>, 'data'>;

/** Time zone select: "Asia/Manila (UTC+08:00)". */
export function TimeZoneSelect(props: TimeZoneSelectProps) {
  const options = useTimeZoneOptions();
  return (
    <Select<number>
      placeholder={options.isPending ? 'Loading time zones...' : 'Select a time zone'}
      searchable
      nothingFoundMessage="No time zone found"
      {...props}
      {...choiceRules({ clearable: true, ...props })}
      data={options.data ?? []}
      error={props.error ?? (options.isError ? options.error.message : undefined)}
    />
  );
}
