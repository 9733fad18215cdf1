import type { RegisterBody } from '@hris/domain/accounts';
import { employeesWithoutAccountCall } from '@hris/domain/calls/employees';
import type { EmployeeOption } from '@hris/domain/employee';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import {
  IconArrowLeft,
  IconAt,
  IconId,
  IconKey,
  IconMailForward,
  IconSitemap,
  IconUserPlus,
} from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormSection } from '../../../components/FormSection';
import { formFields } from '../../../components/form/form-fields';
import { formResolver } from '../../../components/form/form-resolver';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { PageHeader } from '../../../components/PageHeader';
import { EmployeeSelect } from '../../../components/reference/EmployeeSelect';
import { useSuperiorOptions } from '../api/options';
import { useRegisterAccount } from '../api/register';
import { useRoleOptions } from '../api/roles';
import { useSettings } from '../api/settings';
import { type AccountValues, accountSchema, EMPTY_ACCOUNT } from '../components/account-values';
import { HierarchyFields } from '../components/HierarchyFields';
import { PasswordRules } from '../components/PasswordRules';
import { companyEmail, suggestUsername } from '../username';

const F = formFields<AccountValues>();
const resolver = formResolver<AccountValues, typeof accountSchema>(accountSchema);

/** /hr/accountuser: an account for an employee who has none (POST api/register). */
export function CreateAccountPage() {
  const navigate = useNavigate();
  const settings = useSettings();
  const roles = useRoleOptions();
  const domain = settings.data?.company_domain;
  // Employee Accounts' "Create Account" arrives with the employee chosen.
  const chosen = (useLocation().state as { employee?: EmployeeOption } | null)?.employee ?? null;
  const form = useForm<AccountValues, unknown, RegisterBody>({
    resolver,
    defaultValues: chosen
      ? { ...EMPTY_ACCOUNT, employee_id: chosen.id, name: suggestUsername(chosen.full_name) }
      : EMPTY_ACCOUNT,
  });
  const [employee, setEmployee] = useState<EmployeeOption | null>(chosen);
  const [name, roleId, password] = useWatch({
    control: form.control,
    name: ['name', 'role_id', 'password'],
  });
  const superiors = useSuperiorOptions(
    roleId === 2 ? 'operation' : 'supervisor',
    undefined,
    roleId === 1 || roleId === 2,
  );
  const mutation = useRegisterAccount();
  const { submit, saving } = useSaveFlow(form, {
    save: (body) => {
      const superior = superiors.data?.find((option) => option.value === body.belongs_to);
      return mutation.mutateAsync({ ...body, superior_name: superior?.label ?? '' });
    },
    onSaved: () => navigate('/hr/users'),
    success: (reply) =>
      reply.data.mail
        ? {
            title: 'Save',
            message:
              reply.data.mail === 'no_sender'
                ? 'Has been Successfully Register. No mail sender is set up: the e-mail with the link to choose a password is kept in the Mail Outbox (Accounts menu), where you can copy the link.'
                : 'Has been Successfully Register. The e-mail with the link to choose a password is queued and sending now.',
            autoCloseMs: reply.data.mail === 'no_sender' ? 8000 : 4000,
          }
        : { title: 'Save', message: 'Has been Successfully Register.' },
  });

  // The company e-mail follows the username until HR types another address.
  const { getValues, setValue } = form;
  const lastAuto = useRef('');
  useEffect(() => {
    const email = getValues('email');
    if (email !== '' && email !== lastAuto.current) return;
    const next = companyEmail(name, domain);
    lastAuto.current = next;
    setValue('email', next);
  }, [name, domain, getValues, setValue]);

  const pickEmployee = (_id: number | null, picked: EmployeeOption | null) => {
    setEmployee(picked);
    const current = getValues('name');
    if (picked && (current === '' || current === suggestUsername(employee?.full_name ?? ''))) {
      form.setValue('name', suggestUsername(picked.full_name));
    }
  };

  const pickRole = () => {
    form.setValue('belongs_to', null);
    form.setValue('subordinates', []);
  };

  return (
    <>
      <PageHeader
        title="Create Account"
        description="Give an employee a login for the self-service system or, with the HR role, for this application."
        actions={
          <Button component={Link} to="/hr/users" variant="default" leftSection={<IconArrowLeft size={16} />}>
            Users
          </Button>
        }
      />
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate aria-label="Create Account">
          <Stack gap="md" maw={960}>
            <FormSection title="Employee" icon={<IconId size={18} />} cols={2}>
              <F.Use
                name="employee_id"
                component={EmployeeSelect}
                source={employeesWithoutAccountCall}
                label="Employee"
                withAsterisk
                onChange={pickEmployee}
                initial={chosen}
                description="Only employees without an account are listed."
              />
              {employee ? (
                <Stack gap={2} justify="center">
                  <Text fz="sm" fw={600}>
                    {employee.full_name}
                  </Text>
                  <Text fz="sm" c="dimmed">
                    {employee.emp_id} · {employee.position_name} · {employee.department_name}
                  </Text>
                </Stack>
              ) : null}
            </FormSection>

            <FormSection title="Login" icon={<IconAt size={18} />} cols={2}>
              <F.Text
                name="name"
                label="Username"
                withAsterisk
                autoComplete="off"
                description="Letters, digits, dots, dashes and underscores."
              />
              <F.Text
                name="email"
                label="Company email"
                type="email"
                withAsterisk
                autoComplete="off"
                description={
                  domain ? `Built from the username and @${domain}; you may change it.` : undefined
                }
              />
            </FormSection>

            <FormSection title="Role" icon={<IconSitemap size={18} />} cols={2}>
              <F.Choice<number>
                name="role_id"
                label="Role"
                withAsterisk
                data={roles.data ?? []}
                placeholder="Select a role"
                description="HR Department opens this application; the others the self-service system."
                allowDeselect={false}
                onChange={pickRole}
              />
              <HierarchyFields roleId={roleId} />
            </FormSection>

            <FormSection title="Password" icon={<IconKey size={18} />} cols={2}>
              <F.Password
                name="password"
                label="Default password"
                description="Optional."
                autoComplete="new-password"
              />
              {password ? (
                <PasswordRules password={password} username={name} />
              ) : (
                <Alert variant="light" color="blue" icon={<IconMailForward size={18} />}>
                  Without a default password, the user receives an e-mail with a link to choose their own
                  password (valid for three days).
                </Alert>
              )}
            </FormSection>

            <Group justify="flex-end">
              <Button variant="default" onClick={() => navigate('/hr/users')} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" loading={saving} leftSection={<IconUserPlus size={16} />}>
                Create Account
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </>
  );
}
