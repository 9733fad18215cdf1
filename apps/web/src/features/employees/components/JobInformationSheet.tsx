import type { JobInformation } from '@hris/domain/employee';
import { Box, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { statusLabel } from '../../../lib/employment-status';
import { formatDate, peso } from '../../../lib/format';
import './job-information.css';

const COLUMNS = 3;

/** Label / value cells, three to a row; the last cell stretches to the end of its row. */
function FieldGrid({ fields }: { fields: [label: string, value: ReactNode][] }) {
  const lastSpan = COLUMNS - ((fields.length - 1) % COLUMNS);
  return (
    <div className="jobinfo-grid">
      {fields.map(([label, value], index) => (
        <div
          key={label}
          className="jobinfo-field"
          style={index === fields.length - 1 && lastSpan > 1 ? { gridColumn: `span ${lastSpan}` } : undefined}
        >
          <Text fz={10} c="dimmed" tt="uppercase" fw={700} lh={1.3}>
            {label}
          </Text>
          <Text fz="sm" fw={500} className="jobinfo-value">
            {value === '' || value === null || value === undefined ? '—' : value}
          </Text>
        </div>
      ))}
    </div>
  );
}

function period(start: string | null, end: string | null): string {
  if (!start && !end) return '—';
  return `${formatDate(start) || '—'} – ${formatDate(end) || '—'}`;
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
      <FieldGrid
        fields={[
          ['Name', name],
          ['Employee ID', info.emp_id],
          ['Status', statusLabel(info.status)],
          ['Department', info.department_name],
          ['Designation', info.position_name],
          ['Sub-department', info.sub_department_name],
          ['Supervisor', info.superior_name],
        ]}
      />

      <Heading>Dates</Heading>
      <FieldGrid
        fields={[
          ['Employment date', formatDate(info.employment_date)],
          ['Date signed', formatDate(info.date_signed)],
          [
            'Training date',
            info.training_start || info.training_end
              ? period(info.training_start, info.training_end)
              : formatDate(info.training_date),
          ],
          ['Regularization date', formatDate(info.regularization_date)],
          ['Promoted date', formatDate(info.promoted_date)],
          ['Resignation date', formatDate(info.resignation_date)],
        ]}
      />

      <Heading>Compensation</Heading>
      <FieldGrid
        fields={[
          ['Basic salary', peso(info.basic_salary)],
          ['Monthly allowance', peso(info.monthly_allowance)],
          ...(info.other_amount !== null
            ? ([['Others', peso(info.other_amount)]] as [string, string][])
            : []),
        ]}
      />

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
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{period(row.start_date, row.end_date)}</Table.Td>
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
