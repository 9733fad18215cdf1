import { Select, type SelectProps } from '@mantine/core';
import { SHIFT_GROUP_OPTIONS, shiftTimeOptions } from './reference-options';

type ShiftProps = Omit<SelectProps, 'data'>;

/** The shift group of §9 (Day-Shift, Mid-Shift, Night-Shift). */
export function ShiftGroupSelect(props: ShiftProps) {
  return <Select placeholder="Select a shift" clearable {...props} data={SHIFT_GROUP_OPTIONS} />;
}

/** The hours of the chosen shift group; disabled until a group is chosen. */
export function ShiftTimeSelect({ group, ...props }: ShiftProps & { group: string | null | undefined }) {
  return (
    <Select
      placeholder={group ? 'Select the hours' : 'Choose a schedule first'}
      clearable
      disabled={!group}
      {...props}
      data={shiftTimeOptions(group, props.value)}
    />
  );
}
