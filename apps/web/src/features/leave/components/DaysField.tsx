import { NumberInput, type NumberInputProps } from '@mantine/core';
import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';

type DaysFieldProps<V extends FieldValues> = Omit<NumberInputProps, 'name' | 'value' | 'onChange'> & {
  name: Path<V>;
};

/** A number of days in quarter days (0.25 steps), bound to the surrounding react-hook-form. */
export function DaysField<V extends FieldValues>({ name, ...rest }: DaysFieldProps<V>) {
  const { control, clearErrors } = useFormContext<V>();
  const { field, fieldState } = useController({ name, control });
  return (
    <NumberInput
      min={0}
      max={999}
      step={0.25}
      decimalScale={2}
      allowNegative={false}
      suffix=" days"
      inputMode="decimal"
      {...rest}
      name={field.name}
      ref={field.ref}
      value={(field.value as number | string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      onClick={() => clearErrors(name)}
      error={fieldState.error?.message}
    />
  );
}
