import { UNDERTIME_PER_PAGE, UNDERTIME_PURPOSE_MAX, type UndertimeDetail } from '@hris/domain/schedule';
import { IconClock, IconClockPlus } from '@tabler/icons-react';
import { CutText } from '../../../components/CutText';
import { formFields } from '../../../components/form/form-fields';
import { formatDate } from '../../../lib/format';
import type { RequestScreens } from '../request-screens';
import { hoursText } from '../undertime-hours';

type UndertimeValues = {
  date_of_undertime: string;
  /** A single digit, typed through a one-digit mask. */
  total_hours: string;
  purpose: string;
};
const F = formFields<UndertimeValues>();

/** Undertime requests: leaving before the end of the shift, 1 to 9 hours on one day. */
export const UNDERTIME_SCREENS: RequestScreens<'undertime'> = {
  kind: 'undertime',
  list: { to: '/hr/undertimerequest', label: 'Undertime Requests' },
  add: '/hr/undertimeform',
  edit: (id) => `/hr/editundertimerequestform/${id}`,
  approval: (id) => `/hr/undertimerequest/approval/${id}`,
  what: 'The undertime request',
  listPage: {
    description:
      'Requests to leave before the end of the shift: review them, correct a pending one, or remove it.',
    addLabel: 'Encode Undertime',
    addIcon: <IconClockPlus size={16} />,
    tableLabel: 'Undertime requests',
    pageSize: UNDERTIME_PER_PAGE,
    columns: [
      {
        key: 'date_filled',
        header: 'Date Filed',
        sort: 'date_filled',
        nowrap: true,
        render: (row) => formatDate(row.date_filled),
      },
      {
        key: 'date_of_undertime',
        header: 'Date of Undertime',
        sort: 'date_of_undertime',
        nowrap: true,
        render: (row) => formatDate(row.date_of_undertime),
      },
      {
        key: 'total_hours',
        header: 'Total Hours',
        align: 'right',
        nowrap: true,
        render: (row) => hoursText(row.total_hours),
      },
      {
        key: 'purpose',
        header: 'Purpose',
        render: (row) => <CutText text={row.purpose} max={UNDERTIME_PURPOSE_MAX} />,
      },
    ],
  },
  approvalPage: {
    title: 'Undertime Approval',
    details: (request) => [
      { label: 'Date of undertime', value: formatDate(request.date_of_undertime) },
      { label: 'Total hours', value: hoursText(request.total_hours) },
      { label: 'Purpose', value: request.purpose, span: true },
    ],
    hint: 'Declining needs a reason; a pending request can be decided later.',
  },
  formPages: {
    add: {
      title: 'Undertime Form',
      description: "File an undertime request, or encode one filed on paper. It waits for HR's decision.",
    },
    edit: {
      title: 'Edit Undertime',
      description: 'Correct a pending request: its dates, the hours or the purpose.',
    },
  },
  form: {
    label: { add: 'Undertime form', edit: 'Edit undertime' },
    values: (request?: UndertimeDetail) => ({
      date_of_undertime: request?.date_of_undertime ?? '',
      total_hours: request ? String(request.total_hours) : '',
      purpose: request?.purpose ?? '',
    }),
    section: { title: 'Undertime', icon: <IconClock size={18} /> },
    fields: (
      <>
        <F.Date name="date_of_undertime" label="Date of undertime" withAsterisk />
        <F.Masked name="total_hours" label="Total hours" mask="0" placeholder="1 to 9" withAsterisk />
      </>
    ),
    text: <F.LongText name="purpose" label="Purpose" withAsterisk autosize minRows={3} maxRows={8} mt="sm" />,
    hint: 'HR decides on the request on its approval screen.',
  },
};
