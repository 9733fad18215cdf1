import type { LeaveDetail } from '@hris/domain/leave';
import { DetailGrid } from '../../../components/DetailGrid';
import { formatDate } from '../../../lib/format';
import { days, period } from '../leave-labels';

/** The applicant and the leave as filed, read-only (HR approval screen). */
export function ApplicantDetails({ leave }: { leave: LeaveDetail }) {
  return (
    <DetailGrid
      items={[
        { label: 'Employee', value: leave.full_name },
        { label: 'Employee ID', value: leave.emp_id },
        { label: 'Department', value: leave.department_name },
        { label: 'Designation', value: leave.position_name },
        { label: 'Date filed', value: formatDate(leave.date_filled) },
        { label: 'Leave type', value: leave.leave_type },
        { label: 'Period', value: period(leave.start_date, leave.end_date) },
        { label: 'No. of days', value: days(leave.no_of_days) },
        { label: 'Received by HR', value: formatDate(leave.hr_date_recived) || 'Not yet' },
        { label: 'Reason', value: leave.reason, span: true },
      ]}
    />
  );
}
