import { Group, Radio } from '@mantine/core';
import { type FieldValues, type Path, useWatch } from 'react-hook-form';
import { formFields } from './form-fields';

/**
 * HR's decision on a request: its choices as radios and, once "declined" is chosen, the reason the
 * employee will read (a reason typed before choosing another decision stays in the form, unsent by
 * the screens).
 */
export function DecisionFields<T extends FieldValues>({
  name,
  reasonName,
  options,
  disabled,
}: {
  name: Path<T>;
  reasonName: Path<T>;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
}) {
  const F = formFields<T>();
  const decision = useWatch<T>({ name });
  return (
    <>
      <F.Use name={name} component={Radio.Group} label="HR decision" withAsterisk>
        <Group mt={6} gap="xl">
          {options.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} disabled={disabled} />
          ))}
        </Group>
      </F.Use>
      {decision === 'rejected' ? (
        <F.LongText
          name={reasonName}
          label="Reason for declining"
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
        />
      ) : null}
    </>
  );
}
