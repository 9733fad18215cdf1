import type { JobInformation } from '@hris/domain/employee';
import { Box, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate, peso } from '../../../lib/format';
import { statusLabel } from '../status';
import './job-information.css';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="jobinfo-field">
      <Text fz={10} c="dimmed" tt="uppercase" fw={700} lh={1.3}>
        {label}
      </Text>
      <Text fz="sm" fw={500} className="jobinfo-value">
        {children === '' || children === null || children === undefined ? '—' : children}
      </Text>
    </div>
  );
}

function Heading({ children }: { children: ReactNode }) {
  return (
    <Text fw={700} fz="sm" tt="uppercase" mt="lg" mb={6} className="jobinfo-heading">
      {children}
    </Text>
  );
}

/** The body of EMPLOYEE JOB INFORMATION (HR FORM NO. 0003), laid out for an A4 sheet. */
export function JobInformationSheet({ info }: { info: JobInformation }) {
  const name = [info.last_name, ', ', info.first_name, info.middle_name ? ` ${info.middle_name}` : ''].join(
    '',
  );
  return (
    <Box className="jobinfo">
      <Heading>Employee</Heading>
      <div className="jobinfo-grid">
        <Field label="Name">{name}</Field>
        <Field label="Employee ID">{info.emp_id}</Field>
        <Field label="Status">{statusLabel(info.status)}</Field>
        <Field label="Department">{info.department_name}</Field>
        <Field label="Designation">{info.position_name}</Field>
        <Field label="Sub-department">{info.sub_department_name}</Field>
        <Field label="Supervisor">{info.superior_name}</Field>
      </div>

      <Heading>Dates</Heading>
      <div className="jobinfo-grid">
        <Field label="Employment date">{formatDate(info.employment_date)}</Field>
        <Field label="Date signed">{formatDate(info.date_signed)}</Field>
        <Field label="Training date">
          {info.training_start || info.training_end
            ? `${formatDate(info.training_start) || '—'} to ${formatDate(info.training_end) || '—'}`
            : formatDate(info.training_date)}
        </Field>
        <Field label="Regularization date">{formatDate(info.regularization_date)}</Field>
        <Field label="Promoted date">{formatDate(info.promoted_date)}</Field>
        <Field label="Resignation date">{formatDate(info.resignation_date)}</Field>
      </div>

      <Heading>Compensation</Heading>
      <div className="jobinfo-grid">
        <Field label="Basic salary">{peso(info.basic_salary)}</Field>
        <Field label="Monthly allowance">{peso(info.monthly_allowance)}</Field>
        {info.other_amount !== null ? <Field label="Others">{peso(info.other_amount)}</Field> : null}
      </div>

      <Heading>Note</Heading>
      <Text fz="sm" className="jobinfo-note">
        {info.note || '—'}
      </Text>

      <Heading>Work experience</Heading>
      {info.experience.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No previous employment recorded.
        </Text>
      ) : (
        <Table withTableBorder withColumnBorders fz="xs" verticalSpacing={4} className="jobinfo-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Employer</Table.Th>
              <Table.Th>Job title</Table.Th>
              <Table.Th>Period</Table.Th>
              <Table.Th ta="right">Previous salary</Table.Th>
              <Table.Th>Reason for leaving</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {info.experience.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Text fz="xs" fw={600}>
                    {row.employeer}
                  </Text>
                  {row.company_address ? (
                    <Text fz={10} c="dimmed">
                      {row.company_address}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{row.job_title}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(row.start_date) || '—'} – {formatDate(row.end_date) || '—'}
                </Table.Td>
                <Table.Td ta="right">{peso(row.previous_salary) || '—'}</Table.Td>
                <Table.Td>{row.reason_for_leaving || '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}

      <div className="jobinfo-signatures">
        <div>
          <div className="jobinfo-line" />
          <Text fz="xs" ta="center">
            Prepared by (HR Department)
          </Text>
        </div>
        <div>
          <div className="jobinfo-line" />
          <Text fz="xs" ta="center">
            Employee signature over printed name
          </Text>
        </div>
      </div>
    </Box>
  );
}
