import { type RoleBody, roleBody } from '@hris/domain/accounts';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { formResolver } from '../../../components/form/form-resolver';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { PageHeader } from '../../../components/PageHeader';
import { useSaveRole } from '../api/roles';
import { RoleFields, type RoleValues } from '../components/RoleFields';

const resolver = formResolver<RoleValues, typeof roleBody>(roleBody);

/** /hr/createroles: a new role (POST api/userroles/add); a taken name answers "Already exist". */
export function CreateRolePage() {
  const navigate = useNavigate();
  const form = useForm<RoleValues, unknown, RoleBody>({
    resolver,
    defaultValues: { roles_name: '', description: '' },
  });
  const mutation = useSaveRole();
  const { submit, saving } = useSaveFlow(form, {
    save: (body) => mutation.mutateAsync({ id: null, body }),
    // users-roles: the list shows the new role while the success message is up
    onSaved: () => navigate('/hr/usersroles'),
  });

  return (
    <>
      <PageHeader
        title="Create Role"
        description="Add a role that accounts can be given."
        actions={
          <Button
            component={Link}
            to="/hr/usersroles"
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            User Roles
          </Button>
        }
      />
      <Paper withBorder radius="md" p="lg" maw={640}>
        <FormProvider {...form}>
          <form onSubmit={submit} noValidate aria-label="Create Role">
            <Stack gap="md">
              <RoleFields autoFocus />
            </Stack>
            <Group justify="flex-end" mt="lg">
              <Button variant="default" onClick={() => navigate('/hr/usersroles')} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />}>
                Save Role
              </Button>
            </Group>
          </form>
        </FormProvider>
      </Paper>
    </>
  );
}
