import {
  type DependentRegistration,
  type DependentsBody,
  updateDependentBody,
} from '@hris/domain/dependents';
import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { filledRowIndexes, remapServerRowErrors } from '../../../components/form/repeatable-rows';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { PageHeader } from '../../../components/PageHeader';
import { RecordGate } from '../../../components/RecordGate';
import { useRouteId } from '../../../lib/route-id';
import { useDependentRegistration, useSaveDependents } from '../api/dependents';
import { DependentForm } from '../components/dependents/DependentForm';
import {
  type DependentFormValues,
  dependentFormValues,
  dependentsResolver,
} from '../components/dependents/dependent-values';

const resolver = dependentsResolver(updateDependentBody);
const LIST = { to: '/hr/dependents', label: 'Dependents' };

/** /hr/editdependent/:id: change an employee's dependents (POST api/dependents/update/{id}). */
export function EditDependentPage() {
  const registration = useDependentRegistration(useRouteId());
  return (
    <>
      <PageHeader
        title="Edit Dependent"
        description="Update the dependents and senior citizens of this employee."
        actions={
          <Button component={Link} to={LIST.to} variant="default" leftSection={<IconArrowLeft size={16} />}>
            {LIST.label}
          </Button>
        }
      />
      <RecordGate query={registration} what="The employee's dependents" back={LIST}>
        {(data) => <EditDependentForm registration={data} />}
      </RecordGate>
    </>
  );
}

function EditDependentForm({ registration }: { registration: DependentRegistration }) {
  const navigate = useNavigate();
  const form = useForm<DependentFormValues, unknown, DependentsBody>({
    resolver,
    defaultValues: dependentFormValues(registration),
  });
  const mutation = useSaveDependents();
  const { submit, saving } = useSaveFlow(form, {
    save: async (body) => {
      const values = form.getValues();
      try {
        return await mutation.mutateAsync({ employeeId: registration.employee_id, body, isNew: false });
      } catch (error) {
        throw remapServerRowErrors(error, {
          dependents: filledRowIndexes(values.dependents),
          seniors: filledRowIndexes(values.seniors),
        });
      }
    },
    onSaved: () => navigate('/hr/dependents'),
  });
  return (
    <DependentForm
      form={form}
      employee={registration}
      onSubmit={submit}
      onCancel={() => navigate('/hr/dependents')}
      saving={saving}
    />
  );
}
