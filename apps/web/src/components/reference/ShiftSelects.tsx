import { Select, type SelectProps } from '@mantine/core';
import { choiceRules } from '../form/choice-rules';
import { SHIFT_GROUP_OPTIONS, shiftTimeOptions } from './reference-options';

type ShiftProps = Omit<SelectProps, 'data'>;

/** The shift group (Day-Shift, Mid-Shift, Night-Shift); '' shows as nothing chosen. */
export function ShiftGroupSelect({ value, ...props }: ShiftProps) {
  return (
    <Select
      placeholder="Select a shift"
      {...props}
      {...choiceRules({ clearable: true, ...props })}
      value={value || null}
      data={SHIFT_GROUP_OPTIONS}
    />
  );
}

/**
 * The hours of the chosen shift group; disabled until a group is chosen. An emptied time ('', as a
 * form resets it when the group changes) shows empty: Select keeps the old label for any value but null.
 */
export function ShiftTimeSelect({
  group,
  value,
  ...props
}: ShiftProps & { group: string | null | undefined }) {
  return (
    <Select
      placeholder={group ? 'Select the hours' : 'Choose a schedule first'}
      disabled={!group}
      {...props}
      {...choiceRules({ clearable: true, ...props })}
      value={value || null}
      data={shiftTimeOptions(group, value)}
    />
  );
}
