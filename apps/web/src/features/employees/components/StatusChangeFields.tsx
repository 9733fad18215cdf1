import {
  type EmploymentStatus,
  isInactiveStatus,
  RESIGNATION_DATE_REQUIRED,
  SUBSTITUTE_REQUIRED,
} from '@hris/domain/employee';
import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { IconArrowRight, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { useController, useFormContext } from 'react-hook-form';
import { DateField } from '../../../components/form/DateField';
import { ALL_STATUS_OPTIONS } from '../../../lib/employment-status';
import { type Substitute, SubstituteModal } from './SubstituteModal';

/** The fields of a status change, as every form that can separate someone holds them. */
export type StatusFields = {
  status: EmploymentStatus | '';
  resignation_date: string;
  subtitute_id: number | null;
};

type StatusChangeFieldsProps = {
  /** The employee whose status changes, and how many active members they supervise. */
  employee: { id: number; members: number };
  /** The substitute already chosen (when the form is opened again), shown by name. */
  statusLabel?: string;
};

/**
 * Status, resignation date and supervisor substitute (docs/rules.md#employment-status), inside a <FormProvider> holding
 * StatusFields: an inactive status asks for the resignation date; for someone who still supervises
 * members it first opens the substitute modal (cancelling it puts the status back); an active status
 * clears the resignation date.
 */
export function StatusChangeFields({ employee, statusLabel = 'Status' }: StatusChangeFieldsProps) {
  const { control, setValue, clearErrors } = useFormContext<StatusFields>();
  const status = useController({ control, name: 'status' });
  const resignation = useController({ control, name: 'resignation_date' });
  const substituteField = useController({ control, name: 'subtitute_id' });
  const [substitute, setSubstitute] = useState<Substitute | null>(null);
  // While the substitute modal is open: the status to go back to if HR cancels (null: keep it).
  const [picking, setPicking] = useState<{ revertTo: StatusFields['status'] | null } | null>(null);

  const inactive = isInactiveStatus(status.field.value);
  const needsSubstitute = inactive && employee.members > 0;

  const changeStatus = (next: StatusFields['status'] | null) => {
    const previous = status.field.value;
    const value = next ?? '';
    status.field.onChange(value);
    clearErrors('status');
    if (!isInactiveStatus(value)) {
      setValue('resignation_date', '');
      setValue('subtitute_id', null);
      setSubstitute(null);
      clearErrors(['resignation_date', 'subtitute_id']);
    } else if (employee.members > 0 && !substituteField.field.value) {
      setPicking({ revertTo: isInactiveStatus(previous) ? '' : previous });
    }
  };

  return (
    <>
      <Select
        label={statusLabel}
        withAsterisk
        data={ALL_STATUS_OPTIONS}
        name={status.field.name}
        ref={status.field.ref}
        value={status.field.value || null}
        onChange={(value) => changeStatus(value as StatusFields['status'] | null)}
        onClick={() => clearErrors('status')}
        error={status.fieldState.error?.message}
        allowDeselect={false}
        comboboxProps={{ zIndex: 400 }}
      />
      {inactive ? (
        <DateField
          label="Resignation date"
          withAsterisk
          name={resignation.field.name}
          value={resignation.field.value}
          onChange={resignation.field.onChange}
          onClick={() => clearErrors('resignation_date')}
          error={resignation.fieldState.error?.message}
          popoverProps={{ withinPortal: true, zIndex: 400 }}
        />
      ) : null}
      {needsSubstitute ? (
        <Paper withBorder p="sm" radius="md" style={{ gridColumn: '1 / -1' }}>
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <IconUsersGroup size={18} />
              <Text fz="sm">
                {employee.members} active {employee.members === 1 ? 'member moves' : 'members move'} to{' '}
                {substitute ? (
                  <b data-testid="substitute-name">{substitute.full_name}</b>
                ) : (
                  <Text span c="dimmed" fz="sm">
                    (no substitute chosen)
                  </Text>
                )}
              </Text>
            </Group>
            <Button
              size="xs"
              variant="light"
              rightSection={<IconArrowRight size={14} />}
              onClick={() => setPicking({ revertTo: null })}
            >
              {substitute ? 'Change substitute' : 'Choose substitute'}
            </Button>
          </Group>
          {substituteField.fieldState.error ? (
            <Text c="red" fz="xs" mt={6} role="alert">
              {substituteField.fieldState.error.message}
            </Text>
          ) : null}
        </Paper>
      ) : null}
      <SubstituteModal
        opened={picking !== null}
        employeeId={employee.id}
        onCancel={() => {
          if (picking?.revertTo != null && !substituteField.field.value)
            changeStatus(picking.revertTo || null);
          setPicking(null);
        }}
        onChoose={(chosen) => {
          setSubstitute(chosen);
          substituteField.field.onChange(chosen.id);
          clearErrors('subtitute_id');
          setPicking(null);
        }}
      />
    </>
  );
}

/**
 * Adds the status rules (docs/rules.md#employment-status) to a form's resolver, so that they are checked before the "Are you
 * sure?" question rather than by a round trip: an inactive status needs a resignation date, and a
 * supervisor with active members a substitute.
 */
export function withStatusRules<V extends FieldValues, TOut>(
  resolver: Resolver<V, unknown, TOut>,
  members: () => number,
): Resolver<V, unknown, TOut> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const { status, resignation_date, subtitute_id } = values as unknown as Partial<StatusFields>;
    if (!status || !isInactiveStatus(status)) return result;
    const errors: FieldErrors = { ...result.errors };
    if (!resignation_date) errors.resignation_date = { type: 'rule', message: RESIGNATION_DATE_REQUIRED };
    if (members() > 0 && !subtitute_id) errors.subtitute_id = { type: 'rule', message: SUBSTITUTE_REQUIRED };
    if (Object.keys(errors).length === 0) return result;
    return { values: {}, errors } as Awaited<ReturnType<Resolver<V, unknown, TOut>>>;
  };
}
