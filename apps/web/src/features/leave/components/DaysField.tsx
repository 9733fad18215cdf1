import type { NumberInputProps } from '@mantine/core';
import type { FieldValues, Path } from 'react-hook-form';
import { formFields } from '../../../components/form/form-fields';

type DaysFieldProps<V extends FieldValues> = Omit<NumberInputProps, 'name' | 'value' | 'onChange'> & {
  name: Path<V>;
};

/** A number of days in quarter days (0.25 steps), bound to the surrounding react-hook-form. */
export function DaysField<V extends FieldValues>(props: DaysFieldProps<V>) {
  const F = formFields<V>();
  return (
    <F.Number
      min={0}
      max={999}
      step={0.25}
      decimalScale={2}
      allowNegative={false}
      suffix=" days"
      inputMode="decimal"
      {...props}
    />
  );
}
