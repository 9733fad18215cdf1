import { type EmployeeRow, type EmployeeUpdateBody, employeeUpdateBody } from '@hris/domain/employee';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormActions } from '../../../components/form/FormActions';
import { formFields } from '../../../components/form/form-fields';
import { formResolver } from '../../../components/form/form-resolver';
import { FormModal } from '../../../components/form/unsaved-changes';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { DesignationSelect } from '../../../components/reference/DesignationSelect';
import { EmployeeSelect } from '../../../components/reference/EmployeeSelect';
import { SubDepartmentSelect } from '../../../components/reference/SubDepartmentSelect';
import { useUpdateEmployee } from '../api/employees';
import { StatusChangeFields, type StatusFields, withStatusRules } from './StatusChangeFields';

type UpdateValues = StatusFields & {
  position_id: number | null;
  sub_department_id: number | null;
  belong: number | null;
};

const F = formFields<UpdateValues>();

type UpdateEmployeeModalProps = {
  opened: boolean;
  employee: EmployeeRow | null;
  onClose: () => void;
};

/** Active Employees → Update: designation, sub-department, supervisor and status. */
export function UpdateEmployeeModal({ opened, employee, onClose }: UpdateEmployeeModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Update Employee" centered size="lg">
      {employee ? <UpdateEmployeeForm key={employee.id} employee={employee} onClose={onClose} /> : null}
    </FormModal>
  );
}

function UpdateEmployeeForm({ employee, onClose }: { employee: EmployeeRow; onClose: () => void }) {
  const resolver = useMemo(
    () =>
      withStatusRules(
        formResolver<UpdateValues, typeof employeeUpdateBody>(employeeUpdateBody),
        () => employee.members,
      ),
    [employee.members],
  );
  const form = useForm<UpdateValues, unknown, EmployeeUpdateBody>({
    resolver,
    defaultValues: {
      position_id: employee.position_id,
      sub_department_id: employee.sub_department_id,
      belong: employee.belong,
      status: employee.status,
      resignation_date: '',
      subtitute_id: null,
    },
  });
  const mutation = useUpdateEmployee();
  const { submit, saving } = useSaveFlow(form, {
    save: (body) => mutation.mutateAsync({ id: employee.id, body }),
    onSaved: onClose,
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {employee.emp_id} · <b>{employee.full_name}</b>
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            <F.Use name="position_id" component={DesignationSelect} label="Designation" withAsterisk />
            <F.Use
              name="sub_department_id"
              component={SubDepartmentSelect}
              label="Sub-department"
              withAsterisk
            />
            <F.Use
              name="belong"
              component={EmployeeSelect}
              label="Supervisor"
              initial={
                employee.belong && employee.superior_name
                  ? { id: employee.belong, full_name: employee.superior_name }
                  : null
              }
              excludeId={employee.id}
              style={{ gridColumn: '1 / -1' }}
            />
            <StatusChangeFields employee={employee} />
          </SimpleGrid>
        </Stack>
        <FormActions onCancel={onClose} saving={saving} />
      </form>
    </FormProvider>
  );
}
