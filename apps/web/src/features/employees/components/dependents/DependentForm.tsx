import { employeesWithoutDependentsCall } from '@hris/domain/calls/employees';
import type { DependentsBody } from '@hris/domain/dependents';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconUser } from '@tabler/icons-react';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import { FormSection } from '../../../../components/FormSection';
import { EmployeeSelect } from '../../../../components/reference/EmployeeSelect';
import { DependentRows } from './DependentRows';
import { type DependentFormValues, F } from './dependent-values';
import { SeniorRows } from './SeniorRows';

type DependentFormProps = {
  form: UseFormReturn<DependentFormValues, unknown, DependentsBody>;
  /** Set on edit: the employee is fixed and shown by name. */
  employee?: { full_name: string; emp_id: string; position_name: string };
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
};

/** Register Dependent and Edit Dependent: the employee, their dependents and senior citizens. */
export function DependentForm({ form, employee, onSubmit, onCancel, saving }: DependentFormProps) {
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label="Dependents registration"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md">
          <FormSection title="Employee" icon={<IconUser size={18} />} cols={2}>
            {employee ? (
              <TextInput
                label="Employee"
                value={`${employee.full_name} (${employee.emp_id})`}
                readOnly
                description={employee.position_name}
              />
            ) : (
              <F.Use
                name="employee_id"
                component={EmployeeSelect}
                source={employeesWithoutDependentsCall}
                label="Employee"
                description="Employees without a registration yet"
                withAsterisk
              />
            )}
          </FormSection>
          <DependentRows />
          <SeniorRows />
          <Paper withBorder radius="md" p="sm" shadow="sm" pos="sticky" bottom={8} style={{ zIndex: 5 }}>
            <Group justify="space-between">
              <Text fz="sm" c="dimmed">
                At least one dependent or senior citizen is needed.
              </Text>
              <Group gap="sm">
                <Button variant="default" onClick={onCancel} disabled={saving}>
                  Cancel
                </Button>
                <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />}>
                  Save
                </Button>
              </Group>
            </Group>
          </Paper>
        </Stack>
      </form>
    </FormProvider>
  );
}
