import type { LeaveDetail } from '@hris/domain/leave';
import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format';
import { approvalSteps } from '../approval-steps';
import { days, period, statusLabel } from '../leave-labels';
import './leave-details.css';

function Field({ label, children, full }: { label: string; children: ReactNode; full?: boolean }) {
  return (
    <div className="leaveform-field" data-span={full ? 'full' : undefined}>
      <Text fz={10} c="dimmed" tt="uppercase" fw={700} lh={1.3}>
        {label}
      </Text>
      <Text fz="sm" fw={500} className="leaveform-value">
        {children === '' || children === null || children === undefined ? '—' : children}
      </Text>
    </div>
  );
}

function Heading({ children }: { children: ReactNode }) {
  return (
    <Text fw={700} fz="sm" tt="uppercase" mt="lg" mb={6} className="leaveform-heading">
      {children}
    </Text>
  );
}

function Signature({ name, title }: { name: string | null; title: string }) {
  return (
    <div>
      <div className="leaveform-line">{name ?? ''}</div>
      <Text fz="xs" ta="center">
        {title}
      </Text>
    </div>
  );
}

/**
 * The body of LEAVE DETAILS (HR FORM NO. 0005), laid out for an A4 sheet: the approvals the request
 * needed (approvalSteps), each with its signature line.
 */
export function LeaveDetailsSheet({ leave }: { leave: LeaveDetail }) {
  const approvals = approvalSteps(leave);
  return (
    <Box className="leaveform">
      <Heading>Employee</Heading>
      <div className="leaveform-grid">
        <Field label="Name">{leave.full_name}</Field>
        <Field label="Employee ID">{leave.emp_id}</Field>
        <Field label="Date filed">{formatDate(leave.date_filled)}</Field>
        <Field label="Department">{leave.department_name}</Field>
        <Field label="Designation">{leave.position_name}</Field>
        <Field label="Received by HR">{formatDate(leave.hr_date_recived)}</Field>
      </div>

      <Heading>Leave</Heading>
      <div className="leaveform-grid">
        <Field label="Leave type">{leave.leave_type}</Field>
        <Field label="Remarks">{leave.remarks}</Field>
        <Field label="Status">{statusLabel(leave.status)}</Field>
        <Field label="Period">{period(leave.start_date, leave.end_date)}</Field>
        <Field label="No. of days">{days(leave.no_of_days)}</Field>
        <Field label="Leave ID">{leave.id}</Field>
        <Field label="Reason" full>
          {leave.reason}
        </Field>
        {leave.reason_to_declined ? (
          <Field label="Reason for declining" full>
            {leave.reason_to_declined}
          </Field>
        ) : null}
      </div>

      <Heading>Approvals</Heading>
      <table className="leaveform-approvals">
        <thead>
          <tr>
            <th>Approver</th>
            <th>Name</th>
            <th>Status</th>
            <th>Date</th>
          </tr>
        </thead>
        <tbody>
          {approvals.map((row) => (
            <tr key={row.who}>
              <td>{row.who}</td>
              <td>{row.name || '—'}</td>
              <td>{statusLabel(row.status)}</td>
              <td>{formatDate(row.date) || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="leaveform-signatures">
        <Signature name={leave.full_name} title="Employee signature over printed name" />
        {approvals.map((step) => (
          <Signature key={step.who} name={step.name} title={step.who} />
        ))}
      </div>
    </Box>
  );
}
