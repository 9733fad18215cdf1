import { formatDate } from '../../../lib/format';
import { ApprovalScreen } from '../components/ApprovalScreen';
import { hoursText } from '../undertime-hours';

/** /hr/scheduleadjustment/approval/:id: HR's decision on a schedule adjustment. */
export function AdjustmentApprovalPage() {
  return (
    <ApprovalScreen
      kind="adjustment"
      title="Adjustment Approval"
      what="The adjustment request"
      details={(request) => [
        { label: 'Employee', value: request.full_name },
        { label: 'Employee ID', value: request.emp_id },
        { label: 'Designation', value: request.position_name },
        { label: 'Department', value: request.department_name },
        { label: 'Date filed', value: formatDate(request.date_filled) },
        { label: 'Date of request', value: formatDate(request.date_of_request) },
        { label: 'Current shift', value: request.current_shift || 'No shift' },
        { label: 'Requested shift', value: request.requested_shift },
        { label: 'Reason for change', value: request.reason_for_change, span: true },
      ]}
    />
  );
}

/** /hr/undertimerequest/approval/:id: HR's decision on an undertime request. */
export function UndertimeApprovalPage() {
  return (
    <ApprovalScreen
      kind="undertime"
      title="Undertime Approval"
      what="The undertime request"
      details={(request) => [
        { label: 'Employee', value: request.full_name },
        { label: 'Employee ID', value: request.emp_id },
        { label: 'Designation', value: request.position_name },
        { label: 'Department', value: request.department_name },
        { label: 'Date filed', value: formatDate(request.date_filled) },
        { label: 'Date of undertime', value: formatDate(request.date_of_undertime) },
        { label: 'Total hours', value: hoursText(request.total_hours) },
        { label: 'Purpose', value: request.purpose, span: true },
      ]}
    />
  );
}
