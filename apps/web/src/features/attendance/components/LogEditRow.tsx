import {
  ATTENDANCE_MESSAGES,
  ATTENDANCE_TIME_LABELS,
  ATTENDANCE_TIMES,
  type AttendanceTime,
  attendanceCreateBody,
  attendanceUpdateBody,
  minutesAndSeconds,
} from '@hris/domain/attendance';
import { Button, Group, Table, TextInput } from '@mantine/core';
import { type KeyboardEvent, useEffect } from 'react';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { confirmDiscardDialog } from '../../../components/dialogs';
import { formResolver } from '../../../components/form/form-resolver';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { type SaveLog, useSaveLog } from '../api/attendance';
import type { LogDay, LogOwner } from '../log-day';
import { statusLabel, timeText } from '../status';
import { DateCell } from './DateCell';
import { TimeField } from './TimeField';

/** The row's inputs: the eight times as typed ("" for no entry), the reason, and what the call needs. */
type LogValues = Record<AttendanceTime, string> & {
  update_reason: string;
  sub_department_id: number | null;
  /** An edit: the log and the version read. */
  id?: number;
  updated_at?: string;
  /** A new log: the employee and the day. */
  emp_id?: number;
  att_date?: string;
};

/** The row's values as the save they make: a correction of the log read, or the day's new log. */
const asUpdate = attendanceUpdateBody.transform((body) => ({ kind: 'update' as const, body }));
const asCreate = attendanceCreateBody.transform((body) => ({ kind: 'create' as const, body }));
const updateResolver = formResolver<LogValues, typeof asUpdate>(asUpdate);
const createResolver = formResolver<LogValues, typeof asCreate>(asCreate);

function initialValues(day: LogDay, owner: LogOwner): LogValues {
  const times = Object.fromEntries(ATTENDANCE_TIMES.map((f) => [f, timeText(day.log?.[f])])) as Record<
    AttendanceTime,
    string
  >;
  const base = { ...times, update_reason: '', sub_department_id: owner.sub_department_id };
  return day.log
    ? { ...base, id: day.log.id, updated_at: day.log.updated_at }
    : { ...base, emp_id: owner.id, att_date: day.date };
}

type LogEditRowProps = { day: LogDay; owner: LogOwner; onDone: () => void };

/**
 * A day of the log table being edited: the eight times (HH:MM:SS, empty for no entry) and the edit
 * reason, which is required. Save asks "Are you sure?" and sends the edit (with the version read, so
 * that a log someone else changed meanwhile is refused with 409, not overwritten) or, for a day
 * without a log, the new log. A 422 puts its messages under the inputs; a 409 is told in a dialog and
 * the row goes back to what the server has.
 */
export function LogEditRow({ day, owner, onDone }: LogEditRowProps) {
  const editing = day.log !== null;
  const form = useForm<LogValues, unknown, SaveLog>({
    resolver: editing ? updateResolver : createResolver,
    defaultValues: initialValues(day, owner),
  });
  const mutation = useSaveLog();
  const { submit, saving } = useSaveFlow(form, {
    save: (log) => mutation.mutateAsync(log),
    success: (reply) => ({
      title: 'Saved',
      message: reply.message || (editing ? ATTENDANCE_MESSAGES.updated : ATTENDANCE_MESSAGES.created),
    }),
    onSaved: onDone,
    // someone else changed the log (or added one): show what the server has now, after the message
    onFailed: (error) => {
      if (error instanceof ApiError && error.status === 409) onDone();
    },
  });
  const label = formatDate(day.date);
  // the keyboard starts in the first time
  useEffect(() => {
    form.setFocus('time_in');
  }, [form]);
  const cancel = async () => {
    if (form.formState.isDirty && !(await confirmDiscardDialog())) return;
    onDone();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <FormProvider {...form}>
      <Table.Tr data-date={day.date} data-editing onKeyDown={onKeyDown}>
        <Table.Td className="log-date" style={{ verticalAlign: 'top' }}>
          <DateCell date={day.date} />
        </Table.Td>
        {ATTENDANCE_TIMES.map((f) => (
          <Table.Td key={f} style={{ verticalAlign: 'top' }}>
            <TimeField<LogValues> name={f} label={`${ATTENDANCE_TIME_LABELS[f]}, ${label}`} />
          </Table.Td>
        ))}
        <Table.Td style={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
          {day.log ? minutesAndSeconds(day.log.idle_time) : ''}
        </Table.Td>
        <Table.Td style={{ verticalAlign: 'top' }}>
          {day.status === 'blank' ? '' : statusLabel(day.status)}
        </Table.Td>
        <Table.Td style={{ verticalAlign: 'top' }} miw={150}>
          <ReasonField />
        </Table.Td>
        <Table.Td style={{ verticalAlign: 'top' }}>
          <Group gap={4} wrap="nowrap">
            <Button size="compact-sm" loading={saving} onClick={() => submit()}>
              Save
            </Button>
            <Button size="compact-sm" variant="default" disabled={saving} onClick={() => void cancel()}>
              Cancel
            </Button>
          </Group>
        </Table.Td>
      </Table.Tr>
    </FormProvider>
  );
}

/** The required edit reason of the row. */
function ReasonField() {
  const { register, formState, clearErrors } = useFormContext<LogValues>();
  const error = formState.errors.update_reason?.message;
  return (
    <TextInput
      size="xs"
      aria-label="Edit Reason"
      placeholder="Why the change"
      {...register('update_reason')}
      onClick={() => clearErrors('update_reason')}
      error={error}
    />
  );
}
