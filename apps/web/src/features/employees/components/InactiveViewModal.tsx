import type { InactiveEmployeeRow } from '@hris/domain/employee';
import { Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDate, peso } from '../../../lib/format';
import { InfoGrid } from './InfoGrid';

type InactiveViewModalProps = { opened: boolean; employee: InactiveEmployeeRow | null; onClose: () => void };

/** Inactive Employees → View: the dates of the employment, from hiring to separation. */
export function InactiveViewModal({ opened, employee, onClose }: InactiveViewModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Employee Details"
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {employee ? (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Stack gap={0}>
              <Text fw={700} fz="lg">
                {employee.full_name}
              </Text>
              <Text fz="sm" c="dimmed">
                {employee.emp_id} · {employee.position_name} · {employee.department_name}
              </Text>
            </Stack>
            <StatusBadge status={employee.status} />
          </Group>
          <Divider />
          <InfoGrid
            cols={3}
            items={[
              { label: 'Employment date', value: formatDate(employee.employment_date) },
              { label: 'Date signed', value: formatDate(employee.date_signed) },
              { label: 'Resignation date', value: formatDate(employee.resignation_date) },
              { label: 'Training date', value: formatDate(employee.training_date) },
              { label: 'Regularization date', value: formatDate(employee.regularization_date) },
              { label: 'Promoted date', value: formatDate(employee.promoted_date) },
            ]}
          />
          <Divider />
          <InfoGrid
            cols={3}
            items={[
              { label: 'Basic salary', value: peso(employee.basic_salary) },
              { label: 'Allowance', value: peso(employee.monthly_allowance) },
              { label: 'Supervisor', value: employee.superior_name },
              { label: 'Contact', value: employee.contact },
              { label: 'Email', value: employee.email_address },
              { label: 'Current address', value: employee.current_address },
            ]}
          />
        </Stack>
      ) : null}
    </Modal>
  );
}
