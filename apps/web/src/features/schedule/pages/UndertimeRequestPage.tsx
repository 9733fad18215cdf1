import { UNDERTIME_PER_PAGE, UNDERTIME_PURPOSE_MAX, type UndertimeRow } from '@hris/domain/schedule';
import { Button } from '@mantine/core';
import { IconClockPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CutText } from '../../../components/CutText';
import type { DataListColumn } from '../../../components/DataList';
import { EmployeeNameCell } from '../../../components/EmployeeNameCell';
import { PageHeader } from '../../../components/PageHeader';
import { formatDate } from '../../../lib/format';
import { RequestList } from '../components/RequestList';
import { REQUEST_SCREENS } from '../paths';
import { hoursText } from '../undertime-hours';

const COLUMNS: DataListColumn<UndertimeRow>[] = [
  {
    key: 'full_name',
    header: 'Employee',
    sort: 'full_name',
    render: (row) => <EmployeeNameCell name={row.full_name} detail={row.emp_id} />,
  },
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
];

/** /hr/undertimerequest: the employees' undertime requests, with HR's review, edit and delete. */
export function UndertimeRequestPage() {
  return (
    <>
      <PageHeader
        title="Undertime Requests"
        description="Requests to leave before the end of the shift: review them, correct a pending one, or remove it."
        actions={
          <Button
            component={Link}
            to={REQUEST_SCREENS.undertime.add}
            leftSection={<IconClockPlus size={16} />}
          >
            Encode Undertime
          </Button>
        }
      />
      <RequestList
        kind="undertime"
        noun="undertime request"
        label="Undertime requests"
        columns={COLUMNS}
        defaultPageSize={UNDERTIME_PER_PAGE}
      />
    </>
  );
}
