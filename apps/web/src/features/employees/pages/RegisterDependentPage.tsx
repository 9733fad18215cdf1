import { type DependentsBody, registerDependentBody } from '@hris/domain/dependents';
import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { filledRowIndexes, remapServerRowErrors } from '../../../components/form/repeatable-rows';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { PageHeader } from '../../../components/PageHeader';
import { useSaveDependents } from '../api/dependents';
import { DependentForm } from '../components/dependents/DependentForm';
import {
  type DependentFormValues,
  dependentFormValues,
  dependentsResolver,
} from '../components/dependents/dependent-values';

const resolver = dependentsResolver(registerDependentBody);

/** /hr/dependentform: register an employee's dependents (POST api/registerdependent/add). */
export function RegisterDependentPage() {
  const navigate = useNavigate();
  const form = useForm<DependentFormValues, unknown, DependentsBody & { employee_id: number }>({
    resolver,
    defaultValues: dependentFormValues(),
  });
  const mutation = useSaveDependents();
  const { submit, saving } = useSaveFlow(form, {
    save: async ({ employee_id, ...body }) => {
      const values = form.getValues();
      try {
        return await mutation.mutateAsync({ employeeId: employee_id, body, isNew: true });
      } catch (error) {
        throw remapServerRowErrors(error, {
          dependents: filledRowIndexes(values.dependents),
          seniors: filledRowIndexes(values.seniors),
        });
      }
    },
    onSaved: () => navigate('/hr/dependents'),
    success: { title: 'Registered', message: 'Has been Successfully Register.' },
  });

  return (
    <>
      <PageHeader
        title="Register Dependent"
        description="Declare an employee's dependents and the senior citizens they support."
        actions={
          <Button
            component={Link}
            to="/hr/dependents"
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            Dependents
          </Button>
        }
      />
      <DependentForm
        form={form}
        onSubmit={submit}
        onCancel={() => navigate('/hr/dependents')}
        saving={saving}
      />
    </>
  );
}
