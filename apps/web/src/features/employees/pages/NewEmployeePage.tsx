import { type EmployeeBody, employeeBody } from '@hris/domain/employee';
import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { PageHeader } from '../../../components/PageHeader';
import { useAddEmployee } from '../api/employees';
import { DatasheetForm } from '../components/datasheet/DatasheetForm';
import {
  datasheetResolver,
  sendDatasheet,
  withOtherAmount,
} from '../components/datasheet/datasheet-resolver';
import { type DatasheetValues, emptyDatasheet } from '../components/datasheet/datasheet-values';

const resolver = datasheetResolver(employeeBody);

/** /hr/newemployee: the New Employee datasheet (POST api/employees/add). */
export function NewEmployeePage() {
  const navigate = useNavigate();
  const form = useForm<DatasheetValues, unknown, EmployeeBody>({ resolver, defaultValues: emptyDatasheet() });
  const mutation = useAddEmployee();
  const { submit, saving } = useSaveFlow(form, {
    save: (body) => sendDatasheet(form.getValues(), () => mutation.mutateAsync(withOtherAmount(body))),
    onSaved: () => navigate('/hr/employeelist'),
  });

  return (
    <>
      <PageHeader
        title="New Employee"
        description="The employee datasheet. Required fields are marked *; government numbers can follow later."
        actions={
          <Button
            component={Link}
            to="/hr/employeelist"
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            Active Employees
          </Button>
        }
      />
      <DatasheetForm
        form={form}
        onSubmit={submit}
        onCancel={() => navigate('/hr/employeelist')}
        saving={saving}
        saveLabel="Save employee"
        withStatus
      />
    </>
  );
}
