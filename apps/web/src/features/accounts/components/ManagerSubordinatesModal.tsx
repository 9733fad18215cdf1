import type { AccessRow } from '@hris/domain/accounts';
import { Checkbox, Divider, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { FormActions } from '../../../components/form/FormActions';
import { formFields } from '../../../components/form/form-fields';
import { FormModal } from '../../../components/form/unsaved-changes';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { useSubDepartmentTextOptions } from '../../../components/reference/reference-options';
import { useUpdateSubordinates } from '../api/access';
import { MembersTable } from './MembersTable';

type SubordinatesValues = { subordinates: string[]; module_access: boolean };

const F = formFields<SubordinatesValues>();

type ManagerSubordinatesModalProps = { opened: boolean; manager: AccessRow | null; onClose: () => void };

/**
 * Managerial Level → Subordinates: the sub-departments the manager handles and their module access
 * (POST api/subordinates/update), and the supervisors who belong to them.
 */
export function ManagerSubordinatesModal({ opened, manager, onClose }: ManagerSubordinatesModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Subordinates" centered size="lg">
      {manager ? <SubordinatesForm key={manager.id} manager={manager} onClose={onClose} /> : null}
    </FormModal>
  );
}

function SubordinatesForm({ manager, onClose }: { manager: AccessRow; onClose: () => void }) {
  const subDepartments = useSubDepartmentTextOptions();
  const form = useForm<SubordinatesValues>({
    defaultValues: {
      subordinates: manager.subordinates.map(String),
      module_access: manager.module_access === 1,
    },
  });
  const mutation = useUpdateSubordinates();
  const { submit, saving } = useSaveFlow(form, {
    save: (values) =>
      mutation.mutateAsync({
        id: manager.id,
        subordinates: values.subordinates.map(Number),
        module_access: values.module_access ? '1' : '0',
      }),
    onSaved: onClose,
  });
  const name = manager.full_name || manager.name;

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            What <b>{name}</b> handles as a manager.
          </Text>
          <F.Use
            name="subordinates"
            component={Checkbox.Group}
            label="Sub-departments"
            description="The sub-departments whose requests this manager approves."
          >
            {subDepartments.isPending ? (
              <Loader size="xs" mt="xs" aria-label="Loading" />
            ) : (
              <SimpleGrid cols={{ base: 2, sm: 3 }} mt="xs" spacing="xs">
                {(subDepartments.data ?? []).map((option) => (
                  <Checkbox key={option.value} value={option.value} label={option.label} />
                ))}
              </SimpleGrid>
            )}
          </F.Use>
          <F.Check
            name="module_access"
            label="Module access"
            description="Lets the manager open the management modules of the self-service system."
          />
          <Divider label="Members" labelPosition="left" />
          <MembersTable userId={manager.id} emptyText={`No supervisor belongs to ${name} yet.`} />
        </Stack>
        <FormActions onCancel={onClose} saving={saving} />
      </form>
    </FormProvider>
  );
}
