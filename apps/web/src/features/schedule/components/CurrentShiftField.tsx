import { shiftText } from '@hris/domain/shifts';
import { isRealDate } from '@hris/domain/text';
import { TextInput } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useCurrentShift } from '../api/workshifts';

/**
 * The employee's shift on the date of request (today until a date is chosen), read-only: what the
 * adjustment changes from. It is read from the shift history, as the server records it on filing.
 */
export function CurrentShiftField({ employeeId, date }: { employeeId: number | null; date: string }) {
  const day = date && isRealDate(date) ? date : null;
  const shift = useCurrentShift(employeeId, day);
  let value = '';
  if (employeeId !== null) {
    if (shift.isPending) value = 'Loading...';
    else if (shift.isError) value = errorMessage(shift.error);
    else value = shiftText(shift.data.schedule, shift.data.time) || 'No shift on this date';
  }
  return (
    <TextInput
      label="Current shift"
      value={value}
      placeholder="Choose an employee first"
      readOnly
      variant="filled"
      description={
        day ? `The shift on ${formatDate(day)}` : 'The shift today, until a date of request is chosen'
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
