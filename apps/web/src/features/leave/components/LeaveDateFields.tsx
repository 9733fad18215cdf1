import { leaveDays } from '@hris/domain/leave';
import { TextInput } from '@mantine/core';
import { IconSum } from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { formFields } from '../../../components/form/form-fields';
import { days } from '../leave-labels';

type DateValues = { start_date: string; end_date: string; no_of_days?: unknown };
const F = formFields<DateValues>();

type LeaveDateFieldsProps = {
  /** Shows the count empty (after the server refused it) until a date changes. */
  cleared?: boolean;
  disabled?: boolean;
};

/** Start date, end date and the day count computed from them (read-only). */
export function LeaveDateFields({ cleared = false, disabled }: LeaveDateFieldsProps) {
  const { control, formState } = useFormContext<DateValues>();
  const [start, end] = useWatch({ control, name: ['start_date', 'end_date'] });
  const count = leaveDays(start, end);
  const error = formState.errors.no_of_days?.message;
  return (
    <>
      <F.Date name="start_date" label="Start date" withAsterisk disabled={disabled} />
      <F.Date
        name="end_date"
        label="End date"
        withAsterisk
        disabled={disabled}
        minDate={start || undefined}
      />
      <TextInput
        label="No. of days"
        value={cleared || count === 0 ? '' : days(count)}
        placeholder={cleared ? 'Change the dates to count again' : 'Pick the dates'}
        readOnly
        leftSection={<IconSum size={16} stroke={1.6} />}
        error={typeof error === 'string' ? error : undefined}
        data-testid="leave-days"
      />
    </>
  );
}
