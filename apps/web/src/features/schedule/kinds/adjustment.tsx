import { ADJUSTMENT_REASON_MAX, ADJUSTMENTS_PER_PAGE, type AdjustmentDetail } from '@hris/domain/schedule';
import { REQUESTED_SHIFT_VALUES } from '@hris/domain/shifts';
import { Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconCalendarPlus } from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CutText } from '../../../components/CutText';
import { formFields } from '../../../components/form/form-fields';
import { formatDate } from '../../../lib/format';
import { CurrentShiftField } from '../components/CurrentShiftField';
import type { RequestScreens } from '../request-screens';

type AdjustmentValues = {
  employee_id: number | null;
  date_of_request: string;
  requested_shift: string;
  reason_for_change: string;
};
const F = formFields<AdjustmentValues>();
/** The requested-shift options, shown as their values (8AM - 5PM as what it is). */
const SHIFT_OPTIONS = [...REQUESTED_SHIFT_VALUES];

function ShiftText({ text }: { text: string }) {
  const [group, ...time] = text.split(' ');
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{group}</span>{' '}
      <span style={{ whiteSpace: 'nowrap' }}>{time.join(' ')}</span>
    </>
  );
}

/** The employee's shift on the date of request, as the form's employee and date change. */
function CurrentShiftOfForm() {
  const { control } = useFormContext<AdjustmentValues>();
  const [employeeId, dateOfRequest] = useWatch({ control, name: ['employee_id', 'date_of_request'] });
  return (
    <CurrentShiftField employeeId={typeof employeeId === 'number' ? employeeId : null} date={dateOfRequest} />
  );
}

/** Schedule adjustments: an employee's request to change shift from a date on. */
export const ADJUSTMENT_SCREENS: RequestScreens<'adjustment'> = {
  kind: 'adjustment',
  list: { to: '/hr/scheduleadjustment', label: 'Schedule Adjustment' },
  add: '/hr/adjustmentform',
  edit: (id) => `/hr/schedule/edit/adjustment/form/${id}`,
  approval: (id) => `/hr/scheduleadjustment/approval/${id}`,
  what: 'The adjustment request',
  listPage: {
    description: 'Requests to change shift from a date on: review them, correct a pending one, or remove it.',
    addLabel: 'Add Adjustment',
    addIcon: <IconCalendarPlus size={16} />,
    tableLabel: 'Schedule adjustments',
    pageSize: ADJUSTMENTS_PER_PAGE,
    columns: [
      {
        key: 'current_shift',
        header: 'Current Shift',
        // "Night-Shift 10PM-7AM" breaks between the group and the time, never inside either
        render: (row) =>
          row.current_shift ? (
            <ShiftText text={row.current_shift} />
          ) : (
            <Text fz="sm" c="dimmed">
              No shift
            </Text>
          ),
      },
      {
        key: 'requested_shift',
        header: 'Requested Shift',
        nowrap: true,
        render: (row) => row.requested_shift,
      },
      {
        key: 'date_of_request',
        header: 'Date Requested',
        sort: 'date_of_request',
        nowrap: true,
        // the list runs newest filing first: the date filed under the date requested says why
        render: (row) => (
          <Stack gap={0}>
            <Text fz="sm">{formatDate(row.date_of_request)}</Text>
            <Text fz="xs" c="dimmed">
              Filed {formatDate(row.date_filled)}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'reason_for_change',
        header: 'Reason',
        render: (row) => <CutText text={row.reason_for_change} max={ADJUSTMENT_REASON_MAX} />,
      },
    ],
  },
  approvalPage: {
    title: 'Adjustment Approval',
    details: (request) => [
      { label: 'Date of request', value: formatDate(request.date_of_request) },
      { label: 'Current shift', value: request.current_shift || 'No shift' },
      { label: 'Requested shift', value: request.requested_shift },
      { label: 'Reason for change', value: request.reason_for_change, span: true },
    ],
    hint: "Approving makes the requested shift the employee's shift from the date of request on.",
  },
  formPages: {
    add: {
      title: 'Adjustment Form',
      description:
        "File a change of shift from a date on. It waits for HR's decision on the approval screen.",
    },
    edit: {
      title: 'Edit Adjustment',
      description: 'Correct a pending request: its dates, the requested shift or the reason.',
    },
  },
  form: {
    label: { add: 'Adjustment form', edit: 'Edit adjustment' },
    values: (request?: AdjustmentDetail) => ({
      date_of_request: request?.date_of_request ?? '',
      requested_shift: request?.requested_shift ?? '',
      reason_for_change: request?.reason_for_change ?? '',
    }),
    // the current shift (read-only, on the date of request): what the adjustment changes from
    employeeExtra: <CurrentShiftOfForm />,
    section: { title: 'Request', icon: <IconCalendarEvent size={18} /> },
    fields: (
      <>
        <F.Date name="date_of_request" label="Date of request" withAsterisk />
        <F.Choice
          name="requested_shift"
          label="Requested shift"
          data={SHIFT_OPTIONS}
          placeholder="Select a shift"
          withAsterisk
        />
      </>
    ),
    text: (
      <F.LongText
        name="reason_for_change"
        label="Reason for change"
        withAsterisk
        autosize
        minRows={3}
        maxRows={8}
        mt="sm"
      />
    ),
    hint: "Approved, the requested shift becomes the employee's shift from the date of request on.",
  },
};
