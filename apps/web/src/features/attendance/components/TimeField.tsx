import { Input } from '@mantine/core';
import { useId } from 'react';
import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';
import { IMaskInput } from 'react-imask';

type TimeFieldProps<T extends FieldValues> = {
  name: Path<T>;
  /** The accessible name, e.g. "Time In, Nov 12 2026" (the column header says it on screen). */
  label: string;
};

/**
 * A time of day typed as HH:MM:SS (digits only; the colons come by themselves) in a cell of the
 * log table; empty is "no entry". Its error shows under it, and clicking into it clears the error.
 */
export function TimeField<T extends FieldValues>({ name, label }: TimeFieldProps<T>) {
  const { control, clearErrors } = useFormContext<T>();
  const { field, fieldState } = useController({ name, control });
  const errorId = useId();
  const error = fieldState.error?.message;
  return (
    <div>
      <Input
        component={IMaskInput}
        mask="00:00:00"
        size="xs"
        w={74}
        name={field.name}
        inputRef={field.ref}
        value={(field.value as string | null) ?? ''}
        onAccept={(next: string) => field.onChange(next)}
        onBlur={field.onBlur}
        onClick={() => clearErrors(name)}
        placeholder="HH:MM:SS"
        aria-label={label}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        error={Boolean(error)}
        styles={{ input: { fontVariantNumeric: 'tabular-nums', paddingInline: 6 } }}
      />
      {error ? (
        <Input.Error id={errorId} fz={11} mt={2} maw={120}>
          {error}
        </Input.Error>
      ) : null}
    </div>
  );
}
